// Audit coverage (the way Graylog does it): every mutating route declares the action-log entries
// it writes (or why it writes none), and each declared route is exercised here and must really
// write one of its declared actions. A new mutating route without a declaration fails this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAppeal } from '../areas/appeals/review/appeals.fixtures';
import { codeAt } from '../areas/staff/accounts/totp';
import { ingestEvents } from '../areas/ingest/ingest.service';
import { ingestReports } from '../areas/reports/reports-ingest.service';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/harness';

type Scenario = (t: TestApp, ids: Record<string, string>) => Promise<{ statusCode: number; body: string }>;

const SCENARIOS: Record<string, Scenario> = {
  'POST /api/auth/login': (t) => t.request('POST', '/api/auth/login', { body: { username: 'admin', password: 'wrong-password' } }),
  'PUT /api/auth/profile': (t) => t.request('PUT', '/api/auth/profile', { token: t.adminToken, body: { displayName: 'Chief Admin' } }),
  'POST /api/auth/users': async (t, ids) => {
    const res = await t.request('POST', '/api/auth/users', { token: t.adminToken, body: { username: 'audited', password: 'audited-pass', role: 'user' } });
    ids.user = res.json<{ user: { id: string } }>().user.id;
    return res;
  },
  'PUT /api/auth/users/:id': (t, ids) => t.request('PUT', `/api/auth/users/${ids.user}`, { token: t.adminToken, body: { displayName: 'Audited' } }),
  'DELETE /api/auth/users/:id/sessions': (t, ids) => t.request('DELETE', `/api/auth/users/${ids.user}/sessions`, { token: t.adminToken }),
  'POST /api/auth/logout': async (t) => t.request('POST', '/api/auth/logout', { token: await t.login('admin', ADMIN_PASSWORD) }),
  'DELETE /api/auth/sessions/:id': async (t) => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const sid = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    return t.request('DELETE', `/api/auth/sessions/${sid}`, { token: t.adminToken });
  },
  'DELETE /api/auth/users/:id/two-factor': (t, ids) => t.request('DELETE', `/api/auth/users/${ids.user}/two-factor`, { token: t.adminToken }),
  'POST /api/auth/two-factor/setup': async (t, ids) => {
    const res = await t.request('POST', '/api/auth/two-factor/setup', { token: t.adminToken });
    ids.secret = res.json<{ secret: string }>().secret;
    return res;
  },
  'POST /api/auth/two-factor/enable': (t, ids) =>
    t.request('POST', '/api/auth/two-factor/enable', { token: t.adminToken, body: { code: codeAt(ids.secret!) } }),
  'POST /api/auth/two-factor/recovery-codes': async (t, ids) => {
    const res = await t.request('POST', '/api/auth/two-factor/recovery-codes', {
      token: t.adminToken,
      body: { code: codeAt(ids.secret!, Date.now() + 30_000) },
    });
    const codes = res.json<{ recoveryCodes: string[] }>().recoveryCodes;
    [ids.recovery1, ids.recovery2] = [codes[0]!, codes[1]!];
    return res;
  },
  'POST /api/auth/login/2fa': async (t, ids) => {
    const first = await t.request('POST', '/api/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    return t.request('POST', '/api/auth/login/2fa', { body: { challenge: first.json<{ challenge: string }>().challenge, code: ids.recovery1 } });
  },
  'POST /api/auth/two-factor/disable': (t, ids) =>
    t.request('POST', '/api/auth/two-factor/disable', { token: t.adminToken, body: { password: ADMIN_PASSWORD, code: ids.recovery2 } }),
  'PUT /api/auth/roles/:id/two-factor': (t) => t.request('PUT', '/api/auth/roles/guest/two-factor', { token: t.adminToken, body: { required: false } }),
  'DELETE /api/auth/users/:id': (t, ids) => t.request('DELETE', `/api/auth/users/${ids.user}`, { token: t.adminToken }),
  'POST /api/auth/roles': async (t, ids) => {
    const res = await t.request('POST', '/api/auth/roles', { token: t.adminToken, body: { name: 'audited_role' } });
    ids.role = res.json<{ role: { _id: string } }>().role._id;
    return res;
  },
  'PUT /api/auth/roles/:id': (t, ids) =>
    t.request('PUT', `/api/auth/roles/${ids.role}`, { token: t.adminToken, body: { name: 'audited_role', permissions: ['view_chat'] } }),
  'DELETE /api/auth/roles/:id': (t, ids) => t.request('DELETE', `/api/auth/roles/${ids.role}`, { token: t.adminToken }),
  'POST /api/admin/ingest-keys': async (t, ids) => {
    const res = await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name: 'audited key' } });
    ids.key = res.json<{ id: string }>().id;
    return res;
  },
  'DELETE /api/admin/ingest-keys/:id': (t, ids) => t.request('DELETE', `/api/admin/ingest-keys/${ids.key}`, { token: t.adminToken }),
  'GET /api/chat/export': (t) => t.request('GET', '/api/chat/export?search=hello', { token: t.adminToken }),
  'GET /api/trades/export': (t) => t.request('GET', '/api/trades/export?sender=alice', { token: t.adminToken }),
  'GET /api/marketplace/export': (t) => t.request('GET', '/api/marketplace/export?searchQuery=sword', { token: t.adminToken }),
  'GET /api/team/stats.csv': (t) => t.request('GET', '/api/team/stats.csv', { token: t.adminToken }),
  'POST /api/players/:userId/notes': async (t, ids) => {
    const res = await t.request('POST', '/api/players/4242/notes', { token: t.adminToken, body: { text: 'Audited note' } });
    ids.note = res.json<{ note: { _id: string } }>().note._id;
    return res;
  },
  'PUT /api/notes/:id': (t, ids) => t.request('PUT', `/api/notes/${ids.note}`, { token: t.adminToken, body: { text: 'Audited edit' } }),
  'DELETE /api/notes/:id': (t, ids) => t.request('DELETE', `/api/notes/${ids.note}`, { token: t.adminToken }),
  'POST /api/cases': async (t, ids) => {
    const res = await t.request('POST', '/api/cases', { token: t.adminToken, body: { title: 'Audited case', players: [4242] } });
    ids.case = res.json<{ case: { _id: string } }>().case._id;
    return res;
  },
  'PATCH /api/cases/:id': (t, ids) => t.request('PATCH', `/api/cases/${ids.case}`, { token: t.adminToken, body: { status: 'investigating' } }),
  'POST /api/cases/:id/comments': (t, ids) => t.request('POST', `/api/cases/${ids.case}/comments`, { token: t.adminToken, body: { text: 'Audited comment' } }),
  'POST /api/cases/:id/evidence': async (t, ids) => {
    await ingestEvents(t.database, 'chat', [
      { _id: 'aa0000000000000000000001', userId: 4242, name: 'AuditedPlayer', message: 'evidence', timestamp: 1_790_000_000_000 },
    ]);
    const res = await t.request('POST', `/api/cases/${ids.case}/evidence`, { token: t.adminToken, body: { kind: 'chat', id: 'aa0000000000000000000001' } });
    ids.evidence = res.json<{ evidence: { _id: string } }>().evidence._id;
    return res;
  },
  'DELETE /api/cases/:id/evidence/:evidenceId': (t, ids) => t.request('DELETE', `/api/cases/${ids.case}/evidence/${ids.evidence}`, { token: t.adminToken }),
  'GET /api/cases/:id/report': (t, ids) => t.request('GET', `/api/cases/${ids.case}/report`, { token: t.adminToken }),
  'GET /api/cases/:id/report/:ticket': async (t, ids) => {
    const link = await t.request('POST', `/api/cases/${ids.case}/report-link`, { token: t.adminToken });
    return t.request('GET', link.json<{ url: string }>().url);
  },
  'POST /api/players/:userId/sanctions': async (t, ids) => {
    const res = await t.request('POST', '/api/players/4242/sanctions', { token: t.adminToken, body: { type: 'ban', reason: 'Audited ban', caseId: ids.case } });
    ids.sanction = res.json<{ sanction: { _id: string } }>().sanction._id;
    ids.appealCode = res.json<{ sanction: { appealCode: string } }>().sanction.appealCode;
    // Open Cloud is a closed port here and one attempt is the last: the ban's delivery fails.
    await t.app.deps.outbox.runOnce();
    return res;
  },
  'POST /api/appeals': (t, ids) =>
    t.request('POST', '/api/appeals', { body: { code: ids.appealCode, text: 'Audited appeal: I did not scam anyone, please look again.' } }),
  'POST /api/saved-searches': async (t, ids) => {
    const res = await t.request('POST', '/api/saved-searches', {
      token: t.adminToken,
      body: { name: 'Audited search', screen: 'chat', query: 'search=trade' },
    });
    ids.savedSearch = res.json<{ savedSearch: { _id: string } }>().savedSearch._id;
    return res;
  },
  'DELETE /api/saved-searches/:id': (t, ids) => t.request('DELETE', `/api/saved-searches/${ids.savedSearch}`, { token: t.adminToken }),
  'POST /api/admin/discord-webhooks': async (t, ids) => {
    const res = await t.request('POST', '/api/admin/discord-webhooks', {
      token: t.adminToken,
      body: { name: 'Audited webhook', url: 'https://discord.com/api/webhooks/1/audited-token' },
    });
    ids.webhook = res.json<{ webhook: { _id: string } }>().webhook._id;
    return res;
  },
  'POST /api/watch-rules': async (t, ids) => {
    const res = await t.request('POST', '/api/watch-rules', {
      token: t.adminToken,
      body: { name: 'Audited rule', kind: 'term', target: 'audited', shared: true, discordWebhookId: ids.webhook },
    });
    ids.watchRule = res.json<{ rule: { _id: string } }>().rule._id;
    return res;
  },
  'PATCH /api/watch-rules/:id': (t, ids) => t.request('PATCH', `/api/watch-rules/${ids.watchRule}`, { token: t.adminToken, body: { enabled: false } }),
  'DELETE /api/watch-rules/:id': (t, ids) => t.request('DELETE', `/api/watch-rules/${ids.watchRule}`, { token: t.adminToken }),
  'DELETE /api/admin/discord-webhooks/:id': (t, ids) => t.request('DELETE', `/api/admin/discord-webhooks/${ids.webhook}`, { token: t.adminToken }),
  'POST /api/sanction-presets': async (t, ids) => {
    const res = await t.request('POST', '/api/sanction-presets', {
      token: t.adminToken,
      body: { name: 'Audited preset', publicReason: 'Audited', steps: [{ type: 'warn' }] },
    });
    ids.preset = res.json<{ preset: { _id: string } }>().preset._id;
    return res;
  },
  'PATCH /api/sanction-presets/:id': (t, ids) =>
    t.request('PATCH', `/api/sanction-presets/${ids.preset}`, { token: t.adminToken, body: { name: 'Audited preset 2' } }),
  'DELETE /api/sanction-presets/:id': (t, ids) => t.request('DELETE', `/api/sanction-presets/${ids.preset}`, { token: t.adminToken }),
  'POST /api/sanctions/:id/retry': (t, ids) => t.request('POST', `/api/sanctions/${ids.sanction}/retry`, { token: t.adminToken }),
  'POST /api/appeals/:id/decide': async (t, ids) => {
    // The appeal the public route sent, when it ran first; else one stored here.
    const sent = await t.database.db
      .selectFrom('appeals')
      .select('id')
      .where('sanction_id', '=', ids.sanction!)
      .where('status', '=', 'open')
      .executeTakeFirst();
    const appealId = sent?.id ?? (await insertAppeal(t.database.db, { sanctionId: ids.sanction!, userId: 4242 }));
    return t.request('POST', `/api/appeals/${appealId}/decide`, { token: t.adminToken, body: { decision: 'upheld', publicAnswer: 'Audited decision' } });
  },
  'POST /api/sanctions/:id/revoke': (t, ids) =>
    t.request('POST', `/api/sanctions/${ids.sanction}/revoke`, { token: t.adminToken, body: { reason: 'Audited revoke' } }),
  'POST /api/reports/claim': async (t) => {
    await ingestReports(t.database, [{ reporterId: 5151, reportedId: 5252, category: 'scam', text: 'Audited report', date: Date.now() }]);
    return t.request('POST', '/api/reports/claim', { token: t.adminToken, body: { reportedId: 5252 } });
  },
  'POST /api/reports/resolve': (t) =>
    t.request('POST', '/api/reports/resolve', { token: t.adminToken, body: { reportedId: 5252, action: 'dismissed', reason: 'Audited dismissal' } }),
  'GET /api/players/:userId': async (t) => {
    await ingestEvents(t.database, 'players', [{ userId: 4242, username: 'AuditedPlayer' }]);
    return t.request('GET', '/api/players/4242', { token: t.adminToken });
  },
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('audit coverage [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      openCloud: { url: 'http://127.0.0.1:9', apiKey: 'audit-key', universeId: '1' },
      outbox: { maxAttempts: 1, maxBackoffMs: 1 },
      upstreamTimeoutMs: 500,
    });
  });
  afterAll(() => t.close());

  it('every mutating route declares what it writes to the action log', () => {
    const undeclared = t.app.apiRoutes.filter((r) => MUTATING.has(r.method) && !r.audit).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    for (const r of t.app.apiRoutes) if (r.audit && 'exempt' in r.audit) expect(r.audit.exempt.length, `${r.method} ${r.url}`).toBeGreaterThan(10);
  });

  it('every route that declares actions is exercised here', () => {
    const declared = t.app.apiRoutes
      .filter((r) => r.audit && 'actions' in r.audit)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(declared).toEqual(Object.keys(SCENARIOS).sort());
  });

  it('each declared route really writes one of its declared actions', async () => {
    const ids: Record<string, string> = {};
    const byKey = new Map(t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r]));
    for (const [key, scenario] of Object.entries(SCENARIOS)) {
      const before = await t.database.db.selectFrom('action_logs').select('id').execute();
      const res = await scenario(t, ids);
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(500);
      const seen = new Set(before.map((r) => r.id));
      const written = (await t.database.db.selectFrom('action_logs').select(['id', 'action']).execute()).filter((r) => !seen.has(r.id)).map((r) => r.action);
      const route = byKey.get(key)!;
      const actions = route.audit && 'actions' in route.audit ? route.audit.actions : [];
      expect(
        written.some((a) => actions.includes(a)),
        `${key} wrote ${JSON.stringify(written)}, declared ${JSON.stringify(actions)}`,
      ).toBe(true);
    }
  });
});
