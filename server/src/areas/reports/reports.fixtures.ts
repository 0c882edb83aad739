// Test helpers for player reports: report events, posting them with the ingest key, and the staff
// who read and work the queue.
import type { LightMyRequestResponse } from 'fastify';
import type { ReportQueueResponse, ReportsResponse } from '@staff-console/domain';
import type { Engine } from '../../db/database';
import { createIngestingApp, postEvents } from '../ingest/ingest.fixtures';
import { staffWith, type StaffMember } from '../moderation/moderation.fixtures';
import type { TestApp } from '../../test/harness';

export const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);
export const MINUTE = 60_000;

let serial = 0;

/** A report event; `_id` left out unless given, so each call differs by its text. */
export function reportEvent(reporterId: number, reportedId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    reporterId,
    reporterName: `Reporter${reporterId}`,
    reportedId,
    reportedName: `Player${reportedId}`,
    category: 'scam',
    text: `report ${serial}`,
    date: new Date(T0).toISOString(),
    ...overrides,
  };
}

export interface ReportsApp {
  t: TestApp;
  key: string;
  viewer: StaffMember;
  mod: StaffMember;
  mod2: StaffMember;
  /** view_moderation and view_chat: reads a report's context. */
  reader: StaffMember;
}

export async function createReportsApp(engine: Engine): Promise<ReportsApp> {
  const { t, key } = await createIngestingApp(engine);
  return {
    t,
    key,
    viewer: await staffWith(t, 'viewer', ['view_moderation']),
    mod: await staffWith(t, 'mod', ['moderate', 'view_chat']),
    mod2: await staffWith(t, 'mod_two', ['moderate']),
    reader: await staffWith(t, 'reader', ['view_moderation', 'view_chat']),
  };
}

export const postReports = (r: ReportsApp, events: unknown, options: { ndjson?: boolean; key?: string | null } = {}): Promise<LightMyRequestResponse> =>
  postEvents(r.t, 'reports', options.key === undefined ? r.key : options.key, events, options);

export async function storeReports(r: ReportsApp, events: unknown[]): Promise<void> {
  const res = await postReports(r, events);
  if (res.statusCode !== 200) throw new Error(`storing reports: ${res.statusCode} ${res.body}`);
}

export async function queue(r: ReportsApp, query = '', token = r.viewer.token): Promise<ReportQueueResponse> {
  const res = await r.t.request('GET', `/api/reports/queue${query}`, { token });
  if (res.statusCode !== 200) throw new Error(`queue: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function reportsOf(r: ReportsApp, query: string): Promise<ReportsResponse> {
  const res = await r.t.request('GET', `/api/reports${query}`, { token: r.viewer.token });
  if (res.statusCode !== 200) throw new Error(`reports: ${res.statusCode} ${res.body}`);
  return res.json();
}
