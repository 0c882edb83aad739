// The authorisation matrix, built from Fastify's own route table: every /api route × every kind
// of caller → the expected status. A route missing from EXPECTED (or an entry without a route)
// fails the test, so every new route must state who may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../test/harness';

/** 'any': the route lists several permissions (its `access.any(...)`); holding one of them is enough. */
/** 'all': the route lists several permissions (its `access.all(...)`); every one must be held. */
type Expected = 'public' | 'ingest' | 'diagnostic' | 'authenticated' | 'any' | 'all' | Permission;

const EXPECTED: Record<string, Expected> = {
  'GET /api/health': 'public',
  'GET /api/health/details': 'admin',
  'GET /api/openapi.json': 'public',
  'GET /api/ready': 'public',
  'POST /api/auth/login': 'public',
  'GET /api/debug/validate-token': 'diagnostic',
  'GET /api/auth/check': 'authenticated',
  'POST /api/auth/refresh': 'authenticated',
  'POST /api/auth/refresh-token': 'authenticated',
  'PUT /api/auth/profile': 'authenticated',
  'POST /api/auth/logout': 'authenticated',
  'GET /api/auth/sessions': 'authenticated',
  'DELETE /api/auth/sessions/:id': 'authenticated',
  'DELETE /api/auth/users/:id/sessions': 'admin',
  'POST /api/auth/login/2fa': 'public',
  'POST /api/auth/two-factor/setup': 'authenticated',
  'POST /api/auth/two-factor/enable': 'authenticated',
  'POST /api/auth/two-factor/recovery-codes': 'authenticated',
  'POST /api/auth/two-factor/disable': 'authenticated',
  'DELETE /api/auth/users/:id/two-factor': 'admin',
  'PUT /api/auth/roles/:id/two-factor': 'admin',
  'GET /api/auth/users': 'admin',
  'POST /api/auth/users': 'admin',
  'PUT /api/auth/users/:id': 'admin',
  'DELETE /api/auth/users/:id': 'admin',
  'GET /api/auth/roles': 'admin',
  'POST /api/auth/roles': 'admin',
  'PUT /api/auth/roles/:id': 'admin',
  'DELETE /api/auth/roles/:id': 'admin',
  'GET /api/auth/permissions': 'admin',
  'GET /api/admin/logs': 'admin',
  'GET /api/admin/log-categories': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/stats/activity': 'authenticated',
  'GET /api/team/stats': 'admin',
  'GET /api/team/stats.csv': 'admin',
  'GET /api/admin/ingest-keys': 'admin',
  'POST /api/admin/ingest-keys': 'admin',
  'DELETE /api/admin/ingest-keys/:id': 'admin',
  'POST /api/ingest/chat': 'ingest',
  'POST /api/ingest/trades': 'ingest',
  'POST /api/ingest/marketplace': 'ingest',
  'POST /api/ingest/players': 'ingest',
  'GET /api/chat': 'view_chat',
  'GET /api/chat/export': 'view_chat',
  'GET /api/chat/histogram': 'view_chat',
  'GET /api/trades/export': 'view_trades',
  'GET /api/marketplace/export': 'view_marketplace',
  'GET /api/players': 'any',
  'GET /api/players/:userId': 'any',
  'GET /api/players/:userId/timeline': 'any',
  'GET /api/players/:userId/partners': 'view_trades',
  'GET /api/players/:userId/activity': 'any',
  'GET /api/items/history': 'view_marketplace',
  'GET /api/players/:userId/record': 'view_moderation',
  'GET /api/players/:userId/label': 'any',
  'GET /api/translate/status': 'view_chat',
  'POST /api/translate': 'view_chat',
  'GET /api/trades': 'view_trades',
  'GET /api/marketplace': 'view_marketplace',
  'GET /api/chat/:id/context': 'view_chat',
  'GET /api/chat/:id/players': 'view_chat',
  'GET /api/trades/:id': 'view_trades',
  'GET /api/trades/:id/chat-context': 'all',
  'GET /api/marketplace/:id': 'view_marketplace',
  'GET /api/leaderboards/:category': 'authenticated',
  'GET /api/proxy/roblox-avatar/:userId': 'public',
  'GET /api/proxy/roblox-thumbnails': 'any',
  'GET /api/proxy/roblox-thumbnail/:assetId.png': 'public',
  'GET /api/players/:userId/notes': 'view_moderation',
  'POST /api/players/:userId/notes': 'moderate',
  'PUT /api/notes/:id': 'moderate',
  'DELETE /api/notes/:id': 'moderate',
  'GET /api/cases': 'view_moderation',
  'POST /api/cases': 'moderate',
  'GET /api/cases/:id': 'view_moderation',
  'GET /api/cases/assignees': 'moderate',
  'PATCH /api/cases/:id': 'moderate',
  'POST /api/cases/:id/evidence': 'moderate',
  'DELETE /api/cases/:id/evidence/:evidenceId': 'moderate',
  'POST /api/cases/:id/comments': 'moderate',
  'GET /api/cases/:id/report': 'view_moderation',
  'GET /api/cases/:id/activity': 'view_moderation',
  'GET /api/cases/:id/evidence': 'view_moderation',
  'POST /api/cases/:id/report-link': 'view_moderation',
  'GET /api/cases/:id/report/:ticket': 'public',
  'GET /api/players/:userId/sanctions': 'view_moderation',
  'POST /api/players/:userId/sanctions': 'moderate',
  'POST /api/sanctions/:id/revoke': 'moderate',
  'POST /api/sanctions/:id/retry': 'moderate',
  'GET /api/sanctions': 'view_moderation',
  'GET /api/ingest/sanctions': 'ingest',
  'GET /api/saved-searches': 'authenticated',
  'POST /api/saved-searches': 'authenticated',
  'DELETE /api/saved-searches/:id': 'authenticated',
  'GET /api/watch-rules': 'moderate',
  'POST /api/watch-rules': 'moderate',
  'PATCH /api/watch-rules/:id': 'moderate',
  'DELETE /api/watch-rules/:id': 'moderate',
  'GET /api/alerts': 'authenticated',
  'GET /api/alerts/unread-count': 'authenticated',
  'POST /api/alerts/read': 'authenticated',
  'POST /api/alerts/unread': 'authenticated',
  'GET /api/admin/discord-webhooks': 'admin',
  'POST /api/admin/discord-webhooks': 'admin',
  'DELETE /api/admin/discord-webhooks/:id': 'admin',
  'GET /api/sanction-presets': 'view_moderation',
  'POST /api/sanction-presets': 'admin',
  'PATCH /api/sanction-presets/:id': 'admin',
  'DELETE /api/sanction-presets/:id': 'admin',
  'GET /api/players/:userId/sanction-suggestion': 'moderate',
  'GET /api/player-labels': 'view_moderation',
  'GET /api/reports/queue': 'view_moderation',
  'GET /api/reports': 'view_moderation',
  'GET /api/reports/reporters/:userId': 'view_moderation',
  'GET /api/reports/:id/context': 'all',
  'POST /api/reports/claim': 'moderate',
  'POST /api/reports/resolve': 'moderate',
  'POST /api/ingest/reports': 'ingest',
  'GET /api/ingest/report-outcomes': 'ingest',
  'GET /api/appeals': 'review_appeals',
  'GET /api/appeals/open-count': 'review_appeals',
  'GET /api/appeals/:id': 'review_appeals',
  'POST /api/appeals/:id/decide': 'review_appeals',
  'POST /api/appeals/lookup': 'public',
  'POST /api/appeals': 'public',
};

/** What a permission also grants (manage_X includes view_X; moderate includes view_moderation; ban_players both; review_appeals view_moderation; admin passes everything). */
const INCLUDED: Partial<Record<Permission, Permission[]>> = {
  moderate: ['view_moderation'],
  ban_players: ['moderate', 'view_moderation'],
  review_appeals: ['view_moderation'],
};
const grants = (held: Permission, needed: Permission): boolean =>
  held === needed || held === 'admin' || (needed.startsWith('view_') && held === needed.replace('view_', 'manage_')) || (INCLUDED[held] ?? []).includes(needed);

const PARAMS: Record<string, string> = { id: 'ffffffffffffffffffffffff', userId: '123', category: 'Value', kind: 'chat' };
const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '1');

type Caller = { name: string; token: string | null; permission?: Permission; kind: 'anonymous' | 'none' | 'single' | 'deactivated' | 'admin' };

for (const engine of ENGINES) {
  describe(`authorisation matrix [${engine}]`, () => {
    let t: TestApp;
    const callers: Caller[] = [];

    beforeAll(async () => {
      // The game platform is a closed local port: image routes answer their fallback without leaving the machine.
      t = await createTestApp(engine, { robloxThumbnailsUrl: 'http://127.0.0.1:9' });
      callers.push({ name: 'anonymous', token: null, kind: 'anonymous' });
      callers.push({ name: 'admin', token: t.adminToken, kind: 'admin' });
      callers.push({ name: 'no permission', token: (await t.createUser({ username: 'nobody', role: 'guest' })).token, kind: 'none' });
      for (const permission of PERMISSIONS) {
        const { token } = await t.createUser({ username: `only_${permission}`, role: 'guest', permissions: [permission] });
        callers.push({ name: `only ${permission}`, token, permission, kind: 'single' });
      }
      const deactivated = await t.createUser({ username: 'gone', role: 'admin' });
      const res = await t.request('PUT', `/api/auth/users/${deactivated.id}`, { token: t.adminToken, body: { active: false } });
      expect(res.statusCode).toBe(200);
      callers.push({ name: 'deactivated admin', token: deactivated.token, kind: 'deactivated' });
    });
    afterAll(() => t.close());

    it('every registered /api route has an entry, and every entry a route', () => {
      const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
      expect(registered).toEqual(Object.keys(EXPECTED).sort());
    });

    it('each route declares the access the matrix expects', () => {
      for (const route of t.app.apiRoutes) {
        const expected = EXPECTED[`${route.method} ${route.url}`];
        const declared = route.access.kind === 'permission' ? route.access.permission : route.access.kind === 'any' ? 'any' : route.access.kind;
        expect(declared, `${route.method} ${route.url}`).toBe(expected);
      }
    });

    it('answers every route × caller with the expected status', async () => {
      const failures: string[] = [];
      // Signing out ends the caller's session, so it is asked last.
      const routes = [...t.app.apiRoutes].sort((a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'));
      for (const route of routes) {
        const expected = EXPECTED[`${route.method} ${route.url}`]!;
        for (const caller of callers) {
          const res = await t.request(route.method, concrete(route.url), {
            token: caller.token,
            ...(route.method === 'POST' || route.method === 'PUT' ? { body: {} } : {}),
          });
          let want: 'pass' | 401 | 403;
          if (expected === 'public') want = 'pass';
          else if (expected === 'diagnostic') want = caller.kind === 'anonymous' ? 401 : 'pass';
          else if (expected === 'ingest') want = 401;
          else if (caller.kind === 'anonymous' || caller.kind === 'deactivated') want = 401;
          else if (expected === 'authenticated' || caller.kind === 'admin') want = 'pass';
          else if (caller.kind === 'single' && expected === 'any' && route.access.kind === 'any') {
            want = route.access.permissions.some((p) => grants(caller.permission!, p)) ? 'pass' : 403;
          } else if (caller.kind === 'single' && expected === 'all' && route.access.kind === 'all') {
            want = route.access.permissions.every((p) => grants(caller.permission!, p)) ? 'pass' : 403;
          } else if (caller.kind === 'single' && expected !== 'any' && expected !== 'all' && grants(caller.permission!, expected)) want = 'pass';
          else want = 403;
          const got = res.statusCode;
          const ok = want === 'pass' ? got !== 401 && got !== 403 && got < 500 : got === want;
          if (!ok) failures.push(`${route.method} ${route.url} as ${caller.name}: expected ${want}, got ${got} ${res.body.slice(0, 120)}`);
          // Image routes read by <img> tags answer an image; everything else answers JSON.
          if (expected === 'public' && got === 200 && /^image\//.test(String(res.headers['content-type']))) continue;
          // The log exports and the team's statistics as CSV answer a CSV download.
          if (got === 200 && (route.url.endsWith('/export') || route.url.endsWith('.csv')) && /^text\/csv/.test(String(res.headers['content-type']))) continue;
          expect(res.headers['content-type']).toMatch(/application\/json/);
          const body = res.json<{ success: boolean; error?: string }>();
          if (got >= 400) expect(typeof body.error).toBe('string');
        }
      }
      expect(failures).toEqual([]);
    });
  });
}
