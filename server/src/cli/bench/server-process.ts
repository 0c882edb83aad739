// Runs the real server as a child process (the benchmark measures through HTTP, like a browser)
// and samples its resident memory.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@staff-console/domain';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** Whether the process has ended (by itself or stopped). */
  exited(): boolean;
  stop(): Promise<void>;
}

/** Resident set size of a process in MiB (0 when it has gone). */
export function rssMiB(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS until stopped; returns the peak in MiB. */
/** RssAnon of a process in MiB (heap and buffers, without mapped files); 0 when it has gone. */
export function anonMiB(pid: number): number {
  try {
    return Number(/RssAnon:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Peak RSS, and the heap (RssAnon) over time: memory that grows with time is a leak, not load. */
export function rssSampler(pid: number, everyMs = 200) {
  let peak = 0;
  const started = performance.now();
  const heap: { seconds: number; mib: number }[] = [];
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid, 'VmHWM'), rssMiB(pid));
    const seconds = (performance.now() - started) / 1000;
    if (heap.length === 0 || seconds - heap.at(-1)!.seconds >= 5) heap.push({ seconds, mib: anonMiB(pid) });
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      peak = Math.max(peak, rssMiB(pid, 'VmHWM'));
      return peak;
    },
    /** The mean heap over the first and the last fifth of the run. */
    heapTrend(): { early: number; late: number } {
      const fifth = Math.max(1, Math.floor(heap.length / 5));
      const mean = (xs: { mib: number }[]) => xs.reduce((a, x) => a + x.mib, 0) / Math.max(1, xs.length);
      return { early: mean(heap.slice(0, fifth)), late: mean(heap.slice(-fifth)) };
    },
  };
}

export function nodeScript(script: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, script), ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<RunningServer> {
  const child = nodeScript('server/src/main.ts', [], { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  let last: string;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      // Each check gives up after 5 s, so one request that hangs cannot use up the whole wait.
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) break;
      last = `${res.status} ${(await res.text()).slice(0, 300)}`;
    } catch (error) {
      last = String((error as { cause?: unknown }).cause ?? error); // not listening yet, or no answer in time
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy (last check: ${last}):\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { token?: string; error?: string };
  if (!body.token) throw new Error(`bench login failed: ${body.error}`);
  return body.token;
}

/**
 * One GET, sent again once when a kept-alive connection turns out closed: a baseline that blocks
 * the bench's own event loop for longer than the server's keep-alive leaves a socket the server
 * has closed and the client has not yet noticed ('fetch failed', UND_ERR_SOCKET).
 */
async function fetchOnce(url: string, token: string): Promise<Response> {
  const send = () => fetch(url, { headers: { authorization: `Bearer ${token}` } });
  try {
    return await send();
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') throw error;
    return send();
  }
}

/**
 * A GET through HTTP that fails loudly on a non-2xx answer. A total still being counted (503 with
 * Retry-After) is asked for again as the web app does, so the time measured is what staff wait.
 */
export async function getJson(baseUrl: string, url: string, token: string): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetchOnce(baseUrl + url, token);
    const text = await res.text();
    if (res.status === 503 && text.includes(MESSAGES.stillCounting) && attempt < 60) {
      await new Promise((resolve) => setTimeout(resolve, 1000 * Number(res.headers.get('retry-after') ?? 1)));
      continue;
    }
    if (!res.ok) throw new Error(`GET ${url} → ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as unknown;
  }
}

/** A new ingest key for the bench's game server. */
export async function newIngestKey(baseUrl: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/admin/ingest-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `bench ${Date.now()}` }),
  });
  return ((await res.json()) as { key: string }).key;
}

/**
 * Tokens of `count` staff members with the 'user' role (made on first use, kept in the dataset),
 * so the bench's clients are several people, as on a real console: per-person limits (two counts
 * under way at once) then apply as they do in use, not to fifty clients sharing one account.
 */
export async function staffTokens(baseUrl: string, adminToken: string, count: number, password: string, prefix = 'bench-staff'): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const username = `${prefix}-${i}`;
    const created = await fetch(`${baseUrl}/api/auth/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, role: 'user', permissions: [], active: true, displayName: username, email: '' }),
    });
    if (!created.ok && created.status !== 409) throw new Error(`bench could not create ${username}: ${created.status} ${await created.text()}`);
    tokens.push(await login(baseUrl, username, password));
  }
  return tokens;
}
