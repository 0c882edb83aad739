// The action log: who did what, from where (docs/RULES.md, "Entities and values"). Never holds secrets.
import type { Kysely } from 'kysely';
import type { LogCategory } from '@staff-console/domain';
import { newId } from '../db/ids';
import type { DB } from '../db/schema';
import { storedTargets } from '../db/action-targets';

export interface Actor {
  userId: string | null;
  username: string;
  ip: string;
}

export interface ActionEntry {
  category: LogCategory;
  action: string;
  details?: Record<string, unknown>;
}

const SECRET_KEYS = /pass(word)?|hash|token|secret|key$/i;

/** Drops anything that looks like a secret, however deep, before it reaches the log. */
function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !SECRET_KEYS.test(k) || k === 'keyName' || k === 'keyId')
        .map(([k, v]) => [k, scrub(v)]),
    );
  }
  return value;
}

/** Records an action; answers its entry's id. */
export async function recordAction(db: Kysely<DB>, actor: Actor, entry: ActionEntry): Promise<string> {
  const details = scrub(entry.details ?? {}) as Record<string, unknown>;
  const targets = storedTargets(entry.action, details);
  const id = newId();
  await db
    .insertInto('action_logs')
    .values({
      id,
      timestamp: Date.now(),
      category: entry.category,
      action: entry.action,
      username: actor.username,
      username_lower: actor.username.toLowerCase(),
      user_id: actor.userId,
      ip_address: actor.ip,
      details: JSON.stringify(details),
      target_player_id: targets.playerId,
      target_case_id: targets.caseId,
      target_user_id: targets.userId,
    })
    .execute();
  return id;
}

/** Replaces the details of an entry (a summary whose count grew); secrets are dropped as on insert. */
export async function updateActionDetails(db: Kysely<DB>, id: string, details: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('action_logs')
    .set({ details: JSON.stringify(scrub(details)) })
    .where('id', '=', id)
    .execute();
}

/** Who acts for a request or a service's caller: the signed-in staff member, or `anonymous`. */
export function actorOf(from: { staff: { id: string; username: string } | null; ip: string }, fallbackUsername = 'anonymous'): Actor {
  return {
    userId: from.staff?.id ?? null,
    username: from.staff?.username ?? fallbackUsername,
    ip: from.ip,
  };
}
