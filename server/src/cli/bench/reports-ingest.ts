// Report ingest against chat ingest, per event, as a game server sends both: 1,000-event batches
// over HTTP with an ingest key, one after another, to the bench's running server. Rounds of chat
// batches and report batches alternate, so a drifting machine weighs on both sides alike. Every
// event is new: chat lines and reports from one game server, after the dataset's data, among the
// same 200 players (a server's population: who talks is who reports and is reported). Each
// batch adds to existing queue rows and pairs as well as making new ones; every reporter stays
// under the daily allowance. The shape matters: an index keyed by a player takes a page per
// player a batch names, and a report has two such indexes (reporter, reported) where a chat line
// has one, so reports among more players than the chat cost more pages per event.
import { newIngestKey } from './server-process';

export const INGEST_BATCH = 1000;
const BATCHES_PER_ROUND = 5;
const ROUNDS = 3;

export interface ReportIngestRate {
  chatPerSecond: number;
  reportsPerSecond: number;
  events: number;
}

let sent = 0;
const JOB = 'bench-job-00000000-0000-4000-8000-000000000001';

function chatBatch(): unknown[] {
  const base = Date.UTC(2027, 1, 1) + (sent += 1) * INGEST_BATCH * 1000 + Math.floor(Math.random() * 1e9) * 1000;
  return Array.from({ length: INGEST_BATCH }, (_, i) => ({
    userId: 810_000_000 + (i % 200),
    name: `Talker${i % 200}`,
    message: `anyone trading a red sparkle for robux ${i}`,
    timestamp: base + i * 1000,
    serverId: JOB,
    placeId: '1818',
  }));
}

function reportBatch(): unknown[] {
  const base = Date.UTC(2027, 1, 1) + (sent += 1) * INGEST_BATCH * 1000 + Math.floor(Math.random() * 1e9) * 1000;
  return Array.from({ length: INGEST_BATCH }, (_, i) => ({
    // (7i + 1) and i never meet modulo 200: nobody reports themselves.
    reporterId: 810_000_000 + (i % 200),
    reporterName: `Talker${i % 200}`,
    reportedId: 810_000_000 + ((i * 7 + 1) % 200),
    reportedName: `Talker${(i * 7 + 1) % 200}`,
    category: (['scam', 'harassment', 'exploiting', 'inappropriate', 'other'] as const)[i % 5],
    text: `asked me to send first and left ${i}`,
    date: new Date(base + i * 1000).toISOString(),
    serverId: JOB,
    placeId: '1818',
  }));
}

async function post(baseUrl: string, key: string, kind: 'chat' | 'reports', body: unknown[]): Promise<void> {
  const res = await fetch(`${baseUrl}/api/ingest/${kind}`, {
    method: 'POST',
    headers: { 'x-ingest-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { accepted?: number };
  if (res.status !== 200 || answer.accepted !== body.length) throw new Error(`bench ${kind} ingest: ${res.status} ${JSON.stringify(answer)}`);
}

/** Seconds to send `batches` batches of `kind` one after another (each made before the clock starts). */
async function timed(baseUrl: string, key: string, kind: 'chat' | 'reports', batches: number): Promise<number> {
  const bodies = Array.from({ length: batches }, () => (kind === 'chat' ? chatBatch() : reportBatch()));
  const start = performance.now();
  for (const body of bodies) await post(baseUrl, key, kind, body);
  return (performance.now() - start) / 1000;
}

export async function measureReportIngest(baseUrl: string, adminToken: string): Promise<ReportIngestRate> {
  const key = await newIngestKey(baseUrl, adminToken);
  // Warm-up: the ingest thread started, statements prepared, the rules cached.
  await timed(baseUrl, key, 'chat', 2);
  await timed(baseUrl, key, 'reports', 2);
  const seconds = { chat: 0, reports: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    seconds.chat += await timed(baseUrl, key, 'chat', BATCHES_PER_ROUND);
    seconds.reports += await timed(baseUrl, key, 'reports', BATCHES_PER_ROUND);
  }
  const events = ROUNDS * BATCHES_PER_ROUND * INGEST_BATCH;
  return { chatPerSecond: events / seconds.chat, reportsPerSecond: events / seconds.reports, events };
}
