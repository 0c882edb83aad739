// Ingest keys (docs/RULES.md, "Ingest"): game servers present one in `X-Ingest-Key`. A key is 32 random bytes,
// shown once when created and stored as its sha256 (a fast hash suffices for random keys and keeps
// the per-request lookup one indexed read). Creating and revoking are written to the action log.
import { randomBytes } from 'node:crypto';
import type { Caller, Deps } from '../../../deps/deps';
import type { Kysely } from 'kysely';
import { type IngestKey, type IngestKeyCreated, MESSAGES } from '@staff-console/domain';
import { newId } from '../../../db/ids';
import type { DB } from '../../../db/schema';
import { notFound } from '../../../errors/errors';
import { staffOf } from '../../../http/access';
import { actorOf, recordAction } from '../../../action-log/record';
import * as repo from './ingest-keys.repository';
import { hashKey, INGEST_KEY_MESSAGES } from './ingest-keys';

const KEY_PREFIX = 'sck_';
/** Characters of the key kept in clear to tell keys apart (the prefix plus 8 random characters). */
const SHOWN_CHARACTERS = 12;

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

export function toIngestKey(row: repo.IngestKeyRow): IngestKey {
  return {
    _id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    createdBy: row.created_by,
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
    revokedBy: row.revoked_by,
  };
}

export async function createKey({ db }: Deps, caller: Caller, name: string): Promise<IngestKeyCreated> {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const now = Date.now();
  const row = {
    id: newId(now),
    name,
    key_hash: hashKey(key),
    prefix: key.slice(0, SHOWN_CHARACTERS),
    created_at: now,
    created_by: staffOf(caller).username,
    last_used_at: null,
    revoked_at: null,
    revoked_by: null,
  };
  await db.transaction().execute(async (trx) => {
    await repo.insertKey(trx, row);
    await recordAction(trx, actorOf(caller), {
      category: 'ingest',
      action: 'ingest_key_created',
      details: { keyId: row.id, keyName: name, prefix: row.prefix },
    });
  });
  const ingestKey = toIngestKey(row);
  return { success: true, id: ingestKey._id, key, ingestKey, message: MESSAGES.ingestKeyCreated };
}

export async function listKeys(db: Kysely<DB>): Promise<IngestKey[]> {
  return (await repo.listKeys(db)).map(toIngestKey);
}

/** Revokes a key (again is fine: answered the same, logged once); an unknown id → 404. */
export async function revokeKey({ db }: Deps, caller: Caller, id: string): Promise<IngestKey> {
  const row = await repo.findKey(db, id);
  if (!row) throw notFound(INGEST_KEY_MESSAGES.notFound);
  const by = staffOf(caller).username;
  const now = Date.now();
  const revoked = await db.transaction().execute(async (trx) => {
    const changed = await repo.revokeKey(trx, id, now, by);
    if (changed) {
      await recordAction(trx, actorOf(caller), {
        category: 'ingest',
        action: 'ingest_key_revoked',
        details: { keyId: id, keyName: row.name, prefix: row.prefix },
      });
    }
    return changed;
  });
  return toIngestKey(revoked ? { ...row, revoked_at: now, revoked_by: by } : row);
}
