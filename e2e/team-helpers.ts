// What the Team specs share: staff members doing known work through the real API — sanctions of
// each type, reports resolved, a case opened and closed, and a ban lifted on appeal by another.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Api, StaffUser } from './fixtures';
import { freshUserId } from './moderator-helpers';
import { ingest, reportEvent } from './seed';

export interface Staff {
  user: StaffUser;
  token: string;
}

/** What one staff member is to do; every field defaults to none. */
export interface Work {
  warnings?: number;
  mutes?: number;
  bans?: number;
  /** Players whose reports (two each, received minutes ago) they resolve. */
  reportedPlayers?: number;
  cases?: number;
}

async function call(request: APIRequestContext, token: string, method: 'get' | 'post' | 'patch', path: string, data?: object) {
  const res = await request[method](path, { headers: { Authorization: `Bearer ${token}` }, data });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${res.status()} ${JSON.stringify(body)}`);
  return body;
}

/** A moderator who may ban and decide appeals, with a display name. */
export async function staffMember(api: Api, displayName?: string): Promise<Staff> {
  const user = await api.createUser({ role: 'user', permissions: ['ban_players', 'review_appeals'], displayName });
  return { user, token: await api.tokenFor(user) };
}

async function player(request: APIRequestContext) {
  const p = { userId: freshUserId(), name: `Tm${randomBytes(3).toString('hex')}` };
  await ingest(request, 'players', [{ userId: p.userId, username: p.name, value: 1_000, bux: 100, level: 3, items: 4 }]);
  return p;
}

/** Issues a sanction of `type` to a new player; its id and appeal code. */
async function sanction(request: APIRequestContext, staff: Staff, type: 'warn' | 'mute' | 'ban') {
  const p = await player(request);
  const duration = type === 'warn' ? {} : { durationSeconds: 7 * 86_400 };
  const body = await call(request, staff.token, 'post', `/api/players/${p.userId}/sanctions`, { type, reason: 'Scamming in trades', ...duration });
  const s = body.sanction as { _id: string; appealCode?: string };
  return { player: p, id: s._id, appealCode: s.appealCode ?? '' };
}

export async function doWork(request: APIRequestContext, staff: Staff, work: Work): Promise<void> {
  for (let i = 0; i < (work.warnings ?? 0); i++) await sanction(request, staff, 'warn');
  for (let i = 0; i < (work.mutes ?? 0); i++) await sanction(request, staff, 'mute');
  for (let i = 0; i < (work.bans ?? 0); i++) await sanction(request, staff, 'ban');
  for (let i = 0; i < (work.reportedPlayers ?? 0); i++) {
    const reported = await player(request);
    const serverId = `e2e-team-${randomBytes(3).toString('hex')}`;
    const at = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    await ingest(request, 'reports', [
      reportEvent(serverId, { userId: freshUserId(), name: 'Witness1' }, reported, 'scam', 'took my items and left', at(20 + i * 15)),
      reportEvent(serverId, { userId: freshUserId(), name: 'Witness2' }, reported, 'scam', 'same here', at(10 + i * 15)),
    ]);
    await call(request, staff.token, 'post', '/api/reports/resolve', { reportedId: reported.userId, action: 'dismissed', reason: 'Nothing in the logs' });
  }
  for (let i = 0; i < (work.cases ?? 0); i++) {
    const created = (await call(request, staff.token, 'post', '/api/cases', { title: `Trade scam ring ${i + 1}` })).case as { _id: string };
    await call(request, staff.token, 'patch', `/api/cases/${created._id}`, { status: 'closed', resolution: 'Banned the ring leader' });
  }
}

/** `issuer` bans a player, who appeals; `reviewer` lifts the ban (an overturned sanction of the issuer's). */
export async function banLiftedOnAppeal(request: APIRequestContext, issuer: Staff, reviewer: Staff): Promise<void> {
  const ban = await sanction(request, issuer, 'ban');
  const address = `198.51.100.${1 + (randomBytes(1)[0]! % 254)}`;
  const res = await request.post('/api/appeals', {
    headers: { 'X-Forwarded-For': address },
    data: { code: ban.appealCode, text: 'Please look at this ban again, I think it was a mistake.' },
  });
  if (res.status() !== 201) throw new Error(`Could not appeal: ${res.status()} ${await res.text()}`);
  const open = (await call(request, reviewer.token, 'get', '/api/appeals?status=open&limit=200')) as { appeals: { _id: string; userId: number }[] };
  const appeal = open.appeals.find((a) => a.userId === ban.player.userId);
  if (!appeal) throw new Error(`The appeal of ${ban.player.userId} is not open`);
  await call(request, reviewer.token, 'post', `/api/appeals/${appeal._id}/decide`, { decision: 'lifted', publicAnswer: 'The trade was agreed.' });
}
