// Start-up chores: the JWT secret (generated once into DATA_DIR when not configured), the system
// roles, and the first administrator when there is no user (never a built-in password).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import type { Database } from './db/database';
import { makePrivateDir, tightenFile } from './db/private-files';
import { hashPassword, ensureSystemRoles, countUsers, insertUser, newUserRow } from './areas/staff';
import { recordAction } from './action-log/record';

export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    tightenFile(file);
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  makePrivateDir(config.dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'w' });
  chmodSync(file, 0o600);
  return secret;
}

export const randomPassword = (): string => randomBytes(18).toString('base64url');

/** Creates the first administrator; returns the generated password when one was generated. */
export async function ensureFirstAdmin(database: Database, config: Config): Promise<{ username: string; password?: string } | null> {
  const { db } = database;
  await ensureSystemRoles(db);
  if ((await countUsers(db)) > 0) return null;
  const generated = config.adminPassword ? undefined : randomPassword();
  try {
    await insertUser(
      db,
      newUserRow({
        username: config.adminUsername,
        password_hash: await hashPassword(config.adminPassword ?? generated!),
        display_name: 'Administrator',
        email: '',
        role: 'admin',
        permissions: '[]',
        active: 1,
      }),
    );
  } catch (error) {
    // Another process created it first (same unique username): nothing to do.
    if ((await countUsers(db)) > 0) return null;
    throw error;
  }
  await recordAction(
    db,
    { userId: null, username: 'system', ip: '127.0.0.1' },
    {
      category: 'system',
      action: 'first_admin_created',
      details: { username: config.adminUsername },
    },
  );
  return { username: config.adminUsername, ...(generated ? { password: generated } : {}) };
}
