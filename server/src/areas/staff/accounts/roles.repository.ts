import type { Kysely, Selectable } from 'kysely';
import { SYSTEM_ROLES } from '@staff-console/domain';
import type { DB, RolesTable } from '../../../db/schema';

export type RoleRow = Selectable<RolesTable>;

export const findRole = (db: Kysely<DB>, id: string): Promise<RoleRow | undefined> =>
  db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();

export const findRoleByName = (db: Kysely<DB>, name: string): Promise<RoleRow | undefined> =>
  db.selectFrom('roles').selectAll().where('name_lower', '=', name.toLowerCase()).executeTakeFirst();

export const listRoles = (db: Kysely<DB>): Promise<RoleRow[]> => db.selectFrom('roles').selectAll().orderBy('system', 'desc').orderBy('name_lower').execute();

export async function roleUserCounts(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('users')
    .select(['role', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('role')
    .execute();
  return new Map(rows.map((r) => [r.role, Number(r.n)]));
}

export async function insertRole(db: Kysely<DB>, row: RolesTable): Promise<void> {
  await db.insertInto('roles').values(row).execute();
}

export async function updateRole(db: Kysely<DB>, id: string, changes: Partial<RolesTable>): Promise<void> {
  await db.updateTable('roles').set(changes).where('id', '=', id).execute();
}

export async function deleteRole(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('roles').where('id', '=', id).execute();
}

/** The system roles live in the table too (id = name), kept in step with the domain's definition. */
export async function ensureSystemRoles(db: Kysely<DB>): Promise<void> {
  const now = Date.now();
  for (const role of SYSTEM_ROLES) {
    const values = {
      id: role.name,
      name: role.name,
      name_lower: role.name,
      description: role.description,
      permissions: JSON.stringify(role.permissions),
      system: 1,
      created_at: now,
      updated_at: now,
      require_two_factor: 0,
    };
    // No conflict target: two processes starting together may collide on the id or on the unique
    // lower-cased name, and either way the later one leaves the row to the update below.
    await db
      .insertInto('roles')
      .values(values)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await updateRole(db, role.name, { description: values.description, permissions: values.permissions, system: 1 });
  }
}
