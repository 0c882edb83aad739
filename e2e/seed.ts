// Seeds log data through the real ingest API (an ingest key created by the administrator), and
// switches the fake game platform's behaviour. Shared by the log-screen specs.
import type { APIRequestContext } from '@playwright/test';
import { readState } from './state';

export type IngestKind = 'chat' | 'trades' | 'marketplace' | 'players' | 'reports';

let ingestKey: string | null = null;

async function adminToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const s = readState();
  const res = await request.post(`${baseURL}/api/auth/login`, { data: { username: s.adminUsername, password: s.adminPassword } });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`admin login failed: ${res.status()}`);
  return body.token;
}

/** Stores events through POST /api/ingest/{kind}; returns {accepted, duplicates}. */
export async function ingest(request: APIRequestContext, kind: IngestKind, events: object[]): Promise<{ accepted: number; duplicates: number }> {
  const { baseURL } = readState();
  if (!ingestKey) {
    const res = await request.post(`${baseURL}/api/admin/ingest-keys`, {
      headers: { Authorization: `Bearer ${await adminToken(request, baseURL)}` },
      data: { name: `e2e seed ${Date.now()}` },
    });
    const body = (await res.json()) as { key?: string; error?: string };
    if (!body.key) throw new Error(`Could not create an ingest key: ${res.status()} ${body.error}`);
    ingestKey = body.key;
  }
  const res = await request.post(`${baseURL}/api/ingest/${kind}`, { headers: { 'X-Ingest-Key': ingestKey }, data: events });
  const body = (await res.json()) as { accepted?: number; duplicates?: number; error?: string };
  if (!res.ok()) throw new Error(`Ingest of ${kind} failed: ${res.status()} ${JSON.stringify(body)}`);
  return { accepted: body.accepted ?? 0, duplicates: body.duplicates ?? 0 };
}

/** Makes the fake game platform answer normally, fail with 500s, or hang. */
export async function setPlatformMode(request: APIRequestContext, mode: 'ok' | 'fail' | 'slow'): Promise<void> {
  const res = await request.post(`${readState().platformUrl}/__mode`, { data: { mode } });
  if (res.status() !== 204) throw new Error(`Could not switch the fake platform to ${mode}`);
}

/** A player report as a game sends it: `reporter` reports `reported` from game server `serverId` of one place. */
export const reportEvent = (
  serverId: string,
  reporter: { userId: number; name: string },
  reported: { userId: number; name: string },
  category: string,
  text: string,
  date: string,
) => ({
  reporterId: reporter.userId,
  reporterName: reporter.name,
  reportedId: reported.userId,
  reportedName: reported.name,
  category,
  text,
  serverId,
  placeId: '4924922222',
  date,
});
