// Sanction presets: stored, listed by name, found by id or name (any letter case), counted; and a
// player's earlier sanctions under one preset that still count for its escalation
// (sanctions_preset_player_idx).
import { type Kysely, type Selectable, sql } from 'kysely';
import type { SanctionPresetsTable } from '../../../db/moderation-schema';
import type { DB } from '../../../db/schema';

export type PresetRow = Selectable<SanctionPresetsTable>;

export const listPresets = (db: Kysely<DB>): Promise<PresetRow[]> =>
  db.selectFrom('sanction_presets').selectAll().orderBy('name_key').orderBy('id').limit(1000).execute();

export const findPreset = (db: Kysely<DB>, id: string): Promise<PresetRow | undefined> =>
  db.selectFrom('sanction_presets').selectAll().where('id', '=', id).executeTakeFirst();

export const presetNamed = (db: Kysely<DB>, nameKey: string): Promise<{ id: string } | undefined> =>
  db.selectFrom('sanction_presets').select('id').where('name_key', '=', nameKey).executeTakeFirst();

export async function countPresets(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('sanction_presets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const insertPreset = (db: Kysely<DB>, row: PresetRow) => db.insertInto('sanction_presets').values(row).execute();

export const updatePreset = (db: Kysely<DB>, id: string, changes: Partial<PresetRow>) =>
  db.updateTable('sanction_presets').set(changes).where('id', '=', id).execute();

export const deletePreset = (db: Kysely<DB>, id: string) => db.deleteFrom('sanction_presets').where('id', '=', id).execute();

/**
 * PostgreSQL: one preset change at a time until the transaction ends, so two administrators cannot
 * both pass the count or name check. (SQLite's write transaction already runs one at a time.)
 */
export async function lockPresets(trx: Kysely<DB>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${PRESET_LOCK_NAMESPACE}, 0)`.execute(trx);
}
const PRESET_LOCK_NAMESPACE = 7303;

/** The player's sanctions under the preset that were not revoked: how many, and the latest `limit` (newest first). */
export async function countingSanctions(db: Kysely<DB>, presetId: string, userId: number, limit: number) {
  const base = db.selectFrom('sanctions').where('preset_id', '=', presetId).where('user_id', '=', userId).where('revoked_at', 'is', null);
  const [count, latest] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select(['id', 'type', 'created_at', 'expires_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
  ]);
  return { count: Number(count.n), latest };
}

/** Whether the preset exists (a sanction issued under it names it). */
export const presetExists = async (db: Kysely<DB>, id: string): Promise<boolean> => (await findPreset(db, id)) !== undefined;
