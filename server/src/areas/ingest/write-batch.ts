// How a prepared batch is stored: one transaction per kind's writer. Apart from ingest.service.ts
// (validation, the API's answers), because the ingest worker thread (writers/) loads this and the
// writers only: every module it imports is compiled again at each worker start.
import type { IngestKind } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { writeChat } from './chat.writer';
import type { RowsByKind } from './ingest.rows';
import { writeMarketplace } from './marketplace.writer';
import { writePlayers } from './players.writer';
import { writeTrades } from './trades.writer';
import { type NewReport, writeReports } from '../reports/writer';

/** A batch of one kind of log, or of player reports (validated by the reports area, stored by its writer). */
export type Batch = { [K in IngestKind]: { kind: K; rows: RowsByKind[K][] } }[IngestKind] | { kind: 'reports'; rows: NewReport[] };

export interface IngestResult {
  /** Events stored by this batch (players: every valid player, as each is an upsert). */
  accepted: number;
  /** Events that were already stored, or repeated within the batch. */
  duplicates: number;
}

export interface WriteOptions {
  /**
   * A bulk load (the import CLI, the demo generator): chat batches are not numbered for the
   * servers' cached totals (areas/logs/chat/chat-recent.ts), which then count once again. Saves ~3 µs a message.
   */
  bulk?: boolean;
  /** Store without matching watch rules (the import CLI's --skip-watch-rules): the batch raises no alerts. */
  skipWatchRules?: boolean;
}

/** Stores prepared rows in one transaction per kind's writer; returns how many rows were new. */
export async function writeRows(database: Database, batch: Batch, options: WriteOptions = {}): Promise<number> {
  switch (batch.kind) {
    case 'chat':
      return writeChat(database, batch.rows, { track: !options.bulk, watch: !options.skipWatchRules });
    case 'trades':
      return writeTrades(database, batch.rows, { watch: !options.skipWatchRules });
    case 'marketplace':
      return writeMarketplace(database, batch.rows, { watch: !options.skipWatchRules });
    case 'players':
      return writePlayers(database, batch.rows);
    case 'reports':
      return writeReports(database, batch.rows);
  }
}

/** Writes a batch and answers in the API's terms. */
export async function writeBatch(database: Database, batch: Batch, options: WriteOptions = {}): Promise<IngestResult> {
  const inserted = await writeRows(database, batch, options);
  if (batch.kind === 'players') return { accepted: batch.rows.length, duplicates: 0 };
  return { accepted: inserted, duplicates: batch.rows.length - inserted };
}
