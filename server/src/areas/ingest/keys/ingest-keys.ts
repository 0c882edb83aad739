// Checking a game server's ingest key: keys are stored as their sha256 (a fast hash suffices for
// random keys and keeps the per-request lookup one indexed read).
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MESSAGES } from '@staff-console/domain';
import type { DB } from '../../../db/schema';
import { unauthorized } from '../../../errors/errors';
import * as repo from './ingest-keys.repository';

/** `last_used_at` is refreshed at most this often. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const INGEST_KEY_MESSAGES = {
  missing: MESSAGES.ingestKeyMissing,
  unknown: MESSAGES.ingestKeyUnknown,
  revoked: MESSAGES.ingestKeyWasRevoked,
  notFound: MESSAGES.ingestKeyNotFound,
} as const;

export const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** The key row of a request's `X-Ingest-Key`, or a 401 that says what is wrong. */
export async function verifyIngestKey(db: Kysely<DB>, header: string | string[] | undefined): Promise<repo.IngestKeyRow> {
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) throw unauthorized(INGEST_KEY_MESSAGES.missing);
  const row = await repo.findKeyByHash(db, hashKey(key));
  if (!row) throw unauthorized(INGEST_KEY_MESSAGES.unknown);
  if (row.revoked_at !== null) throw unauthorized(INGEST_KEY_MESSAGES.revoked);
  const now = Date.now();
  // Checked here first so that a busy key causes no write (a write waits for the database's writer).
  if (row.last_used_at === null || row.last_used_at < now - LAST_USED_RESOLUTION_MS) {
    await repo.touchKey(db, row.id, now, LAST_USED_RESOLUTION_MS);
  }
  return row;
}
