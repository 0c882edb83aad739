// Property-based fuzzing of every /api route (taken from Fastify's route table) as an
// administrator: generated queries, bodies and params never cause a 5xx, a stack trace or HTML;
// failures are always `{success:false, error}`; and a request rejected as bad input changes nothing.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../config';
import { ADMIN_PASSWORD, createTestApp, ENGINES, type TestApp } from '../test/harness';

const TABLES = [
  'users',
  'roles',
  'action_logs',
  'counters',
  'chat_messages',
  'trades',
  'marketplace',
  'players',
  'ingest_keys',
  'notes',
  'cases',
  'case_players',
  'case_evidence',
  'case_activity',
  'sanctions',
  'sanction_changes',
  'outbox',
  'sequences',
];

/** Row counts and a checksum of every table (the test databases are small). */
async function snapshot(t: TestApp): Promise<string> {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    // An ingest key's last-use time records the attempt itself (a rejected batch still used the key).
    const columns = table === 'ingest_keys' ? sql`id, name, key_hash, created_at, revoked_at` : sql`*`;
    const rows = await sql<Record<string, unknown>>`SELECT ${columns} FROM ${sql.table(table)} ORDER BY 1`.execute(t.database.db);
    hash.update(`${table}:${rows.rows.length}:${JSON.stringify(rows.rows)}`);
  }
  return hash.digest('hex');
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    "' OR 1=1 --",
    '%',
    '_',
    '%_%',
    '\\',
    '"',
    '\u0000',
    '\u001b[31mred',
    'a\r\nb',
    '<script>alert(1)</script>',
    'x'.repeat(5000),
    '１２３',
    '💥',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    '[]',
    '{}',
  ),
);
const value = fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(nasty, { maxLength: 3 }));
const body = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'username',
      'password',
      'name',
      'permissions',
      'role',
      'email',
      'displayName',
      'active',
      'texts',
      'currentPassword',
      'description',
      'profile',
      'text',
      'title',
      'summary',
      'resolution',
      'reason',
      'publicReason',
      'type',
      'durationSeconds',
      'caseId',
      'players',
      'status',
      'assignee',
      'kind',
      'id',
      'note',
    ),
    value,
  ),
  fc.array(value, { maxLength: 3 }),
  value,
);
const query = fc.dictionary(
  fc.constantFrom(
    'page',
    'limit',
    'skip',
    'count',
    'before',
    'after',
    'flagged',
    'search',
    'from',
    'to',
    'sortBy',
    'sortOrder',
    'category',
    'username',
    'startDate',
    'endDate',
    'searchIn',
    'searchType',
    'searchQuery',
    'sender',
    'receiver',
    'itemName',
    'assetIds',
    'size',
    'format',
    'status',
    'type',
    'assignee',
    'player',
    'userId',
  ),
  nasty,
);
const param = fc.oneof(
  nasty.filter((s) => s.length > 0 && s.length < 200),
  fc.constantFrom('ffffffffffffffffffffffff', 'admin', '123', 'Value'),
);

const RUNS = testEnv.fuzzRuns();

for (const engine of ENGINES) {
  describe(`fuzzing every route as an administrator [${engine}]`, () => {
    let t: TestApp;
    let ingestKey: string;
    beforeAll(async () => {
      t = await createTestApp(engine);
      const res = await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name: 'fuzz' } });
      ingestKey = res.json<{ key: string }>().key;
    });
    afterAll(() => t.close());

    it('never answers 5xx, a stack trace or HTML; bad input changes nothing', async () => {
      const routes = t.app.apiRoutes.filter((r) => r.access.kind !== 'public' || r.url !== '/api/auth/login');
      for (const route of routes) {
        await fc.assert(
          fc.asyncProperty(query, body, param, async (q, b, p) => {
            const url = route.url.replace(/:(\w+)/g, () => encodeURIComponent(p)) + '?' + new URLSearchParams(q).toString();
            // Signing out ends the session it is asked with: each run signs out a session of its own.
            const token = route.url === '/api/auth/logout' ? await t.login('admin', ADMIN_PASSWORD) : t.adminToken;
            const before = await snapshot(t);
            const res = await t.request(route.method, url, {
              token,
              ...(route.method === 'POST' || route.method === 'PUT' ? { body: b ?? {} } : {}),
              headers: {
                ...(route.method === 'POST' || route.method === 'PUT' ? { 'content-type': 'application/json' } : {}),
                // Ingest routes take a game server's key, not a staff token.
                ...(route.access.kind === 'ingest' ? { 'x-ingest-key': ingestKey } : {}),
              },
            });
            const where = `${route.method} ${url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            expect(res.body, where).not.toMatch(/<html|\bat [\w.<>]+ \(|node_modules|\.ts:\d+/i);
            if (res.headers['content-type']?.toString().includes('application/json') && res.statusCode >= 400) {
              const json = res.json<{ success: unknown; error: unknown }>();
              expect(json.success, where).toBe(false);
              expect(typeof json.error, where).toBe('string');
              expect([400, 403, 404, 409, 413, 415, 429], where).toContain(res.statusCode);
            }
            if ([400, 404, 413, 415].includes(res.statusCode)) expect(await snapshot(t), where).toBe(before);
          }),
          { numRuns: RUNS },
        );
      }
    });

    it('login with generated credentials never fails with 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(body, async (b) => {
          const res = await t.request('POST', '/api/auth/login', {
            body: b ?? {},
            headers: { 'content-type': 'application/json' },
            remoteAddress: '192.0.2.1',
          });
          expect([400, 401, 413, 415, 429]).toContain(res.statusCode);
          expect(res.json<{ success: boolean }>().success).toBe(false);
        }),
        { numRuns: RUNS },
      );
    });
  });
}
