// Test helper: the real server as a child process (so it can be SIGKILLed) on a free port.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { childProcessEnv } from '../config';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  /** Read it per request: a start that finds its port taken moves the server to another. */
  readonly baseUrl: string;
  /** Starts (or restarts) the process and waits until /api/health answers 200. */
  start(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
  output(): string;
}

export async function childServer(env: Record<string, string>): Promise<ChildServer> {
  let port = await freePort();
  let child: ChildProcess | null = null;
  let log = '';
  const spawnOnce = async (): Promise<'up' | 'port-taken'> => {
    const c = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: childProcessEnv({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = c;
    let output = '';
    c.stdout?.on('data', (d: Buffer) => ((output += d.toString()), (log += d.toString())));
    c.stderr?.on('data', (d: Buffer) => ((output += d.toString()), (log += d.toString())));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (c.exitCode !== null) {
        if (output.includes('EADDRINUSE')) return 'port-taken';
        throw new Error(`server exited: ${log.slice(-2000)}`);
      }
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return 'up';
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error(`server not healthy: ${log.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const server: ChildServer = {
    get baseUrl() {
      return `http://127.0.0.1:${port}`;
    },
    output: () => log.slice(-4000),
    async start() {
      // The free port was free when asked; an outgoing connection of another test may have taken it
      // since (ephemeral ports come from the same range). Then the server moves to a new port.
      for (let attempt = 1; ; attempt += 1) {
        if ((await spawnOnce()) === 'up') return;
        if (attempt === 5) throw new Error(`no free port after 5 attempts: ${log.slice(-2000)}`);
        port = await freePort();
      }
    },
    async kill(signal = 'SIGKILL') {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill(signal);
      await exited;
    },
  };
  return server;
}
