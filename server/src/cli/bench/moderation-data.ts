// The bench's moderation data, added once to a dataset (generated or reused): one case holding 500
// pieces of evidence spread over chat, trades and marketplace (with their activity), sanctions over
// many players with mixed types, statuses and enforcement states (bans with their outbox rows), and
// notes and sanctions on the heavy player. Written straight into the tables, in the shapes the
// services write, so the case page, the sanctions list and the player page read realistic data.
import { type Kysely, sql } from 'kysely';
import type { LogEvidenceKind } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { newId } from '../../db/ids';
import type { CaseEvidenceTable, OutboxTable, SanctionsTable } from '../../db/moderation-schema';
import type { DB } from '../../db/schema';
import { nextNumber } from '../../db/sequences';
import { newAppealCode, readLogEntry, OPEN_CLOUD_RESTRICTION } from '../../areas/moderation';
import { DATA_END_AT, type Scale } from './datasets';
import { random } from '../demo/demo-data';

/** The case the case-page scenario opens; its presence marks a dataset as already seeded. */
export const BENCH_CASE_TITLE = 'Bench: the 500-evidence case';
export const BENCH_EVIDENCE = 500;
export const BENCH_SANCTIONS: Record<Scale, number> = { smoke: 5_000, small: 100_000, full: 100_000 };
const HEAVY_NOTES = 200;
const HEAVY_SANCTIONS = 60;

const STAFF = { id: 'be0000000000000000000001', name: 'bench_moderator' };
/** Pending deliveries fall due in 2100, so a bench server's worker never claims them. */
const NEVER = Date.UTC(2100, 0, 1);
const DAY = 86_400_000;

async function insertChunks<T extends keyof DB>(db: Kysely<DB>, table: T, rows: readonly object[], size = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += size)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
}

type SanctionRow = SanctionsTable;
type OutboxRow = OutboxTable;

interface Mix {
  rows: SanctionRow[];
  deliveries: OutboxRow[];
}

/**
 * Sanctions of one player at a time, so each keeps at most one active mute and one active ban:
 * about 55 % warnings, 25 % mutes, 20 % bans; a fifth revoked; timed ones mostly expired; bans
 * mostly applied on Roblox, some failed, some waiting, some recorded without Open Cloud.
 */
function sanctionsFor(userId: number, count: number, next: () => number, endAt: number, mix: Mix): void {
  const active = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    const created = endAt - Math.floor(next() * 365 * DAY);
    const r = next();
    const type = r < 0.55 ? 'warn' : r < 0.8 ? 'mute' : 'ban';
    const revoked = next() < 0.2;
    // Timed mutes and bans ended long ago (expired); the rest are permanent (active unless revoked).
    const timed = type !== 'warn' && next() < 0.5;
    const stillActive = !revoked && !timed && type !== 'warn';
    const lastsAfter = stillActive && active.has(type);
    const row: SanctionRow = {
      id: newId(created),
      user_id: userId,
      type,
      reason: `Bench ${type} ${i}`,
      public_reason: type === 'warn' ? '' : 'Breaking the trading rules',
      created_at: created,
      created_by_id: STAFF.id,
      created_by_name: STAFF.name,
      // A second active mute or ban of the player is revoked instead.
      expires_at: timed ? created + DAY : null,
      exclude_alt_accounts: type === 'ban' ? 1 : 0,
      case_id: null,
      revoked_at: revoked || lastsAfter ? created + 3_600_000 : null,
      revoked_by_id: revoked || lastsAfter ? STAFF.id : null,
      revoked_by_name: revoked || lastsAfter ? STAFF.name : null,
      revoke_reason: revoked || lastsAfter ? 'Appeal accepted' : null,
      enforcement: type === 'ban' ? 'pending' : 'not_applicable',
      outbox_id: null,
      preset_id: null,
      appeal_code: type === 'warn' ? null : newAppealCode(),
    };
    if (stillActive && !lastsAfter) active.add(type);
    if (type === 'ban') {
      const e = next();
      if (e < 0.07) row.enforcement = 'not_configured';
      else {
        const status = e < 0.85 ? 'sent' : e < 0.95 ? 'failed' : 'pending';
        const delivery: OutboxRow = {
          id: newId(created),
          kind: OPEN_CLOUD_RESTRICTION,
          payload: JSON.stringify({ sanctionId: row.id, userId, restriction: { active: row.revoked_at === null } }),
          ordering_key: `roblox-user:${userId}`,
          status,
          attempts: status === 'failed' ? 12 : status === 'sent' ? 1 : 0,
          next_attempt_at: status === 'pending' ? NEVER : created,
          last_error: status === 'failed' ? 'Open Cloud answered 503: {"code":"UNAVAILABLE"}' : null,
          lease: null,
          locked_until: null,
          created_at: created,
          sent_at: status === 'sent' ? created + 1_000 : null,
        };
        row.outbox_id = delivery.id;
        row.enforcement = status === 'sent' ? 'applied' : status;
        mix.deliveries.push(delivery);
      }
    }
    mix.rows.push(row);
  }
}

async function seedCase(db: Kysely<DB>, heavyUserId: number, endAt: number): Promise<number> {
  const per = Math.ceil(BENCH_EVIDENCE / 3);
  const picks: { kind: LogEvidenceKind; ids: string[] }[] = [
    {
      kind: 'chat',
      ids: (await db.selectFrom('chat_messages').select('id').where('hidden', '=', 0).orderBy('timestamp', 'desc').limit(per).execute()).map((r) => r.id),
    },
    { kind: 'trade', ids: (await db.selectFrom('trades').select('id').orderBy('date', 'desc').limit(per).execute()).map((r) => r.id) },
    {
      kind: 'marketplace',
      ids: (
        await db
          .selectFrom('marketplace')
          .select('id')
          .orderBy('date', 'desc')
          .limit(BENCH_EVIDENCE - 2 * per)
          .execute()
      ).map((r) => r.id),
    },
  ];
  const opened = endAt - 30 * DAY;
  const caseId = newId(opened);
  const number = await nextNumber(db, 'case_number');
  await db
    .insertInto('cases')
    .values({
      id: caseId,
      number,
      title: BENCH_CASE_TITLE,
      title_lower: BENCH_CASE_TITLE.toLowerCase(),
      status: 'investigating',
      assignee_id: STAFF.id,
      assignee_name: STAFF.name,
      summary: 'A trading ring across many accounts.',
      resolution: null,
      created_at: opened,
      created_by_id: STAFF.id,
      created_by_name: STAFF.name,
      updated_at: endAt,
    })
    .execute();
  await db.insertInto('case_players').values({ case_id: caseId, user_id: heavyUserId }).execute();
  const evidence: CaseEvidenceTable[] = [];
  const activity: DB['case_activity'][] = [
    { id: newId(opened), case_id: caseId, type: 'created', at: opened, by_id: STAFF.id, by_name: STAFF.name, details: JSON.stringify({ changes: [] }) },
  ];
  let at = opened;
  for (const { kind, ids } of picks) {
    for (const ref of ids) {
      const snapshot = await readLogEntry(db, kind, ref);
      if (!snapshot) continue;
      at += 60_000;
      const id = newId(at);
      evidence.push({
        id,
        case_id: caseId,
        kind,
        ref,
        snapshot: JSON.stringify(snapshot),
        note: evidence.length % 5 === 0 ? 'Part of the pattern.' : null,
        added_by_id: STAFF.id,
        added_by_name: STAFF.name,
        added_at: at,
      });
      activity.push({
        id: newId(at),
        case_id: caseId,
        type: 'evidence_added',
        at,
        by_id: STAFF.id,
        by_name: STAFF.name,
        details: JSON.stringify({ evidence: { id, kind } }),
      });
    }
  }
  await insertChunks(db, 'case_evidence', evidence, 200);
  await insertChunks(db, 'case_activity', activity);
  return evidence.length;
}

/** Adds the moderation data unless the dataset already holds it. */
export async function ensureModerationData(
  database: Database,
  scale: Scale,
  players: readonly number[],
  heavyUserId: number,
  log: (line: string) => void,
): Promise<void> {
  const { db } = database;
  if (await db.selectFrom('cases').select('id').where('title', '=', BENCH_CASE_TITLE).executeTakeFirst()) return;
  log(`Adding the moderation data (a ${BENCH_EVIDENCE}-evidence case, ${BENCH_SANCTIONS[scale].toLocaleString('en-US')} sanctions)…`);
  const next = random(7);
  const endAt = DATA_END_AT;
  const mix: Mix = { rows: [], deliveries: [] };
  // Many players, two or so sanctions each; the heavy player gets a long history of their own.
  const others = players.filter((p) => p !== heavyUserId);
  let left = BENCH_SANCTIONS[scale];
  for (let i = 0; left > 0; i += 1) {
    const count = Math.min(left, 1 + Math.floor(next() * 3));
    sanctionsFor(others[i % others.length]!, count, next, endAt, mix);
    left -= count;
  }
  sanctionsFor(heavyUserId, HEAVY_SANCTIONS, next, endAt, mix);
  const notes = Array.from({ length: HEAVY_NOTES }, (_, i) => {
    const created = endAt - Math.floor(next() * 365 * DAY);
    return {
      id: newId(created),
      user_id: heavyUserId,
      text: `Bench note ${i}: asked for items first again.`,
      created_at: created,
      created_by_id: STAFF.id,
      created_by_name: STAFF.name,
      updated_at: null,
    };
  });
  let evidence = 0;
  await db.transaction().execute(async (trx) => {
    await insertChunks(trx, 'outbox', mix.deliveries);
    await insertChunks(trx, 'sanctions', mix.rows);
    await insertChunks(trx, 'notes', notes);
    evidence = await seedCase(trx, heavyUserId, endAt);
  });
  if (database.engine === 'postgres') {
    for (const table of ['sanctions', 'outbox', 'notes', 'case_evidence', 'case_activity']) await sql`ANALYZE ${sql.table(table)}`.execute(db);
  } else database.sqlite!.exec('ANALYZE');
  log(
    `  ${mix.rows.length.toLocaleString('en-US')} sanctions (${mix.deliveries.length.toLocaleString('en-US')} sent to Open Cloud), ${notes.length} notes, ${evidence} evidence`,
  );
}
