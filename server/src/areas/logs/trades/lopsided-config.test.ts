// The lopsided-trade thresholds come from the configuration (LOPSIDED_RATIO, LOPSIDED_MIN_RAP) and
// reach every trade writer: the ingest API, and the import CLI (whose SQLite writes run in a worker
// thread; the flag is computed while rows are prepared, before they are handed over).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lopsided } from '@staff-console/domain';
import { childProcessEnv, loadConfig } from '../../../config';
import { createTestApp, createTestDatabase, ENGINES, type TestApp, type TestDatabase } from '../../../test/harness';
import { createIngestKey, postEvents } from '../../ingest/ingest.fixtures';

const id = (n: number) => `67c0000000000000000000${String(n).padStart(2, '0')}`;

// By hand: sent 40,000 (one item at AveragePrice 40,000), received 10,000 (Case-bux, the leading
// number): 4 to 1, and the larger side is over 10,000 RAP. Flagged at ratio 3, not at the default 5.
const FOUR_TO_ONE = {
  _id: id(1),
  date: '2025-03-01T12:00:00.000Z',
  sender: 'Giver',
  receiver: 'Taker',
  sentItems: { items: [{ Name: 'Crown', AveragePrice: 40_000 }] },
  receivedItems: { items: [10_000] },
};
// 6 to 1 but only 6,000 RAP on the larger side: never flagged with the default minimum.
const SMALL_SIX_TO_ONE = {
  _id: id(2),
  date: '2025-03-01T12:01:00.000Z',
  sender: 'Kid',
  receiver: 'Other',
  sentItems: { items: [{ Name: 'Hat', Value: 6_000 }] },
  receivedItems: { items: [1_000] },
};
// Even: never flagged.
const EVEN = {
  _id: id(3),
  date: '2025-03-01T12:02:00.000Z',
  sender: 'Fair',
  receiver: 'Square',
  sentItems: { items: [{ Name: 'Sword', Value: 50_000 }] },
  receivedItems: { items: [{ Name: 'Shield', Value: 45_000 }] },
};
const EVENTS = [FOUR_TO_ONE, SMALL_SIX_TO_ONE, EVEN];

async function flags(database: TestDatabase): Promise<Record<string, number>> {
  const rows = await database.db.selectFrom('trades').select(['id', 'lopsided']).orderBy('id').execute();
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.lopsided)]));
}

describe('the lopsided rule at the thresholds used here', () => {
  it('agrees with the hand computation', () => {
    expect(lopsided({ sent: 40_000, received: 10_000 })).toBe(false);
    expect(lopsided({ sent: 40_000, received: 10_000 }, { ratio: 3, minRap: 10_000 })).toBe(true);
    expect(lopsided({ sent: 6_000, received: 1_000 }, { ratio: 3, minRap: 10_000 })).toBe(false);
  });
});

for (const engine of ENGINES) {
  describe(`lopsided thresholds from the configuration [${engine}]`, () => {
    const apps: TestApp[] = [];
    afterAll(async () => {
      for (const app of apps) await app.close();
    });

    async function ingestWith(env: Record<string, string>): Promise<Record<string, number>> {
      const t = await createTestApp(engine, { lopsided: loadConfig(env).lopsided });
      apps.push(t);
      const { key } = await createIngestKey(t);
      const res = await postEvents(t, 'trades', key, EVENTS);
      expect(res.statusCode, res.body).toBe(200);
      return flags(t.database);
    }

    it('flags the 4:1 trade through the ingest API with LOPSIDED_RATIO=3, and not with the defaults', async () => {
      expect(await ingestWith({ LOPSIDED_RATIO: '3' })).toEqual({ [id(1)]: 1, [id(2)]: 0, [id(3)]: 0 });
      expect(await ingestWith({})).toEqual({ [id(1)]: 0, [id(2)]: 0, [id(3)]: 0 });
    });

    it('applies LOPSIDED_MIN_RAP too', async () => {
      expect(await ingestWith({ LOPSIDED_RATIO: '3', LOPSIDED_MIN_RAP: '5000' })).toEqual({ [id(1)]: 1, [id(2)]: 1, [id(3)]: 0 });
    });

    it('answers the flag on the trade and filters by it', async () => {
      const t = apps[0]!;
      const res = await t.request('GET', '/api/trades?flagged=true', { token: t.adminToken });
      expect(res.json()).toMatchObject({ total: 1, data: [{ _id: id(1), lopsided: true, sent: 40_000, received: 10_000 }] });
    });
  });

  describe(`lopsided thresholds in the import CLI [${engine}]`, () => {
    const SERVER_DIR = fileURLToPath(new URL('../../../../', import.meta.url));
    const IMPORT_CLI = fileURLToPath(new URL('../../../cli/import/import.ts', import.meta.url));
    let database: TestDatabase;
    let dir: string;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      dir = mkdtempSync(path.join(tmpdir(), 'lopsided-import-'));
    });
    afterAll(async () => {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('reads LOPSIDED_RATIO from the environment (SQLite: written by the worker thread)', async () => {
      const file = path.join(dir, 'trades.ndjson');
      writeFileSync(file, EVENTS.map((e) => JSON.stringify(e)).join('\n'));
      const target =
        database.engine === 'sqlite'
          ? ['--data-dir', path.dirname(database.sqlite!.name)]
          : ['--database-url', (database.pool as unknown as { options: { connectionString: string } }).options.connectionString];
      const child = spawn(process.execPath, ['--import', 'tsx', IMPORT_CLI, '--kind', 'trades', '--quiet', ...target, file], {
        cwd: SERVER_DIR,
        env: childProcessEnv({ LOPSIDED_RATIO: '3' }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(await flags(database)).toEqual({ [id(1)]: 1, [id(2)]: 0, [id(3)]: 0 });
    });
  });
}
