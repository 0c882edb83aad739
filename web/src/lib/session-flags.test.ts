import { describe, expect, it } from 'vitest';
import {
  REDIRECTING_FLAG,
  REDIRECT_KEY,
  REDIRECT_VALIDITY_MS,
  clearRedirectTarget,
  hasFlag,
  isSafeTarget,
  readRedirectTarget,
  resolvePostLoginTarget,
  saveRedirectTarget,
  setFlag,
} from './session-flags';

describe('post-login redirect record (30-minute validity; docs/RULES.md, "Sign-in and sessions")', () => {
  const t0 = 1_700_000_000_000;

  it('stores the path with a timestamp in session storage', () => {
    saveRedirectTarget('/trades?x=1', t0);
    expect(JSON.parse(sessionStorage.getItem(REDIRECT_KEY) ?? '')).toEqual({ path: '/trades?x=1', timestamp: t0 });
  });

  it('is honoured while younger than 30 minutes and ignored from then on', () => {
    saveRedirectTarget('/chats', t0);
    expect(readRedirectTarget(t0 + REDIRECT_VALIDITY_MS - 1)).toBe('/chats');
    expect(readRedirectTarget(t0 + REDIRECT_VALIDITY_MS)).toBeNull();
    expect(resolvePostLoginTarget('/profile', t0 + REDIRECT_VALIDITY_MS + 1)).toBe('/profile');
    expect(resolvePostLoginTarget(undefined, t0 + REDIRECT_VALIDITY_MS + 1)).toBe('/');
  });

  it('uses a stored plain path directly, whatever its age', () => {
    sessionStorage.setItem(REDIRECT_KEY, '/marketplace');
    expect(readRedirectTarget(t0 + 10 * REDIRECT_VALIDITY_MS)).toBe('/marketplace');
  });

  it('prefers the record over the route state, and the state over /', () => {
    saveRedirectTarget('/admin', t0);
    expect(resolvePostLoginTarget('/profile', t0 + 1000)).toBe('/admin');
    clearRedirectTarget();
    expect(resolvePostLoginTarget('/profile', t0 + 1000)).toBe('/profile');
    expect(resolvePostLoginTarget(undefined, t0)).toBe('/');
  });

  it('never sends anyone off-site or back to /login', () => {
    for (const bad of ['//evil.example', 'https://evil.example', '/login', '/login?x', '/\\evil', 'chats', 42]) {
      expect(isSafeTarget(bad)).toBe(false);
    }
    sessionStorage.setItem(REDIRECT_KEY, JSON.stringify({ path: '//evil.example', timestamp: t0 }));
    expect(readRedirectTarget(t0)).toBeNull();
    sessionStorage.setItem(REDIRECT_KEY, '{not json');
    expect(readRedirectTarget(t0)).toBeNull();
    expect(resolvePostLoginTarget('//evil.example', t0)).toBe('/');
  });

  it('treats a redirect flag older than its lifetime as gone', () => {
    setFlag(REDIRECTING_FLAG);
    const at = Number(sessionStorage.getItem(REDIRECTING_FLAG));
    expect(hasFlag(REDIRECTING_FLAG, 3000, at + 2999)).toBe(true);
    expect(hasFlag(REDIRECTING_FLAG, 3000, at + 3000)).toBe(false);
  });
});
