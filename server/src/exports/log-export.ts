// The CSV exports of the log screens (docs/RULES.md, "Investigation"): each writes its action-log
// entry before the first byte goes out (so a download cut short is still on record), then streams
// the list's own search in the list's order, read through that log's repository in keyset chunks.
// Each log feature declares its own export route with `sendLogExport`.
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { csvFileName } from '@staff-console/domain';
import { actorOf, recordAction } from '../action-log/record';
import { staffOf } from '../http/access';
import { type CsvTable, csvStream, sendCsv } from './csv.stream';
import { ExportSlots } from './export-slots';

export interface LogExport<R> {
  /** The file name's stem, e.g. `chat-logs`. */
  fileStem: string;
  /** The action-log entry's action, e.g. `chat_exported`. */
  action: string;
  /** Query fields that hold epoch milliseconds: the action log shows them as ISO 8601. */
  timeFields?: readonly string[];
  table: CsvTable<R>;
}

/** The filters as given (absent ones left out), times as ISO 8601: what the action log shows. */
function filtersOf(query: Record<string, unknown>, times: readonly string[] = []): Record<string, unknown> {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]): [string, unknown] => [key, times.includes(key) && typeof value === 'number' ? new Date(value).toISOString() : value]);
  return Object.fromEntries(entries);
}

/**
 * Streams an export within the caller's export slots (held until the download is over), after
 * writing its action-log entry.
 */
export async function sendLogExport<R>(
  { db, exportSlots }: { db: Kysely<DB>; exportSlots: ExportSlots },
  request: FastifyRequest,
  reply: FastifyReply,
  spec: LogExport<R>,
  query: object,
  rows: () => AsyncIterable<R[]>,
): Promise<FastifyReply> {
  const release = exportSlots.take(staffOf(request).id);
  let stream: Readable;
  try {
    const fileName = csvFileName(spec.fileStem, new Date());
    const filters = filtersOf(query as Record<string, unknown>, spec.timeFields);
    await recordAction(db, actorOf(request), { category: 'system', action: spec.action, details: { fileName, filters } });
    stream = csvStream(spec.table, rows());
    ExportSlots.releaseWhenDone(stream, release);
    // A client that walks away frees its slot at once, not when the chunk being read comes back.
    reply.raw.once('close', release);
    return sendCsv(reply, fileName, stream);
  } catch (error) {
    release();
    throw error;
  }
}
