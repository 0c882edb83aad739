import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium. Its headless shell (the chromium-headless-shell package: the same engine
// without the browser's own window and tabs) runs the suite in about four fifths of the time on
// two cores, so it is used when installed.
const CHROMIUM = existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';

// The built app (web/dist) served by the real server on a fresh temporary database, driven by
// Debian's Chromium. global-setup.ts starts the server; tests read its address through fixtures.ts.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Two workers on two cores: the specs use their own players and users, so they run side by side.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results',
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
