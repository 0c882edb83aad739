// `npm run screenshots`: the README's screenshots (docs/screenshots/*.png), taken by the *.shots.ts
// files here against the built app and a real server on a fresh database, like the browser tests.
// The browser tests (../playwright.config.ts) match *.spec.ts only, so they never run these.
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.shots.ts',
  globalSetup: '../global-setup.ts',
  outputDir: '../../test-results/screenshots',
  workers: 1,
  retries: 0,
});
