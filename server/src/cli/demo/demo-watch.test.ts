// The demo's watch rules are made before its logs are stored, so storing them raises alerts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertsResponse, WatchRule } from '@staff-console/domain';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { generateInto } from './demo-load';
import { demoWatchRules, seedWatchRules } from './demo-watch';

const SIZES = { chat: 3000, trades: 1500, marketplace: 500, players: 200 };
const OPTIONS = { seed: 5, endAt: Date.UTC(2026, 10, 20) };

describe('demo watch rules [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await seedWatchRules(t.app, t.config.adminUsername, ADMIN_PASSWORD, demoWatchRules(SIZES, OPTIONS));
    await generateInto(t.database, SIZES, undefined, OPTIONS);
  });
  afterAll(() => t?.close());

  it('makes a rule of each kind, one shared, and storing the logs raises alerts for every one', async () => {
    const rules = (await t.request('GET', '/api/watch-rules', { token: t.adminToken })).json<{ rules: WatchRule[] }>().rules;
    expect(rules.map((r) => r.kind).sort()).toEqual(['item', 'lopsided', 'player', 'term']);
    expect(rules.filter((r) => r.shared).map((r) => r.kind)).toEqual(['term']);
    for (const rule of rules) expect(rule.alertCount, rule.name).toBeGreaterThan(0);

    const inbox = (await t.request('GET', '/api/alerts?limit=5', { token: t.adminToken })).json<AlertsResponse>();
    const total = rules.reduce((sum, r) => sum + r.alertCount, 0);
    expect(inbox.total).toBe(total);
    expect(inbox.unread).toBe(total);
    expect(inbox.alerts).toHaveLength(5);
    // An inbox of tens, not thousands.
    expect(total).toBeLessThan(100);
  });
});
