// Starts the real server (server/src/main.ts) on a free port with a fresh DATA_DIR, waits for
// GET /api/health, and writes what tests need (base URL, admin login) to a JSON file whose path is
// passed on in E2E_STATE_FILE. The returned function is the teardown: it stops the server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPEN_CLOUD_KEY, OPEN_CLOUD_UNIVERSE, startFakeServices } from './fake-services';
import type { E2EState } from './state';
import { STATE_ENV } from './state';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

const randomString = (length: number) => Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseURL: string, exited: () => string | null, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < timeoutMs) {
    const failure = exited();
    if (failure) throw new Error(`The server exited before it was ready:\n${failure}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms (${last}).`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build -w web` before the browser tests.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'staff-console-e2e-'));
  const port = await freePort();
  const adminPassword = randomString(20);
  const baseURL = `http://127.0.0.1:${port}`;
  const fakes = await startFakeServices();

  // Always the embedded SQLite engine on a fresh directory, whatever the shell has set.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: adminPassword,
      JWT_SECRET: randomString(48),
      LOG_LEVEL: 'warn',
      ROBLOX_THUMBNAILS_URL: fakes.platformUrl,
      // The fake platform serves its images from this machine too.
      ROBLOX_IMAGE_HOSTS: '127.0.0.1',
      TRANSLATE_URL: fakes.translateUrl,
      UPSTREAM_TIMEOUT_MS: '1500',
      // A browser driven by a test moves through screens faster than a person, as one administrator.
      USER_REQUESTS_PER_SECOND: '200',
      // The browsers reach the server from this machine only; trusting it as a proxy lets a spec act as
      // several players' devices (the public appeal page counts look-ups and appeals per address) by
      // sending X-Forwarded-For. Without that header every request is still 127.0.0.1.
      TRUST_PROXY: '127.0.0.1',
      // Bans are sent to the fake Open Cloud through the outbox, as in production.
      ROBLOX_OPEN_CLOUD_URL: fakes.openCloudUrl,
      ROBLOX_OPEN_CLOUD_API_KEY: OPEN_CLOUD_KEY,
      ROBLOX_UNIVERSE_ID: OPEN_CLOUD_UNIVERSE,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  let exitInfo: string | null = null;
  child.on('exit', (code, signal) => {
    exitInfo = `exit code ${code ?? 'none'}, signal ${signal ?? 'none'}\n${output.slice(-4000)}`;
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    await fakes.stop();
  };

  try {
    await waitForHealth(baseURL, () => exitInfo);
  } catch (e) {
    await stop();
    throw e;
  }

  const state: E2EState = {
    baseURL,
    adminUsername: 'admin',
    adminPassword,
    dataDir,
    platformUrl: fakes.platformUrl,
    translateUrl: fakes.translateUrl,
    openCloudUrl: fakes.openCloudUrl,
  };
  const stateFile = join(dataDir, 'e2e-state.json');
  writeFileSync(stateFile, JSON.stringify(state));
  process.env[STATE_ENV] = stateFile;
  process.env.E2E_BASE_URL = baseURL;
  return stop;
}
