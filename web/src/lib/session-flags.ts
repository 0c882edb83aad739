// Session-storage records of the auth flow (docs/RULES.md, "Entities and values"): the post-login target and the
// "redirecting" / "refreshing" flags.
export const REDIRECT_KEY = 'authRedirect';
export const REDIRECTING_FLAG = 'authRedirecting';
export const REFRESHING_FLAG = 'authRefreshing';
export const REDIRECT_VALIDITY_MS = 1_800_000;

type Flag = typeof REDIRECTING_FLAG | typeof REFRESHING_FLAG;

const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};
const read = (key: string): string | null => {
  try {
    return session()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null): void => {
  try {
    const s = session();
    if (value === null) s?.removeItem(key);
    else s?.setItem(key, value);
  } catch {
    // Storage refused: the flow still works, only without surviving a reload.
  }
};

/** Only same-origin app paths: '/x', never '//host' or '/login' itself. */
export function isSafeTarget(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !/^\/login(?:[/?#]|$)/.test(path);
}

export function saveRedirectTarget(path: string, now = Date.now()): void {
  if (!isSafeTarget(path)) return;
  write(REDIRECT_KEY, JSON.stringify({ path, timestamp: now }));
}

/** A plain stored path is used as is; a record only while younger than 30 minutes. */
export function readRedirectTarget(now = Date.now()): string | null {
  const raw = read(REDIRECT_KEY);
  if (raw === null) return null;
  if (raw.startsWith('/')) return isSafeTarget(raw) ? raw : null;
  try {
    const record = JSON.parse(raw) as { path?: unknown; timestamp?: unknown };
    if (!isSafeTarget(record.path) || typeof record.timestamp !== 'number') return null;
    const age = now - record.timestamp;
    return age >= 0 && age < REDIRECT_VALIDITY_MS ? record.path : null;
  } catch {
    return null;
  }
}

export const clearRedirectTarget = (): void => write(REDIRECT_KEY, null);

/** Where to go after signing in: the stored target, else the route's 'from' state, else '/'. */
export function resolvePostLoginTarget(from: unknown, now = Date.now()): string {
  return readRedirectTarget(now) ?? (isSafeTarget(from) ? from : '/');
}

export const setFlag = (flag: Flag): void => write(flag, String(Date.now()));
export const clearFlag = (flag: Flag): void => write(flag, null);
/** Flags older than maxAgeMs are stale (a reload can lose the timer that would have cleared them). */
export const hasFlag = (flag: Flag, maxAgeMs = Number.POSITIVE_INFINITY, now = Date.now()): boolean => {
  const raw = read(flag);
  if (raw === null) return false;
  const at = Number(raw);
  return !Number.isFinite(at) || now - at < maxAgeMs;
};
export const clearAuthFlags = (): void => {
  clearFlag(REDIRECTING_FLAG);
  clearFlag(REFRESHING_FLAG);
};
