// The public appeal page: a player looks their sanction up by its code and sends one appeal. No
// sign-in: the code is the only key, so every answer carries only what the player may read (the
// sanction's type, public reason and dates; their latest appeal's status and public answer),
// and every call is counted against its address and its code (appeal-limits.ts).
import {
  type AppealLookupResponse,
  type AppealStatus,
  appealCooldownMessage,
  MESSAGES,
  nextAppealFrom,
  plainUtcDate,
  type SanctionType,
  sanctionStatus,
  type SubmitAppealBody,
  type SubmitAppealResponse,
} from '@staff-console/domain';
import type { Kysely } from 'kysely';
import { actorOf, recordAction } from '../../../action-log/record';
import type { Caller, Deps } from '../../../deps/deps';
import { newId } from '../../../db/ids';
import { nameSourcesOf, playerNames } from '../../../db/player-labels';
import type { DB } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { writeTransaction } from '../../../db/write-transaction';
import { conflict, notFound } from '../../../errors/errors';
import { type NewAppealEvent, raiseAppealAlertsPostgres, raiseAppealAlertsSqlite } from '../../watch/matching';
import { readSanctionByCode } from './appeal-code-reader';
import { countHits, giveBackHit, lookupHits, submissionHits } from './appeal-limits';
import { type CodedSanction, insertAppeal, sanctionByCode } from './public-appeals.repository';

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const msOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** Why this sanction cannot be appealed now, in the player's words; null when it can. */
function whyNot(found: CodedSanction, now: number, cooldownDays: number): string | null {
  if (sanctionStatus({ expiresAt: msOrNull(found.expires_at), revokedAt: msOrNull(found.revoked_at) }, now) !== 'active')
    return MESSAGES.appealSanctionNotActive;
  if (found.appeal_status === 'open') return MESSAGES.appealAlreadyOpen;
  if (found.appeal_decided_at !== null) {
    const from = nextAppealFrom(Number(found.appeal_decided_at), cooldownDays);
    if (now < from) return appealCooldownMessage(plainUtcDate(from));
  }
  return null;
}

/** The sanction as its player reads it, and whether (or why not) they may appeal it now. */
function toLookup(found: CodedSanction, now: number, cooldownDays: number): AppealLookupResponse {
  const expiresAt = msOrNull(found.expires_at);
  const why = whyNot(found, now, cooldownDays);
  return {
    success: true,
    sanction: {
      type: found.type as SanctionType,
      publicReason: found.public_reason,
      issuedAt: iso(found.created_at),
      expiresAt: expiresAt === null ? null : iso(expiresAt),
      active: sanctionStatus({ expiresAt, revokedAt: msOrNull(found.revoked_at) }, now) === 'active',
    },
    ...(found.appeal_status !== null && found.appeal_submitted_at !== null
      ? {
          appeal: {
            status: found.appeal_status as AppealStatus,
            submittedAt: iso(found.appeal_submitted_at),
            ...(found.appeal_decided_at !== null ? { decidedAt: iso(found.appeal_decided_at) } : {}),
            ...(found.appeal_status !== 'open' && found.appeal_public_answer !== null ? { publicAnswer: found.appeal_public_answer } : {}),
          },
        }
      : {}),
    canAppeal: why === null,
    ...(why !== null ? { whyNot: why } : {}),
  };
}

/** The player's name as the reviewers of appeals may see it, for the alerts of appeals rules. */
const reviewersName = async (trx: Kysely<DB>, userId: number): Promise<string | null> =>
  (await playerNames(trx, [userId], nameSourcesOf({ permissions: ['review_appeals'] }))).get(userId) ?? null;

/** The alerts of appeals rules for a new appeal, in the submission's transaction (on SQLite its raw handle is the same connection). */
const raiseAlerts = (deps: Deps, trx: Kysely<DB>, event: NewAppealEvent, now: number) =>
  deps.database.engine === 'postgres' ? raiseAppealAlertsPostgres(deps.database, trx, event, now) : raiseAppealAlertsSqlite(deps.database.sqlite!, event, now);

/**
 * A code looked up. A known and an unknown code do the same database work (the look-up counted
 * against the address and the code, one read with the codes looked up at the same moment); only
 * the answer differs.
 */
export async function lookUpAppeal(deps: Deps, caller: Caller, code: string): Promise<AppealLookupResponse> {
  await countHits(deps.database, lookupHits(caller.ip, code));
  const found = await readSanctionByCode(deps.db, code);
  if (!found) throw notFound(MESSAGES.appealCodeUnknown);
  return toLookup(found, Date.now(), deps.config.appealCooldownDays);
}

/**
 * An appeal sent: stored open with the player's id (the sanction's), the text, the contact and the
 * client address, recorded in the action log, with an alert of each appeals watch rule (and its
 * Discord message queued), in one transaction. The checks are made in that transaction; two at
 * the same moment are told apart by appeals_open_uq (409 for the second).
 */
export async function submitAppeal(deps: Deps, caller: Caller, body: SubmitAppealBody): Promise<SubmitAppealResponse> {
  const hits = submissionHits(caller.ip, body.code);
  const counted = await countHits(deps.database, hits);
  try {
    const { answer, toDiscord } = await writeTransaction(deps.database, async (trx) => {
      const found = await sanctionByCode(trx, body.code);
      if (!found) throw notFound(MESSAGES.appealCodeUnknown);
      const now = Date.now();
      const why = whyNot(found, now, deps.config.appealCooldownDays);
      if (why !== null) throw conflict(why);
      const userId = Number(found.user_id);
      const id = newId(now);
      await insertAppeal(trx, { id, sanctionId: found.id, userId, text: body.text, contact: body.contact || null, at: now, address: caller.ip });
      await recordAction(trx, actorOf(caller), {
        category: 'moderation',
        action: 'appeal_submitted',
        details: { userId, sanctionId: found.id, address: caller.ip },
      });
      const alerts = await raiseAlerts(
        deps,
        trx,
        { appealId: id, sanctionType: found.type, playerId: userId, playerName: await reviewersName(trx, userId) },
        now,
      );
      return {
        answer: { success: true as const, appeal: { status: 'open' as const, submittedAt: iso(now) } },
        toDiscord: alerts.some((a) => a.webhookId !== null),
      };
    });
    if (toDiscord) deps.outbox.nudge();
    return answer;
  } catch (error) {
    // Nothing stored: the address's appeal is given back (its look-up stays counted).
    await giveBackHit(deps.database, { scope: 'appeal_address', key: caller.ip }, counted.appeal_address);
    if (isUniqueViolation(error)) throw conflict(MESSAGES.appealAlreadyOpen);
    throw error;
  }
}
