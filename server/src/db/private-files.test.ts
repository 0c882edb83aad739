// What the server writes into DATA_DIR (the SQLite database with its -wal and -shm files, the
// generated JWT secret) is readable by its own user only: files 0600, the folder it creates 0700,
// whatever the umask; files an older version left readable by others are tightened at start-up.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { childServer } from '../reliability/server-child';
import { createEmptyPostgresDatabase, ENGINES } from '../test/harness';

/** Every file and folder under `dir`, with its permission bits. */
function modes(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    found[path.relative(dir, full)] = (statSync(full).mode & 0o777).toString(8);
  }
  return found;
}

for (const engine of ENGINES) {
  describe(`files the server creates in DATA_DIR [${engine}]`, () => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('are 0600 in a 0700 folder after start-up, and loose ones are tightened at the next start', { timeout: 120_000 }, async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'private-files-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const dataDir = path.join(dir, 'data');
      const env: Record<string, string> = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'private-files-admin-password' };
      if (engine === 'postgres') {
        const empty = await createEmptyPostgresDatabase('private_files');
        cleanups.push(() => empty.drop());
        env.DATABASE_URL = empty.url;
      }
      // The umask of an ordinary shell: without a mode of their own, files would be 0644.
      expect(process.umask() & 0o077).toBe(0o022);
      const server = await childServer(env);
      cleanups.push(() => server.kill());
      await server.start();
      const sign = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'private-files-admin-password' }),
      });
      expect(sign.status).toBe(200);

      const expected =
        engine === 'sqlite' ? { 'console.db': '600', 'console.db-wal': '600', 'console.db-shm': '600', 'jwt-secret': '600' } : { 'jwt-secret': '600' };
      expect(modes(dataDir)).toEqual(expected);
      expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');

      // Files of an older version, readable by everyone: tightened when the server starts again.
      await server.kill('SIGTERM');
      for (const file of Object.keys(modes(dataDir))) chmodSync(path.join(dataDir, file), 0o644);
      await server.start();
      for (const [file, mode] of Object.entries(modes(dataDir))) expect(mode, file).toBe('600');
      await server.kill('SIGTERM');
    });
  });
}
