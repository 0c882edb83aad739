// SQLite's FTS5 indexes merge their segments a little at every write instead of all at once.
// With `automerge` at 16 (migration 007) and FTS5's `crisismerge` at its default, also 16, a level
// that reached 16 segments was merged whole inside the write that added the 16th: a write of one
// game-server batch that happened to fill a high level rewrote that level (one such write put
// 1.5 GB in the WAL at full scale), on whichever connection wrote it, the main thread's for ingest,
// which answers nothing until the write is done. With `crisismerge` at 64, FTS5 merges a level's 16
// segments incrementally, a bounded share per write: 1,000-message batches on the full dataset took
// at most 57–72 ms (was 378 ms in 400 batches; each level up is 16 times larger), at the price of
// more merge work per batch (35 ms at the median instead of 21). PostgreSQL is unchanged.
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';
import { FTS_TABLES } from './007-fts-upkeep';

export const FTS_CRISIS_MERGE = 64;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'sqlite') return;
  for (const { table } of FTS_TABLES) await sql.raw(`INSERT INTO ${table}(${table}, rank) VALUES('crisismerge', ${FTS_CRISIS_MERGE})`).execute(db);
}
