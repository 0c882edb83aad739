import { defineConfig } from '@playwright/test';

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
      executablePath: '/usr/bin/chromium',
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
