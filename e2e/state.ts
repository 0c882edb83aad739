import { readFileSync } from 'node:fs';

export const STATE_ENV = 'E2E_STATE_FILE';

export interface E2EState {
  baseURL: string;
  adminUsername: string;
  adminPassword: string;
  dataDir: string;
  /** The fake game platform: POST {platformUrl}/__mode {"mode":"ok"|"fail"|"slow"} switches it. */
  platformUrl: string;
  translateUrl: string;
  /** The fake Open Cloud: GET {openCloudUrl}/__received?userId=… lists the calls made for that player. */
  openCloudUrl: string;
}

let cached: E2EState | null = null;

/** What global-setup.ts wrote: the server's address and the first administrator's login. */
export function readState(): E2EState {
  if (cached) return cached;
  const file = process.env[STATE_ENV];
  if (!file) throw new Error(`${STATE_ENV} is not set: run the tests through e2e/playwright.config.ts`);
  cached = JSON.parse(readFileSync(file, 'utf8')) as E2EState;
  return cached;
}
