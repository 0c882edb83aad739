// The demo's cases, notes and sanctions, made from generated logs through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail, CasesPage, SanctionsPage } from '@staff-console/domain';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { generateInto } from './demo-load';
import { seedModeration } from './demo-moderation';

describe('demo moderation [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await generateInto(t.database, { chat: 3000, trades: 1500, marketplace: 500, players: 200 }, undefined, { seed: 5, endAt: Date.UTC(2026, 10, 20) });
  });
  afterAll(() => t?.close());

  it('opens cases with evidence, and issues notes and sanctions of every kind', async () => {
    const made = await seedModeration(t.app, t.config.adminUsername, ADMIN_PASSWORD);
    expect(made).toEqual({ cases: 3, evidence: 7, notes: 2, sanctions: 3 });
    const cases = (await t.request('GET', '/api/cases', { token: t.adminToken })).json<CasesPage>();
    expect(cases.cases.map((c) => c.status).sort()).toEqual(['closed', 'investigating', 'open']);
    const first = (await t.request('GET', `/api/cases/${cases.cases.at(-1)!._id}`, { token: t.adminToken })).json<{ case: CaseDetail }>().case;
    expect(first.evidence.map((e) => e.kind)).toEqual(['trade', 'trade', 'trade', 'chat']);
    expect(first.assignee?.username).toBe(t.config.adminUsername);
    const sanctions = (await t.request('GET', '/api/sanctions', { token: t.adminToken })).json<SanctionsPage>();
    expect(sanctions.sanctions.map((s) => s.type).sort()).toEqual(['ban', 'mute', 'warn']);
  });
});
