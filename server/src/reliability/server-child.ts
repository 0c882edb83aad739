// Test helper: the real server as a child process (so it can be SIGKILLed) on a free port.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { runtimeEnv } from '../config';

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
  baseUrl: string;
  /** Starts (or restarts) the process and waits until /api/health answers 200. */
  start(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
  output(): string;
}

export async function childServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let log = '';
  const server: ChildServer = {
    baseUrl,
    output: () => log.slice(-4000),
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: ROOT,
        env: { PATH: runtimeEnv.inherited().PATH ?? '', HOME: runtimeEnv.inherited().HOME ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
      child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited: ${log.slice(-2000)}`);
        try {
          if ((await fetch(`${baseUrl}/api/health`)).status === 200) return;
        } catch {
          // not up yet
        }
        if (Date.now() > deadline) throw new Error(`server not healthy: ${log.slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 100));
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
