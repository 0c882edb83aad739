// `npm run admin -- retention` as a child process: deletes what is older than the settings at once,
// says what each log keeps and how many rows went, and records the run in the action log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdmin } from './admin-cli.fixtures';
import { openSqlite } from '../../db/database';
import { insertChat, prepareChat } from '../../areas/logs/chat/chat.fixtures';
import { migrate } from '../../db/migrations';

const DAY = 24 * 3600 * 1000;

const admin = runAdmin;

describe('admin CLI retention [sqlite]', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'retention-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('deletes the old rows now and records the run', { timeout: 60_000 }, async () => {
    const database = openSqlite(path.join(dir, 'console.db'));
    await migrate(database);
    const now = Date.now();
    await insertChat(
      database,
      prepareChat([
        ...[1, 2, 3].map((n) => ({ userId: n, name: `Old${n}`, message: `old message ${n}`, timestamp: now - 200 * DAY + n })),
        { userId: 9, name: 'New', message: 'new message', timestamp: now - DAY },
      ]),
    );
    await database.close();

    const outcome = await admin(['retention'], { DATA_DIR: dir, RETENTION_CHAT_DAYS: '90', RETENTION_AUDIT_DAYS: '365' });
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.stdout.trim().split('\n')).toEqual([
      'chat: kept 90 days, 3 older rows deleted',
      'trades: kept forever, 0 older rows deleted',
      'marketplace: kept forever, 0 older rows deleted',
      'audit: kept 365 days, 0 older rows deleted',
    ]);

    const after = openSqlite(path.join(dir, 'console.db'));
    try {
      expect((await after.db.selectFrom('chat_messages').select('name').execute()).map((r) => r.name)).toEqual(['New']);
      const run = await after.db
        .selectFrom('action_logs')
        .select(['username', 'ip_address', 'details'])
        .where('action', '=', 'retention_run')
        .executeTakeFirstOrThrow();
      expect(run).toMatchObject({ username: 'system', ip_address: 'cli' });
      expect(JSON.parse(run.details)).toMatchObject({ deleted: { chat: 3, trades: 0, marketplace: 0, audit: 0 }, via: 'cli' });
    } finally {
      await after.close();
    }

    const refused = await admin(['retention'], { DATA_DIR: dir, RETENTION_CHAT_DAYS: 'soon' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Invalid configuration: RETENTION_CHAT_DAYS must be a whole number of days');
  });
});
