// The bench's appeals, added once to a dataset (generated or reused) in the shapes the appeals
// area writes: at full scale 100,000 appeals over the dataset's mutes and bans, one to three per
// sanction (the earlier ones decided, the latest still open for most), sent over the 60 days before
// the data's end, so the queue's pages, its open count and the decided lists read a full table.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { AppealsTable } from '../../db/appeals-schema';
import { newId } from '../../db/ids';
import { random } from '../demo/demo-data';
import { DATA_END_AT, type Scale } from './datasets';

export const BENCH_APPEALS: Record<Scale, number> = { smoke: 2_000, small: 20_000, full: 100_000 };
const DAY = 86_400_000;
const DECISIONS = ['upheld', 'upheld', 'reduced', 'lifted'] as const;
const CHUNK = 500;
/** The reviewer the decided appeals name (no account: the lists show the name stored with the decision). */
const REVIEWER_ID = 'be11c4000000000000000001';

export async function ensureAppealsData(database: Database, scale: Scale, log: (line: string) => void): Promise<void> {
  const { db } = database;
  const wanted = BENCH_APPEALS[scale];
  const stored = Number(
    (
      await db
        .selectFrom('appeals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (stored >= wanted) {
    // A dataset seeded before appeals were vacuumed here, or changed by an earlier run's decisions.
    if (database.engine === 'postgres') await sql`VACUUM ANALYZE appeals`.execute(db);
    return;
  }
  const sanctions = await db.selectFrom('sanctions').select(['id', 'user_id', 'created_at']).where('appeal_code', 'is not', null).orderBy('id').execute();
  if (sanctions.length === 0) return;
  log(`Adding ${wanted.toLocaleString('en-US')} appeals over ${sanctions.length.toLocaleString('en-US')} mutes and bans…`);
  const next = random(13);
  const rows: AppealsTable[] = [];
  const perSanction = Math.ceil(wanted / sanctions.length);
  for (const s of sanctions) {
    const count = Math.min(wanted - rows.length, 1 + Math.floor(next() * (2 * perSanction - 1)));
    let at = Math.max(Number(s.created_at), DATA_END_AT - 60 * DAY) + Math.floor(next() * DAY);
    for (let i = 0; i < count; i++) {
      const last = i === count - 1;
      const open = last && next() < 0.7;
      const decision = DECISIONS[Math.floor(next() * DECISIONS.length)]!;
      rows.push({
        id: newId(at),
        sanction_id: s.id,
        user_id: Number(s.user_id),
        text: 'I did not scam anyone: the other player agreed to the trade and changed their mind afterwards.',
        contact: i % 3 === 0 ? 'discord: player#1234' : null,
        submitted_at: at,
        address: `198.51.100.${(rows.length % 250) + 1}`,
        status: open ? 'open' : decision,
        decided_by_id: open ? null : REVIEWER_ID,
        decided_by_name: open ? null : 'bench-reviewer',
        decided_at: open ? null : at + Math.floor(next() * DAY),
        public_answer: open ? null : 'We looked at the trades again.',
        private_note: open ? null : 'Checked the case evidence.',
        previous_expires_at: null,
      });
      // The next appeal of the sanction, after the cool-down.
      at += 31 * DAY;
    }
    if (rows.length >= wanted) break;
  }
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += CHUNK)
      await trx
        .insertInto('appeals')
        .values(rows.slice(i, i + CHUNK))
        .execute();
  });
  // As autovacuum would after 100,000 inserts: the visibility map lets the counts read the index alone.
  await sql`${sql.raw(database.engine === 'postgres' ? 'VACUUM ANALYZE appeals' : 'ANALYZE appeals')}`.execute(db);
  const open = rows.filter((r) => r.status === 'open').length;
  log(`  ${rows.length.toLocaleString('en-US')} appeals (${open.toLocaleString('en-US')} open) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
