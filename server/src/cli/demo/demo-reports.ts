// The demo's player reports, sent as a game sends them (POST /api/ingest/reports, with an ingest key
// of the demo's own): a few players reported by several others just after something they said, each
// report in the game server of that line (so 'the chat before the report' shows it), and one player
// who reports everyone (past 20 a day their reports are kept as excess and raise no priority).
import type { FastifyInstance } from 'fastify';
import { REPORT_LIMITS, type ReportCategory } from '@staff-console/domain';

export interface DemoReports {
  reports: number;
  players: number;
}

const SUSPECTS = 6;
/** Reports the over-eager reporter sends in one day: past the daily allowance on purpose. */
const EAGER_REPORTS = REPORT_LIMITS.perReporterPerDay + 5;
const MINUTE = 60_000;

const TEXTS: Record<ReportCategory, string> = {
  scam: 'Asked me to send my items first and left without sending anything back.',
  harassment: 'Keeps following me around and insulting me in chat.',
  exploiting: 'Flying through walls near the vault.',
  inappropriate: 'Said something really inappropriate in chat.',
  other: 'Something is off with this player.',
};
const CATEGORIES = Object.keys(TEXTS) as ReportCategory[];

async function call<T>(app: FastifyInstance, method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: unknown): Promise<T> {
  const res = await app.inject({ method, url, headers, ...(body !== undefined ? { payload: body as object } : {}) });
  if (res.statusCode >= 300) throw new Error(`demo reports: ${method} ${url} answered ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

export async function seedReports(app: FastifyInstance, username: string, password: string): Promise<DemoReports> {
  const { token } = await call<{ token: string }>(app, 'POST', '/api/auth/login', {}, { username, password });
  const { key } = await call<{ key: string }>(app, 'POST', '/api/admin/ingest-keys', { authorization: `Bearer ${token}` }, { name: 'Demo game' });
  // The latest line of each of the most recent speakers who said it in a known game server.
  const lines = await app.deps.db
    .selectFrom('chat_messages')
    .select(['user_id', 'name', 'timestamp', 'server_id', 'place_id'])
    .where('server_id', 'is not', null)
    .where('hidden', '=', 0)
    .orderBy('timestamp', 'desc')
    .limit(2000)
    .execute();
  const latest = new Map<number, (typeof lines)[number]>();
  for (const line of lines) if (!latest.has(Number(line.user_id))) latest.set(Number(line.user_id), line);
  const speakers = [...latest.values()];
  const suspects = speakers.slice(0, SUSPECTS);
  const reporters = speakers.slice(SUSPECTS);
  if (suspects.length < SUSPECTS || reporters.length < EAGER_REPORTS + 1) return { reports: 0, players: 0 };

  const events: object[] = [];
  const report = (reporter: (typeof lines)[number], reported: (typeof lines)[number], category: ReportCategory, at: number) =>
    events.push({
      reporterId: Number(reporter.user_id),
      reporterName: reporter.name,
      reportedId: Number(reported.user_id),
      reportedName: reported.name,
      category,
      text: TEXTS[category],
      serverId: reported.server_id,
      ...(reported.place_id ? { placeId: reported.place_id } : {}),
      date: new Date(at).toISOString(),
    });
  // Suspect i is reported by 7 − i players (the first by seven, the last by two), just after their line.
  suspects.forEach((suspect, i) => {
    for (let k = 0; k < SUSPECTS + 1 - i; k += 1)
      report(reporters[(i * 3 + k) % reporters.length]!, suspect, CATEGORIES[(i + (k % 2)) % CATEGORIES.length]!, Number(suspect.timestamp) + (k + 1) * MINUTE);
  });
  // One player reports everyone they meet: 25 reports within a few hours, the last 5 kept as excess.
  const eager = reporters.at(-1)!;
  const newest = Number(lines[0]!.timestamp);
  reporters.slice(0, EAGER_REPORTS).forEach((reported, k) => report(eager, reported, 'other', newest - (EAGER_REPORTS - k) * 10 * MINUTE));
  const stored = await call<{ accepted: number }>(app, 'POST', '/api/ingest/reports', { 'x-ingest-key': key }, events);
  return { reports: stored.accepted, players: new Set(events.map((e) => (e as { reportedId: number }).reportedId)).size };
}
