// Staff accounts managed by administrators (docs/RULES.md, "Roles and permissions").
import { randomBytes } from 'node:crypto';
import type { Caller, Deps } from '../../../deps/deps';
import type { Kysely } from 'kysely';
import { type CreateUserBody, isPlaceholderEmail, MESSAGES, PLACEHOLDER_EMAIL_DOMAIN, type UpdateUserBody, type User } from '@staff-console/domain';
import type { DB, UsersTable } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../errors/errors';
import { actorOf, recordAction } from '../../../action-log/record';
import { hashPassword } from '../accounts/passwords';
import { endUserSessions } from '../accounts/sessions.repository';
import { findRole } from '../accounts/roles.repository';
import { assertAdministratorRemains, lockStaffChanges } from '../accounts/last-admin';
import { confirmStepUp } from '../accounts/step-up';
import { newUserRow, toUser } from '../accounts/users.mapping';
import * as repo from '../accounts/users.repository';

/** An empty e-mail becomes the username plus a timestamp and a random string. */
export const placeholderEmail = (username: string): string =>
  `${username.toLowerCase()}.${Date.now()}.${randomBytes(4).toString('hex')}@${PLACEHOLDER_EMAIL_DOMAIN}`;

async function assertRoleExists(db: Kysely<DB>, role: string): Promise<string> {
  const row = (await findRole(db, role)) ?? (await findRole(db, role.toLowerCase()));
  if (!row) throw badRequest(MESSAGES.unknownRole);
  return row.id;
}

export async function listUsers(db: Kysely<DB>): Promise<User[]> {
  return (await repo.listUsers(db)).map(toUser);
}

export async function createUser({ db }: Deps, caller: Caller, body: CreateUserBody): Promise<User> {
  if (await repo.findUserByUsername(db, body.username)) throw conflict(MESSAGES.usernameTaken);
  const role = await assertRoleExists(db, body.role ?? 'user');
  const row = newUserRow({
    username: body.username,
    password_hash: await hashPassword(body.password),
    display_name: body.displayName || body.profile?.displayName || body.username,
    email: body.email || body.profile?.email || placeholderEmail(body.username),
    role,
    permissions: JSON.stringify([...new Set(body.permissions ?? [])]),
    active: body.active === false ? 0 : 1,
  });
  await db.transaction().execute(async (trx) => {
    await repo.insertUser(trx, row);
    await recordAction(trx, actorOf(caller), {
      category: 'users',
      action: 'user_created',
      details: { userId: row.id, username: row.username, role, permissions: body.permissions ?? [], active: row.active === 1 },
    });
  });
  const created = await repo.findUserById(db, row.id);
  return toUser(created!);
}

export async function updateUser(deps: Deps, caller: Caller, id: string, body: UpdateUserBody): Promise<User> {
  const { db } = deps;
  const row = await repo.findUserById(db, id);
  if (!row) throw notFound(MESSAGES.userNotFound);
  if (body.username !== undefined && body.username.toLowerCase() !== row.username_lower) throw badRequest(MESSAGES.usernameReadOnly);
  // Another administrator's password: the caller confirms who they are first.
  if (body.password) await confirmStepUp(deps, caller, row, 'password', body);

  const changes: Partial<UsersTable> = {};
  const displayName = body.displayName ?? body.profile?.displayName;
  if (displayName !== undefined && displayName !== '' && displayName !== row.display_name) changes.display_name = displayName;
  const email = body.email ?? body.profile?.email;
  // An empty address keeps a placeholder the account already has (screens show it as empty).
  const keepsPlaceholder = email === '' && isPlaceholderEmail(row.email);
  if (email !== undefined && email !== row.email && !keepsPlaceholder) changes.email = email === '' ? placeholderEmail(row.username) : email;
  if (body.role !== undefined) {
    const role = await assertRoleExists(db, body.role);
    if (role !== row.role) changes.role = role;
  }
  if (body.permissions !== undefined) {
    const next = JSON.stringify([...new Set(body.permissions)]);
    if (next !== row.permissions) changes.permissions = next;
  }
  if (body.active !== undefined && (body.active ? 1 : 0) !== row.active) changes.active = body.active ? 1 : 0;
  const passwordChanged = body.password !== undefined && body.password !== '';
  if (passwordChanged) changes.password_hash = await hashPassword(body.password!);
  // A new password or a deactivation ends every session of this user.
  if (passwordChanged || changes.active === 0) changes.token_version = row.token_version + 1;

  const fields = Object.keys(changes).filter((k) => k !== 'password_hash' && k !== 'token_version');
  if (passwordChanged) fields.push('password');
  if (fields.length === 0) return toUser(row);

  const mayRemoveAdmin = changes.role !== undefined || changes.permissions !== undefined || changes.active !== undefined;
  changes.updated_at = Date.now();
  await db.transaction().execute(async (trx) => {
    if (mayRemoveAdmin) await lockStaffChanges(trx);
    await repo.updateUser(trx, row.id, changes);
    if (mayRemoveAdmin) await assertAdministratorRemains(trx);
    if (changes.token_version !== undefined) await endUserSessions(trx, row.id, Date.now());
    await recordAction(trx, actorOf(caller), {
      category: 'users',
      action: 'user_updated',
      details: { userId: row.id, username: row.username, fields },
    });
  });
  return toUser((await repo.findUserById(db, row.id))!);
}

export async function deleteUser({ db }: Deps, caller: Caller, id: string): Promise<void> {
  const row = await repo.findUserById(db, id);
  if (!row) throw notFound(MESSAGES.userNotFound);
  if (caller.staff?.id === row.id) throw badRequest(MESSAGES.cannotDeleteSelf);
  await db.transaction().execute(async (trx) => {
    await lockStaffChanges(trx);
    await repo.deleteUser(trx, row.id);
    await assertAdministratorRemains(trx);
    await endUserSessions(trx, row.id, Date.now());
    await recordAction(trx, actorOf(caller), {
      category: 'users',
      action: 'user_deleted',
      details: { deletedUserId: row.id, deletedUsername: row.username, deletedDisplayName: row.display_name },
    });
  });
}
