// Staff roles: the three system roles (read-only) and custom roles (docs/RULES.md, "Roles and permissions").
import type { Caller, Deps } from '../../../deps/deps';
import type { Kysely } from 'kysely';
import { HEX_ID, MESSAGES, type Role, type RoleBody, systemRole } from '@staff-console/domain';
import { newId } from '../../../db/ids';
import type { DB } from '../../../db/schema';
import { conflict, forbidden, notFound } from '../../../errors/errors';
import { actorOf, recordAction } from '../../../action-log/record';
import { parseList } from '../accounts/users.mapping';
import { assertAdministratorRemains, lockStaffChanges } from '../accounts/last-admin';
import { countUsersWithRole } from '../accounts/users.repository';
import * as repo from '../accounts/roles.repository';

export function toRole(row: repo.RoleRow, userCount?: number): Role {
  const base = {
    name: row.name,
    description: row.description,
    permissions: parseList(row.permissions),
    system: row.system === 1,
    requireTwoFactor: row.require_two_factor === 1,
    ...(userCount !== undefined ? { userCount } : {}),
  };
  return row.system === 1 ? base : { _id: row.id, ...base };
}

export async function listRoles(db: Kysely<DB>): Promise<Role[]> {
  const [rows, counts] = await Promise.all([repo.listRoles(db), repo.roleUserCounts(db)]);
  const order = ['admin', 'user', 'guest'];
  return rows
    .sort((a, b) => b.system - a.system || (a.system ? order.indexOf(a.id) - order.indexOf(b.id) : a.name_lower.localeCompare(b.name_lower)))
    .map((r) => toRole(r, counts.get(r.id) ?? 0));
}

/** A custom role by id; a system role's name → 403 with the given sentence; anything else → 404. */
async function customRole(db: Kysely<DB>, id: string, systemMessage: string): Promise<repo.RoleRow> {
  if (systemRole(id)) throw forbidden(systemMessage);
  if (!HEX_ID.test(id)) throw notFound(MESSAGES.roleNotFound);
  const row = await repo.findRole(db, id);
  if (!row) throw notFound(MESSAGES.roleNotFound);
  if (row.system === 1) throw forbidden(systemMessage);
  return row;
}

async function assertNameFree(db: Kysely<DB>, name: string, exceptId?: string) {
  const existing = await repo.findRoleByName(db, name);
  if (existing && existing.id !== exceptId) throw conflict(MESSAGES.roleNameTaken);
}

export async function createRole({ db }: Deps, caller: Caller, body: RoleBody): Promise<Role> {
  await assertNameFree(db, body.name);
  const now = Date.now();
  const row = {
    id: newId(now),
    name: body.name,
    name_lower: body.name.toLowerCase(),
    description: body.description,
    permissions: JSON.stringify([...new Set(body.permissions)]),
    system: 0,
    created_at: now,
    updated_at: now,
    require_two_factor: 0,
  };
  await db.transaction().execute(async (trx) => {
    await repo.insertRole(trx, row);
    await recordAction(trx, actorOf(caller), {
      category: 'roles',
      action: 'role_created',
      details: { roleId: row.id, name: row.name, permissions: body.permissions },
    });
  });
  return toRole(row, 0);
}

export async function updateRole({ db }: Deps, caller: Caller, id: string, body: RoleBody): Promise<Role> {
  const row = await customRole(db, id, MESSAGES.systemRoleEdit);
  await assertNameFree(db, body.name, row.id);
  const changes = {
    name: body.name,
    name_lower: body.name.toLowerCase(),
    description: body.description,
    permissions: JSON.stringify([...new Set(body.permissions)]),
    updated_at: Date.now(),
  };
  await db.transaction().execute(async (trx) => {
    await lockStaffChanges(trx);
    await repo.updateRole(trx, row.id, changes);
    // A custom role may carry `admin`: emptying it must not leave the console without one.
    await assertAdministratorRemains(trx);
    await recordAction(trx, actorOf(caller), {
      category: 'roles',
      action: 'role_updated',
      details: { roleId: row.id, name: body.name, previousName: row.name, permissions: body.permissions },
    });
  });
  return toRole({ ...row, ...changes });
}

export async function deleteRole({ db }: Deps, caller: Caller, id: string): Promise<void> {
  const row = await customRole(db, id, MESSAGES.systemRoleDelete);
  await db.transaction().execute(async (trx) => {
    await lockStaffChanges(trx);
    if ((await countUsersWithRole(trx, row.id)) > 0) throw conflict(MESSAGES.roleInUse);
    await repo.deleteRole(trx, row.id);
    await recordAction(trx, actorOf(caller), { category: 'roles', action: 'role_deleted', details: { roleId: row.id, name: row.name } });
  });
}

/** Whether members of a role (system or custom) must sign in with two-factor. */
export async function setTwoFactorRequired({ db }: Deps, caller: Caller, id: string, required: boolean): Promise<Role> {
  const row = (await repo.findRole(db, id)) ?? (HEX_ID.test(id) ? undefined : await repo.findRole(db, id.toLowerCase()));
  if (!row) throw notFound(MESSAGES.roleNotFound);
  const changes = { require_two_factor: required ? 1 : 0, updated_at: Date.now() };
  await db.transaction().execute(async (trx) => {
    await repo.updateRole(trx, row.id, changes);
    await recordAction(trx, actorOf(caller), { category: 'roles', action: 'role_two_factor_changed', details: { roleId: row.id, name: row.name, required } });
  });
  return toRole({ ...row, ...changes });
}
