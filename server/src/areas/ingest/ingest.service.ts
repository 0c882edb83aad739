// Ingestion of log events, shared by the ingest API, the import CLI and the demo generator:
// validate every event, then store the whole batch in one transaction (all or nothing).
import { INGEST_LIMITS, type IngestEventError, type IngestKind, invalidEventsMessage, tooManyEventsMessage } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { HttpError } from '../../errors/errors';
import { writeChat } from './chat.writer';
import { prepareEvent, type RowRules, type RowsByKind } from './ingest.rows';
import { writeMarketplace } from './marketplace.writer';
import { writePlayers } from './players.writer';
import { writeTrades } from './trades.writer';

export type Batch = { [K in IngestKind]: { kind: K; rows: RowsByKind[K][] } }[IngestKind];

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
  }
}

/** Writes a batch and answers in the API's terms. */
export async function writeBatch(database: Database, batch: Batch, options: WriteOptions = {}): Promise<IngestResult> {
  const inserted = await writeRows(database, batch, options);
  if (batch.kind === 'players') return { accepted: batch.rows.length, duplicates: 0 };
  return { accepted: inserted, duplicates: batch.rows.length - inserted };
}

export class InvalidEventsError extends Error {
  constructor(
    readonly invalid: number,
    readonly errors: IngestEventError[],
  ) {
    super(invalidEventsMessage(invalid));
  }
}

export const tooManyEvents = (count: number): HttpError => new HttpError(413, tooManyEventsMessage(count));

/**
 * Validates every event; throws InvalidEventsError listing the first problems when any is invalid
 * (nothing is stored), else returns the rows to store.
 */
export function prepareBatch(kind: IngestKind, events: readonly unknown[], now: number = Date.now(), rules: RowRules = {}): Batch {
  const rows: unknown[] = [];
  const errors: IngestEventError[] = [];
  let invalid = 0;
  events.forEach((event, index) => {
    const prepared = prepareEvent(kind, event, now, undefined, rules);
    if (prepared.ok) rows.push(prepared.row);
    else {
      invalid += 1;
      if (errors.length < INGEST_LIMITS.listedErrors) errors.push({ index, field: prepared.field, error: prepared.error });
    }
  });
  if (invalid > 0) throw new InvalidEventsError(invalid, errors);
  return { kind, rows } as Batch;
}

/**
 * The ingest API's batch: at most 10,000 events, all valid, stored in one transaction (by `store`:
 * the API's is its ingest thread, see ingest-thread.ts).
 */
export async function ingestEvents(
  database: Database,
  kind: IngestKind,
  events: readonly unknown[],
  rules: RowRules = {},
  store: (batch: Batch) => Promise<IngestResult> = (batch) => writeBatch(database, batch),
): Promise<IngestResult> {
  if (events.length > INGEST_LIMITS.maxEvents) throw tooManyEvents(events.length);
  if (events.length === 0) return { accepted: 0, duplicates: 0 };
  return store(prepareBatch(kind, events, Date.now(), rules));
}
