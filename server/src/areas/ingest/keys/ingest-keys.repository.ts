import type { Kysely, Selectable } from 'kysely';
import type { IngestKeysTable } from '../../../db/log-schema';
import type { DB } from '../../../db/schema';

export type IngestKeyRow = Selectable<IngestKeysTable>;

export async function insertKey(db: Kysely<DB>, row: IngestKeysTable): Promise<void> {
  await db.insertInto('ingest_keys').values(row).execute();
}

export const listKeys = (db: Kysely<DB>): Promise<IngestKeyRow[]> =>
  db.selectFrom('ingest_keys').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

export const findKey = (db: Kysely<DB>, id: string): Promise<IngestKeyRow | undefined> =>
  db.selectFrom('ingest_keys').selectAll().where('id', '=', id).executeTakeFirst();

export const findKeyByHash = (db: Kysely<DB>, keyHash: string): Promise<IngestKeyRow | undefined> =>
  db.selectFrom('ingest_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();

/** Revokes a key that is still active; returns whether this call revoked it. */
export async function revokeKey(db: Kysely<DB>, id: string, at: number, by: string): Promise<boolean> {
  const result = await db
    .updateTable('ingest_keys')
    .set({ revoked_at: at, revoked_by: by })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records use, at most once per `resolutionMs`, so busy game servers do not write on every batch. */
export async function touchKey(db: Kysely<DB>, id: string, at: number, resolutionMs: number): Promise<void> {
  await db
    .updateTable('ingest_keys')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', at - resolutionMs)]))
    .execute();
}
