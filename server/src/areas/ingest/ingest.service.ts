// Ingestion of log events, shared by the ingest API, the import CLI and the demo generator:
// validate every event, then store the whole batch in one transaction (all or nothing).
import { INGEST_LIMITS, type IngestEventError, type IngestKind, invalidEventsMessage, tooManyEventsMessage } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { HttpError } from '../../errors/errors';
import { prepareEvent, type RowRules } from './ingest.rows';
import { type Batch, type IngestResult, writeBatch } from './write-batch';

export { type Batch, type IngestResult, writeBatch, writeRows, type WriteOptions } from './write-batch';

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
