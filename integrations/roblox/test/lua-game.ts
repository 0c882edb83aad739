// One simulated Roblox game server: StaffConsole.lua running in a real Lua VM (wasmoon, Lua 5.4 in
// WebAssembly) on the stand-ins of roblox-stand-ins.lua. Time is virtual: it moves only when every
// thread sleeps and no request is in flight, so budgets and backoffs are checked exactly and fast.
// HttpService:RequestAsync becomes a real HTTP request made with Node's fetch.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { LuaFactory, type LuaEngine } from 'wasmoon';

const here = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const STAND_INS = here('./roblox-stand-ins.lua');
const MODULE = here('../StaffConsole.lua');

/** Roblox gives up on a request after a while; the tests use a shorter real wait for a server that never answers. */
const REQUEST_TIMEOUT_MS = 1500;

interface LuaRequest {
  id: number;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface SentRequest {
  /** Virtual seconds since the game server started. */
  at: number;
  method: string;
  path: string;
}

export interface ModuleStats {
  sent: number;
  duplicates: number;
  dropped: number;
  rejected: number;
  retries: number;
  requests: number;
  queued: number;
}

type Completion = () => void;
type LuaCallback = (...args: unknown[]) => unknown;

/** Why Lua 5.4 cannot compile `source`, or null: Luau's own syntax (types, `continue`, `+=`, backtick strings) does not compile. */
export async function compileErrors(source: string): Promise<string | null> {
  const lua = await new LuaFactory().createEngine();
  lua.global.set('__source', source);
  const error = lua.doStringSync('local _, message = load(__source) return message') as string | null;
  lua.global.close();
  return error ?? null;
}

export class LuaGame {
  /** Every request the module made, in order, with its virtual time. */
  readonly requests: SentRequest[] = [];
  private inFlight = new Set<Promise<void>>();
  private completions: Completion[] = [];

  private constructor(private readonly lua: LuaEngine) {}

  /** Loads the stand-ins and the module; `configure` is the Lua table given to StaffConsole.configure. */
  static async start(configure: string): Promise<LuaGame> {
    const lua = await new LuaFactory().createEngine();
    lua.global.set('__js_epochBase', Date.now());
    lua.global.set('__js_parseIso', (text: string) => Date.parse(text));
    lua.global.set('__js_randomUUID', () => randomUUID());
    await lua.doString(STAND_INS);
    // Each game server draws its own jitter.
    lua.doStringSync(`math.randomseed(${Math.floor(Math.random() * 2 ** 31)})`);
    await lua.doString(`package.preload.StaffConsole = function() ${MODULE}\nend`);
    const game = new LuaGame(lua);
    game.run(`StaffConsole = require("StaffConsole")\nStaffConsole.configure(${configure})`);
    return game;
  }

  /** Runs Lua code in a new task (so it may yield, as a Script's code does). */
  run(code: string): void {
    this.lua.doStringSync(`task.spawn(function()\n${code}\nend)`);
    this.assertNoThreadErrors();
  }

  eval<T>(expression: string): T {
    return this.lua.doStringSync(`return ${expression}`) as T;
  }

  get clock(): number {
    return this.eval<number>('__env.clock');
  }

  stats(): ModuleStats {
    return JSON.parse(this.eval<string>('__env.encode(StaffConsole.stats())')) as ModuleStats;
  }

  warnings(): string[] {
    return JSON.parse(this.eval<string>('__env.encode(__env.warnings)')) as string[];
  }

  kicks(): { userId: number; message: string }[] {
    return JSON.parse(this.eval<string>('__env.encode(__env.kicks)')) as { userId: number; message: string }[];
  }

  addPlayer(userId: number, name: string): void {
    this.lua.doStringSync(`__env.addPlayer(${userId}, ${JSON.stringify(name)})`);
  }

  /** Shuts the game server down: runs the BindToClose callbacks. */
  close(): void {
    this.lua.doStringSync('__env.close()');
  }

  closed(): boolean {
    return this.eval<boolean>('__env.closeDone');
  }

  /**
   * Runs the game until `done()` holds, moving the virtual clock as threads sleep; fails past
   * `maxSeconds` of virtual time.
   */
  async runUntil(done: () => boolean, maxSeconds = 3600): Promise<void> {
    const limit = this.clock + maxSeconds;
    for (;;) {
      while (this.completions.length > 0) this.completions.shift()!();
      this.lua.doStringSync('__env.step()');
      this.assertNoThreadErrors();
      this.startRequests();
      if (done()) return;
      if (this.inFlight.size > 0) {
        await Promise.race(this.inFlight);
        continue;
      }
      if (this.completions.length > 0) continue;
      const next = this.eval<number>('__env.nextWake()');
      if (next < 0) throw new Error('Every Lua thread has finished or is stuck, and the condition does not hold.');
      if (next > limit) throw new Error(`The condition did not hold within ${maxSeconds} virtual seconds.`);
      this.lua.doStringSync(`__env.advance(${next})`);
    }
  }

  /** Runs the game for `seconds` of virtual time. */
  async runFor(seconds: number): Promise<void> {
    const until = this.clock + seconds;
    await this.runUntil(() => this.clock >= until && this.eval<number>('__env.nextWake()') > until, seconds + 1);
  }

  private assertNoThreadErrors(): void {
    const errors = this.warnings().filter((w) => w.startsWith('thread error'));
    if (errors.length > 0) throw new Error(errors.join('\n'));
  }

  private startRequests(): void {
    const requests = JSON.parse(this.eval<string>('__env.takeRequests()')) as LuaRequest[];
    const at = this.clock;
    for (const request of requests) {
      this.requests.push({ at, method: request.method, path: new URL(request.url).pathname });
      const flight = this.send(request).finally(() => this.inFlight.delete(flight));
      this.inFlight.add(flight);
    }
  }

  private async send(request: LuaRequest): Promise<void> {
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await response.text();
      const headers = JSON.stringify(Object.fromEntries(response.headers.entries()));
      this.completions.push(() => (this.lua.global.get('__env_complete') as LuaCallback)(request.id, response.status, headers, body));
    } catch (error) {
      const message = error instanceof Error && error.name === 'TimeoutError' ? 'HttpError: Timedout' : 'HttpError: ConnectFail';
      this.completions.push(() => (this.lua.global.get('__env_fail') as LuaCallback)(request.id, message));
    }
  }
}
