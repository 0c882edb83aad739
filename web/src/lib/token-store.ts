// Where the session token lives (docs/RULES.md, "Sign-in and sessions"): local storage, else session storage, else memory. Browsers
// may refuse storage (private modes, quotas, policies), so every access is guarded and verified.
export const TOKEN_KEY = 'authToken';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type TokenLocation = 'local' | 'session' | 'memory';

export interface TokenStore {
  get(): string | null;
  /** Stores the token in the first place that keeps it; returns where it went. */
  set(token: string): TokenLocation;
  clear(): void;
  /** Where the current token is kept, or null when there is none. */
  location(): TokenLocation | null;
}

const attempt = <T>(fn: () => T): T | undefined => {
  try {
    return fn();
  } catch {
    return undefined;
  }
};

export function createTokenStore(storages: () => { local: StorageLike | null; session: StorageLike | null }): TokenStore {
  let memory: string | null = null;
  const ordered = (): [TokenLocation, StorageLike | null][] => {
    const s = attempt(storages) ?? { local: null, session: null };
    return [
      ['local', s.local],
      ['session', s.session],
    ];
  };

  const find = (): { token: string; where: TokenLocation } | null => {
    for (const [where, storage] of ordered()) {
      const token = storage ? attempt(() => storage.getItem(TOKEN_KEY)) : undefined;
      if (token) return { token, where };
    }
    return memory ? { token: memory, where: 'memory' } : null;
  };

  return {
    get: () => find()?.token ?? null,
    location: () => find()?.where ?? null,
    set(token) {
      for (const [where, storage] of ordered()) {
        if (!storage) continue;
        const kept = attempt(() => {
          storage.setItem(TOKEN_KEY, token);
          return storage.getItem(TOKEN_KEY) === token;
        });
        if (kept) {
          // Drop copies elsewhere so a stale token can never shadow this one.
          for (const [other, s] of ordered()) if (other !== where && s) attempt(() => s.removeItem(TOKEN_KEY));
          memory = null;
          return where;
        }
      }
      memory = token;
      return 'memory';
    },
    clear() {
      for (const [, storage] of ordered()) if (storage) attempt(() => storage.removeItem(TOKEN_KEY));
      memory = null;
    },
  };
}

export const browserStorages = () => ({
  local: attempt(() => window.localStorage) ?? null,
  session: attempt(() => window.sessionStorage) ?? null,
});

export const tokenStore: TokenStore = createTokenStore(browserStorages);
