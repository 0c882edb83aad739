import { describe, expect, it } from 'vitest';
import type { WatchRule } from '@staff-console/domain';
import { initialWatchRuleValues, watchRuleCreateBody, watchRulePatchBody, watchRuleResolver, type WatchRuleFormValues } from './watch-rule-form';

const values = (change: Partial<WatchRuleFormValues>): WatchRuleFormValues => ({ ...initialWatchRuleValues(null), name: 'Watch', ...change });

const resolve = async (v: WatchRuleFormValues) => {
  const result = await watchRuleResolver(v, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, e]) => [field, (e as { message?: string }).message]));
};

const rule: WatchRule = {
  _id: '0123456789abcdef01234567',
  name: 'Lopsided',
  kind: 'lopsided',
  target: null,
  scopes: ['trades'],
  shared: true,
  discordWebhookId: '89abcdef0123456789abcdef',
  enabled: false,
  ratio: 5,
  minDifference: 20000,
  alertCount: 3,
  createdBy: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
};

describe('the watch rule form', () => {
  it('starts a shortcut with its kind, target and every log the kind can watch', () => {
    expect(initialWatchRuleValues({ kind: 'item', target: 'Golden Crown', name: 'Item Golden Crown' })).toMatchObject({
      kind: 'item',
      target: 'Golden Crown',
      name: 'Item Golden Crown',
      scopes: ['trades', 'marketplace'],
      enabled: true,
      shared: false,
    });
  });

  it('edits a rule with its own values, thresholds as text', () => {
    expect(initialWatchRuleValues(rule)).toEqual({
      name: 'Lopsided',
      kind: 'lopsided',
      target: '',
      scopes: ['trades'],
      shared: true,
      discordWebhookId: '89abcdef0123456789abcdef',
      enabled: false,
      ratio: '5',
      minDifference: '20000',
    });
  });

  it('sends a lopsided rule without a target, thresholds as numbers, and the administrator-only fields only for administrators', () => {
    const v = values({ kind: 'lopsided', target: 'left over', scopes: ['chat', 'trades'], ratio: '4', minDifference: '25,000', shared: true });
    expect(watchRuleCreateBody(v, false)).toEqual({ name: 'Watch', kind: 'lopsided', scopes: ['trades'], enabled: true, ratio: 4, minDifference: 25000 });
    expect(watchRuleCreateBody(v, true)).toMatchObject({ shared: true, discordWebhookId: null });
    expect(watchRuleCreateBody(values({ kind: 'lopsided' }), false)).not.toHaveProperty('ratio');
  });

  it('patches every field but the kind; a lopsided rule keeps no target', () => {
    expect(watchRulePatchBody(values({ kind: 'term', target: ' scam ', scopes: ['chat'] }), false)).toEqual({
      name: 'Watch',
      target: 'scam',
      scopes: ['chat'],
      enabled: true,
    });
    expect(watchRulePatchBody(values({ kind: 'lopsided', scopes: ['trades'] }), false)).toMatchObject({ target: null });
  });

  it("shows the domain's problems under their fields", async () => {
    // A player may be typed by name: looked up when the form is sent, not refused as typed.
    expect(await resolve(values({ kind: 'player', target: 'bob' }))).toEqual({});
    expect(await resolve(values({ kind: 'player', target: '0' }))).toEqual({ target: 'must be a numeric user id' });
    expect(await resolve(values({ kind: 'term', target: 'ab', scopes: ['chat'] }))).toEqual({ target: 'must be at least 3 characters' });
    expect(await resolve(values({ name: ' ', kind: 'item', target: 'Crown', scopes: [] }))).toMatchObject({
      name: 'must not be empty',
      scopes: 'must name at least one log',
    });
    expect(await resolve(values({ kind: 'lopsided', ratio: 'lots', scopes: ['trades'] }))).toEqual({ ratio: 'must be a number' });
    expect(await resolve(values({ kind: 'player', target: '42' }))).toEqual({});
  });

  it("checks a reports rule's distinct reporters: a whole number from 2 to 100, sent as its target with the Reports queue", async () => {
    for (const target of ['1', '101', 'abc', '2.5'])
      expect(await resolve(values({ kind: 'reports', target, scopes: ['reports'] }))).toEqual({ target: 'must be a whole number from 2 to 100' });
    expect(await resolve(values({ kind: 'reports', target: '', scopes: ['reports'] }))).toEqual({ target: 'is required for a reports rule' });
    expect(await resolve(values({ kind: 'reports', target: '3', scopes: ['reports'] }))).toEqual({});
    expect(await resolve(values({ kind: 'reports', target: '100', scopes: ['reports'] }))).toEqual({});
    expect(watchRuleCreateBody(values({ kind: 'reports', target: ' 3 ', scopes: ['chat', 'reports'] }), false)).toEqual({
      name: 'Watch',
      kind: 'reports',
      target: '3',
      scopes: ['reports'],
      enabled: true,
    });
    expect(initialWatchRuleValues({ kind: 'reports' }).scopes).toEqual(['reports']);
  });
});
