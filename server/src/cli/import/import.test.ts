// The import CLI as a user runs it: a child process on the sample files, on bad input, on
// standard input, and killed with SIGKILL part-way through a large file, then run again.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchRuleRow } from '../../db/fixtures/watch-rules.fixtures';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/harness';
import { chatFlags, counters, countRows, SAMPLE_FILES, SAMPLES_DIR } from '../../areas/ingest/ingest.fixtures';
import { writeNdjsonFiles } from '../demo/demo-load';

const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const IMPORT_CLI = fileURLToPath(new URL('./import.ts', import.meta.url));

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Where the CLI finds the test's database: the SQLite file's directory, or the PostgreSQL URL. */
function target(database: TestDatabase): string[] {
  if (database.engine === 'sqlite') return ['--data-dir', path.dirname(database.sqlite!.name)];
  return ['--database-url', (database.pool as unknown as { options: { connectionString: string } }).options.connectionString];
}

function start(args: string[], input?: string): { child: ChildProcess; done: Promise<Run> } {
  const child = spawn(process.execPath, ['--import', 'tsx', IMPORT_CLI, ...args], { cwd: SERVER_DIR, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.end(input ?? '');
  const done = new Promise<Run>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { child, done };
}

const run = (args: string[], input?: string) => start(args, input).done;

for (const engine of ENGINES) {
  describe(`import CLI [${engine}]`, () => {
    let database: TestDatabase;
    let dir: string;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      dir = mkdtempSync(path.join(tmpdir(), 'import-test-'));
    });
    afterAll(async () => {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('imports the four sample files with the API rules, and a second run stores nothing', async () => {
      for (const kind of ['chat', 'trades', 'marketplace', 'players'] as const) {
        const result = await run(['--kind', kind, '--quiet', ...target(database), SAMPLES_DIR + SAMPLE_FILES[kind]]);
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        const n = { chat: 8, trades: 3, marketplace: 4, players: 5 }[kind];
        expect(result.stdout).toMatch(
          new RegExp(`^Imported ${kind} from 1 file in [\\d.]+ s: ${n} events read, ${n} stored, 0 already present, 0 invalid skipped`),
        );
      }
      const c = await counters(database);
      expect([c.chat, c.chat_visible, c.trades, c.marketplace, c.players]).toEqual([8, 5, 3, 4, 4]);
      const warned = (await chatFlags(database)).filter((r) => r.filter_warning === 1).map((r) => r.id.slice(-1));
      expect(warned.sort()).toEqual(['1', '3', '4', '6']);
      const bob = await database.db.selectFrom('players').select(['bux', 'value']).where('user_id', '=', 1843029571).executeTakeFirstOrThrow();
      expect(bob).toEqual({ bux: 26_500, value: 1_350_000 });
      const trade = await database.db
        .selectFrom('trades')
        .select(['sent', 'received', 'profit_loss'])
        .where('id', '=', '6740b0000000000000000001')
        .executeTakeFirstOrThrow();
      expect(trade).toEqual({ sent: 1_202_500, received: 300_500, profit_loss: -902_000 });

      const again = await run(['--kind', 'chat', '--quiet', ...target(database), SAMPLES_DIR + SAMPLE_FILES.chat]);
      expect(again.stdout).toMatch(/8 events read, 0 stored, 8 already present/);
      expect((await counters(database)).chat).toBe(8);
    });

    it('keeps the game server (serverId, placeId) of the events that have one', async () => {
      const job = 'c41e7b29-8f3a-4d65-b0e2-7a9c1d5f3e84';
      const file = path.join(dir, 'servers.ndjson');
      const line = (i: number, extra: object) => JSON.stringify({ userId: 31, name: 'Server', message: `s${i}`, timestamp: 1_790_000_200_000 + i, ...extra });
      writeFileSync(
        file,
        `${line(1, { serverId: job, placeId: 4410012345 })}\n${line(2, { serverId: job, placeId: { $numberLong: '4410012345' } })}\n${line(3, {})}\n`,
      );
      const result = await run(['--kind', 'chat', '--quiet', ...target(database), file]);
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/3 events read, 3 stored/);
      const rows = await database.db
        .selectFrom('chat_messages')
        .select(['message', 'server_id', 'place_id'])
        .where('name', '=', 'Server')
        .orderBy('timestamp')
        .execute();
      expect(rows).toEqual([
        { message: 's1', server_id: job, place_id: '4410012345' },
        { message: 's2', server_id: job, place_id: '4410012345' },
        { message: 's3', server_id: null, place_id: null },
      ]);
      const trade = JSON.stringify({ date: 1_790_000_200_000, sender: 'a', receiver: 'b', sentItems: [], receivedItems: [], serverId: job, placeId: '7' });
      expect((await run(['--kind', 'trades', '--quiet', ...target(database), '-'], trade)).code).toBe(0);
      const stored = await database.db.selectFrom('trades').select(['server_id', 'place_id']).where('date', '=', 1_790_000_200_000).execute();
      expect(stored).toEqual([{ server_id: job, place_id: '7' }]);
    });

    it('stops at a bad record with its file, line and reason, unless --skip-invalid', async () => {
      const file = path.join(dir, 'bad.ndjson');
      const good = (i: number) => JSON.stringify({ userId: 9, name: 'Bad', message: `m${i}`, timestamp: 1_790_000_000_000 + i });
      writeFileSync(file, `${good(1)}\n${good(2).replace('"m2"', '42')}\n{"userId": 9,\n${good(4)}\n`);
      const stopped = await run(['--kind', 'chat', '--quiet', ...target(database), file]);
      expect(stopped.code).toBe(1);
      expect(stopped.stderr).toContain(`Import stopped at ${file}:2: message: must be a string\nThe 1 event before it is stored.`);
      expect(stopped.stdout).toBe('');

      const skipped = await run(['--kind', 'chat', '--quiet', '--skip-invalid', ...target(database), file]);
      expect(skipped.code).toBe(0);
      expect(skipped.stderr).toContain(`Skipped ${file}:2: message: must be a string`);
      expect(skipped.stderr).toMatch(new RegExp(`Skipped ${file}:3: not valid JSON`));
      expect(skipped.stdout).toMatch(/4 events read, 1 stored, 1 already present, 2 invalid skipped/);
    });

    it("reads a JSON array from standard input ('-') and extended JSON documents over several lines", async () => {
      const events = [1, 2, 3].map((i) => ({
        userId: { $numberLong: '77' },
        name: 'Stdin',
        message: `hello ${i}`,
        timestamp: { $date: { $numberLong: String(1_790_000_100_000 + i) } },
      }));
      const fromStdin = await run(['--kind', 'chat', '--quiet', ...target(database), '-'], JSON.stringify(events, null, 2));
      expect(fromStdin.code).toBe(0);
      expect(fromStdin.stdout).toMatch(/3 events read, 3 stored/);
      const pretty = path.join(dir, 'pretty.json');
      writeFileSync(pretty, events.map((e) => JSON.stringify(e, null, 2)).join('\n'));
      expect((await run(['--kind', 'chat', '--quiet', ...target(database), pretty])).stdout).toMatch(/3 events read, 0 stored, 3 already present/);
    });

    it('matches watch rules as the API does, unless --skip-watch-rules, which it says', async () => {
      const now = Date.now();
      await database.db
        .insertInto('watch_rules')
        .values(
          watchRuleRow(
            { id: 'f'.repeat(8) + '0'.repeat(16), name: 'Imported term', kind: 'term', target: 'Watched Import', target_key: 'watched import', scopes: 'chat' },
            now,
          ),
        )
        .execute();
      await sql`UPDATE watch_rules_version SET version = version + 1 WHERE id = 1`.execute(database.db);
      const events = (from: number) =>
        JSON.stringify([1, 2].map((i) => ({ userId: 77, name: 'Importer', message: `a WATCHED import ${from + i}`, timestamp: 1_790_000_000_000 + from + i })));
      const skipped = await run(['--kind', 'chat', '--quiet', '--skip-watch-rules', ...target(database), '-'], events(100));
      expect(skipped.code).toBe(0);
      expect(skipped.stderr).toBe('Skipping watch rules (--skip-watch-rules): the imported events raise no alerts.\n');
      expect(await countRows(database, 'alerts')).toBe(0);
      const matched = await run(['--kind', 'chat', '--quiet', ...target(database), '-'], events(200));
      expect(matched.code).toBe(0);
      expect(matched.stderr).toBe('');
      expect(await countRows(database, 'alerts')).toBe(2);
    });

    it('explains wrong usage with exit status 2', async () => {
      const noKind = await run([...target(database), SAMPLES_DIR + SAMPLE_FILES.chat]);
      expect(noKind.code).toBe(2);
      expect(noKind.stderr).toMatch(/^--kind must be one of chat, trades, marketplace, players\./);
      const missing = await run(['--kind', 'chat', ...target(database), path.join(dir, 'nope.ndjson')]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('no such file');
    });

    it('survives SIGKILL part-way: run again, exactly the file’s events, no duplicates, a sound database', async () => {
      const fresh = await createTestDatabase(engine);
      try {
        const total = 200_000;
        const [players, file] = await writeNdjsonFiles(path.join(dir, 'crash'), { chat: total, trades: 0, marketplace: 0, players: 2000 }, undefined, {
          seed: 7,
        });
        expect(path.basename(players!)).toBe('players.ndjson');
        const args = ['--kind', 'chat', '--quiet', '--batch-size', '2000', ...target(fresh), file!];
        const first = start(args);
        // Kill it once some batches are committed, well before the end.
        for (let stored = 0; stored < 20_000;) {
          await new Promise((r) => setTimeout(r, 100));
          stored = (await counters(fresh)).chat ?? 0;
          if (first.child.exitCode !== null) break;
        }
        first.child.kill('SIGKILL');
        const killed = await first.done;
        expect(killed.signal).toBe('SIGKILL');
        const partial = await countRows(fresh, 'chat_messages');
        expect(partial).toBeGreaterThan(0);
        expect(partial).toBeLessThan(total);

        const second = await run(args);
        expect(second.code).toBe(0);
        expect(second.stdout).toMatch(new RegExp(`${total.toLocaleString('en-US')} events read, ${(total - partial).toLocaleString('en-US')} stored`));
        const { rows } = await sql<{ n: number; d: number }>`SELECT count(*) AS n, count(DISTINCT id) AS d FROM chat_messages`.execute(fresh.db);
        expect([Number(rows[0]!.n), Number(rows[0]!.d)]).toEqual([total, total]);
        const c = await counters(fresh);
        expect(c.chat).toBe(total);
        const visible = await fresh.db
          .selectFrom('chat_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('hidden', '=', 0)
          .executeTakeFirstOrThrow();
        expect(c.chat_visible).toBe(Number(visible.n));
        if (engine === 'sqlite') {
          expect(fresh.sqlite!.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(() => fresh.sqlite!.exec("INSERT INTO chat_fts(chat_fts, rank) VALUES ('integrity-check', 1)")).not.toThrow();
        }
      } finally {
        await fresh.drop();
      }
    }, 300_000);
  });
}
