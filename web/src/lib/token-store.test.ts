import { describe, expect, it } from 'vitest';
import { TOKEN_KEY, createTokenStore } from './token-store';
import type { StorageLike } from './token-store';

class MapStorage implements StorageLike {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

class RefusingStorage implements StorageLike {
  getItem(): string | null {
    throw new Error('SecurityError');
  }
  setItem(): void {
    throw new Error('QuotaExceededError');
  }
  removeItem(): void {
    throw new Error('SecurityError');
  }
}

/** Accepts writes but forgets them (some private modes). */
class ForgetfulStorage implements StorageLike {
  getItem() {
    return null;
  }
  setItem() {}
  removeItem() {}
}

describe('token store (local storage → session storage → memory; docs/RULES.md, "Sign-in and sessions")', () => {
  it('keeps the token in local storage when it can', () => {
    const local = new MapStorage();
    const session = new MapStorage();
    const store = createTokenStore(() => ({ local, session }));
    expect(store.set('a.b.c')).toBe('local');
    expect(local.getItem(TOKEN_KEY)).toBe('a.b.c');
    expect(session.getItem(TOKEN_KEY)).toBeNull();
    expect(store.get()).toBe('a.b.c');
    expect(store.location()).toBe('local');
  });

  it('falls back to session storage when local storage throws', () => {
    const session = new MapStorage();
    const store = createTokenStore(() => ({ local: new RefusingStorage(), session }));
    expect(store.set('a.b.c')).toBe('session');
    expect(session.getItem(TOKEN_KEY)).toBe('a.b.c');
    expect(store.get()).toBe('a.b.c');
  });

  it('falls back to session storage when local storage silently drops the write', () => {
    const session = new MapStorage();
    const store = createTokenStore(() => ({ local: new ForgetfulStorage(), session }));
    expect(store.set('a.b.c')).toBe('session');
    expect(store.get()).toBe('a.b.c');
  });

  it('falls back to memory when both storages refuse, and when there is no storage at all', () => {
    const refusing = createTokenStore(() => ({ local: new RefusingStorage(), session: new RefusingStorage() }));
    expect(refusing.set('a.b.c')).toBe('memory');
    expect(refusing.get()).toBe('a.b.c');
    expect(refusing.location()).toBe('memory');

    const none = createTokenStore(() => {
      throw new Error('window is not defined');
    });
    expect(none.set('x.y.z')).toBe('memory');
    expect(none.get()).toBe('x.y.z');
  });

  it('reads local storage first, then session storage', () => {
    const local = new MapStorage();
    const session = new MapStorage();
    session.setItem(TOKEN_KEY, 'session.token.x');
    const store = createTokenStore(() => ({ local, session }));
    expect(store.get()).toBe('session.token.x');
    local.setItem(TOKEN_KEY, 'local.token.x');
    expect(store.get()).toBe('local.token.x');
  });

  it('removes stale copies elsewhere when storing, and clear() empties every place', () => {
    const local = new MapStorage();
    const session = new MapStorage();
    session.setItem(TOKEN_KEY, 'old.token.x');
    const store = createTokenStore(() => ({ local, session }));
    store.set('new.token.x');
    expect(session.getItem(TOKEN_KEY)).toBeNull();
    store.clear();
    expect(store.get()).toBeNull();
    expect(local.getItem(TOKEN_KEY)).toBeNull();

    const memoryOnly = createTokenStore(() => ({ local: null, session: null }));
    memoryOnly.set('m.m.m');
    memoryOnly.clear();
    expect(memoryOnly.get()).toBeNull();
  });
});
