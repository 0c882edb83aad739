import type { Kysely, Selectable } from 'kysely';
import type { DB, UsersTable } from '../../../db/schema';

export type UserRow = Selectable<UsersTable> & {
  role_name: string | null;
  role_permissions: string | null;
  role_requires_two_factor: number | null;
  /** Whether the admin role requires two-factor: it binds whoever holds `admin`, by role or directly. */
  admin_requires_two_factor: number | null;
};

const withRole = (db: Kysely<DB>) =>
  db
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.role')
    .selectAll('users')
    .select(['roles.name as role_name', 'roles.permissions as role_permissions', 'roles.require_two_factor as role_requires_two_factor'])
    .select((eb) =>
      eb.selectFrom('roles as admin_role').where('admin_role.id', '=', 'admin').select('admin_role.require_two_factor').as('admin_requires_two_factor'),
    );

export const findUserById = (db: Kysely<DB>, id: string): Promise<UserRow | undefined> => withRole(db).where('users.id', '=', id).executeTakeFirst();

export const findUserByUsername = (db: Kysely<DB>, username: string): Promise<UserRow | undefined> =>
  withRole(db).where('users.username_lower', '=', username.toLowerCase()).executeTakeFirst();

/** Active accounts by name, with their roles (at most `limit`). */
export const listActiveUsers = (db: Kysely<DB>, limit = 10_000): Promise<UserRow[]> =>
  withRole(db).where('users.active', '=', 1).orderBy('users.username_lower').limit(limit).execute();

export const listUsers = (db: Kysely<DB>): Promise<UserRow[]> => withRole(db).orderBy('users.username_lower').limit(10_000).execute();

export const countUsers = async (db: Kysely<DB>): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A new account reads times in US Eastern until its owner picks a zone. */
export async function insertUser(db: Kysely<DB>, row: Omit<UsersTable, 'time_zone'>): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function updateUser(db: Kysely<DB>, id: string, changes: Partial<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function deleteUser(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export const countUsersWithRole = async (db: Kysely<DB>, roleId: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('users')
        .where('role', '=', roleId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
