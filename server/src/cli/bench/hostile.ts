// The hostile group: requests a signed-in user (or anyone, for sign-in) can make to keep the server
// busy, each fired as a burst at once. Every request must be answered within 1 s (p95) or refused
// quickly with a sentence; meanwhile the ordinary screens keep their goals.
import { DATA_END_AT } from './datasets';
import type { Scenario } from './scenarios';
import { summarize, type Timing } from './stats';

export interface HostileBurst {
  name: string;
  timing: Timing;
  /** How many requests got each status. */
  statuses: Record<string, number>;
}

export interface HostileContext {
  baseUrl: string;
  token: string;
  /** Unfiltered chat pages of 100. */
  chatPages: number;
  /** The rest before each burst (REST_MS, less in the smoke run). */
  restMs: number;
}

/** Worst p95 allowed for any hostile request, answered or refused. */
export const HOSTILE_GOAL_MS = 1000;

interface Shot {
  ms: number;
  status: number;
}

/** Sends one request and times it to the end of its answer (for an export, to its headers). */
async function shot(baseUrl: string, path: string, init: RequestInit = {}, headersOnly = false): Promise<Shot> {
  const start = performance.now();
  const controller = new AbortController();
  try {
    const res = await fetch(baseUrl + path, { ...init, signal: controller.signal });
    if (headersOnly) controller.abort();
    else await res.arrayBuffer();
    return { ms: performance.now() - start, status: res.status };
  } catch {
    if (headersOnly && controller.signal.aborted) return { ms: performance.now() - start, status: 200 };
    return { ms: performance.now() - start, status: 0 };
  }
}

/**
 * How long a burst waits first: the per-user limit's allowance refills (five seconds' worth), so each
 * burst measures the protection it names, not the limit the bursts before it ran into. The smoke
 * run (CI's check that the harness works, its figures no goals) rests a tenth of that.
 */
export const REST_MS = 5_000;

async function burst(ctx: HostileContext, name: string, requests: (() => Promise<Shot>)[]): Promise<HostileBurst> {
  await new Promise((resolve) => setTimeout(resolve, ctx.restMs));
  const shots = await Promise.all(requests.map((r) => r()));
  const statuses: Record<string, number> = {};
  for (const s of shots) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  return { name, timing: summarize(shots.map((s) => s.ms)), statuses };
}

/** `TrAdE`-style variants of a word, all different. */
function letterCases(word: string, count: number): string[] {
  const variants: string[] = [];
  for (let mask = 0; variants.length < count && mask < 2 ** word.length; mask++) {
    variants.push([...word].map((c, i) => (mask & (1 << i) ? c.toUpperCase() : c.toLowerCase())).join(''));
  }
  return variants;
}

/**
 * The bursts, in an order that leaves sign-in last (it spends the address's sign-in allowance).
 * `targetUser` is an account the bench made for the sign-in flood (its password unknown to the burst).
 */
export async function runHostile(ctx: HostileContext, targetUser: string): Promise<HostileBurst[]> {
  const { baseUrl, token } = ctx;
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const get = (path: string) => () => shot(baseUrl, path, auth);
  const results: HostileBurst[] = [];
  const day = 86_400_000;

  results.push(
    await burst(
      ctx,
      'hostile: 20 punctuation-only chat searches "!!!" at once',
      Array.from({ length: 20 }, () => get('/api/chat?search=!!!')),
    ),
  );
  results.push(
    await burst(
      ctx,
      'hostile: 20 punctuation-only trade searches "a.b" at once',
      Array.from({ length: 20 }, () => get('/api/trades?search=a.b')),
    ),
  );
  // A common word in 20 letter cases over a window nobody has asked for: every request wants a cold total.
  const from = DATA_END_AT - 20 * day + Math.floor(Math.random() * day);
  results.push(
    await burst(
      ctx,
      'hostile: one common word in 20 letter cases at once (cold total)',
      letterCases('offer', 20).map((term) => get(`/api/chat?search=${term}&from=${from}`)),
    ),
  );
  // The same word over 20 different windows: 20 different cold totals.
  results.push(
    await burst(
      ctx,
      'hostile: one common word over 20 new time windows at once',
      Array.from({ length: 20 }, (_, i) => get(`/api/chat?search=value&from=${from - (i + 1) * 3_600_000}`)),
    ),
  );
  results.push(
    await burst(
      ctx,
      'hostile: 20 requests for the last chat page at once',
      Array.from({ length: 20 }, () => get(`/api/chat?page=${ctx.chatPages}&limit=100`)),
    ),
  );
  results.push(
    await burst(
      ctx,
      'hostile: 20 requests for the middle chat page at once',
      Array.from({ length: 20 }, () => get(`/api/chat?page=${Math.max(1, Math.floor(ctx.chatPages / 2))}&limit=100`)),
    ),
  );
  results.push(
    await burst(
      ctx,
      'hostile: chat page=5000000&limit=1, 20 at once',
      Array.from({ length: 20 }, () => get('/api/chat?page=5000000&limit=1')),
    ),
  );
  results.push(
    await burst(
      ctx,
      'hostile: 10 chat exports by one user at once (time to headers)',
      Array.from({ length: 10 }, () => () => shot(baseUrl, '/api/chat/export?search=trade', auth, true)),
    ),
  );
  results.push(
    await burst(
      ctx,
      'hostile: 100 simultaneous sign-in attempts (one account, one address)',
      Array.from(
        { length: 100 },
        (_, i) => () =>
          shot(baseUrl, '/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: targetUser, password: `wrong-password-${i}` }),
          }),
      ),
    ),
  );
  return results;
}

/** Keeps hostile requests going (searches, deep pages, exports) until `stop` is called. */
export function hostileLoad(ctx: HostileContext): { stop: () => Promise<void> } {
  const { baseUrl, token } = ctx;
  const auth = { headers: { authorization: `Bearer ${token}` } };
  let running = true;
  const paths = [
    '/api/chat?search=!!!',
    '/api/trades?search=a.b',
    `/api/chat?page=${Math.max(1, Math.floor(ctx.chatPages / 2))}&limit=100`,
    `/api/chat?page=${ctx.chatPages}&limit=100`,
  ];
  // One hostile user with two tabs open.
  const loops = Array.from({ length: 2 }, async (_, i) => {
    for (let n = 0; running; n++) {
      const windowed = `/api/chat?search=worth&from=${DATA_END_AT - 40 * 86_400_000 + i * 1_000_003 + n * 7919}`;
      await shot(baseUrl, n % 5 === 4 ? windowed : paths[(n + i) % paths.length]!, auth);
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The ordinary scenarios with goals that are timed again while hostile requests run. */
export const UNDER_LOAD = (scenarios: Scenario[]) =>
  scenarios.filter(
    (s) =>
      s.goalMs !== undefined && ['chat: first page', 'chat: last page', 'trades: first page by date desc', 'leaderboards'].some((p) => s.name.startsWith(p)),
  );
