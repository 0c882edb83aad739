// Every action code the server records has a label in the action log's table of words: the codes
// routes declare, and every code written anywhere in the server's source (the system's own
// actions, the exports', the command line's). A new code without a label fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_LABELS, actionLabel, DISCORD_WEBHOOK_ACTIONS, LABELLED_ACTIONS, MODERATION_ACTIONS, SYSTEM_ACTIONS } from '@staff-console/domain';
import { createTestApp, type TestApp } from '../../../test/harness';

const SOURCE = join(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `action: 'code'` and `audit.writes('a', 'b')` as written in the source. */
function codesInSource(): Set<string> {
  const codes = new Set<string>();
  for (const file of sourceFiles(SOURCE)) {
    const text = readFileSync(file, 'utf8');
    // (Helmet's `frameguard: { action: 'deny' }` is a header, not a log entry.)
    for (const m of text.matchAll(/^(?!.*frameguard).*\baction: '([a-z0-9_]+)'/gm)) codes.add(m[1]!);
    for (const m of text.matchAll(/audit\.writes\(([^)]*)\)/g)) for (const c of m[1]!.matchAll(/'([a-z0-9_]+)'/g)) codes.add(c[1]!);
  }
  return codes;
}

describe('action labels', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('label every action a route declares', () => {
    const declared = t.app.apiRoutes.flatMap((r) => (r.audit && 'actions' in r.audit ? r.audit.actions : []));
    expect(declared.length).toBeGreaterThan(30);
    expect(declared.filter((code) => !ACTION_LABELS[code])).toEqual([]);
  });

  it('label every action written in the source and named in the domain', () => {
    const codes = [...codesInSource(), ...MODERATION_ACTIONS, ...Object.values(SYSTEM_ACTIONS), ...Object.values(DISCORD_WEBHOOK_ACTIONS)];
    for (const known of ['first_admin_created', 'password_reset', 'access_denied', 'throttled', 'sanction_enforcement_failed', 'chat_exported'])
      expect(codes).toContain(known);
    expect([...new Set(codes)].filter((code) => !ACTION_LABELS[code])).toEqual([]);
  });

  it('reads a label, and spells out a code it does not know', () => {
    expect(actionLabel('sanction_issued')).toBe('Sanction issued');
    expect(actionLabel('case_updated')).toBe('Case updated');
    expect(actionLabel('brand_new_thing')).toBe('Brand new thing');
    expect(LABELLED_ACTIONS.map((a) => a.label)).toEqual([...LABELLED_ACTIONS.map((a) => a.label)].sort((a, b) => a.localeCompare(b)));
    expect(new Set(Object.values(ACTION_LABELS)).size).toBe(Object.keys(ACTION_LABELS).length);
  });
});
