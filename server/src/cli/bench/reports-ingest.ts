// Report ingest against chat ingest, per event, as a game server sends both: 1,000-event batches
// over HTTP with an ingest key, one after another, to the bench's running server. Rounds of chat
// batches and report batches alternate, so a drifting machine weighs on both sides alike. Every
// event is new: chat lines and reports from a game server, after the dataset's data; the reports
// name 200 players reported by 500 reporters (each under the daily allowance), so each batch adds
// to existing queue rows and pairs as well as making new ones.
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
    reporterId: 820_000_000 + (i % 500),
    reporterName: `Witness${i % 500}`,
    reportedId: 830_000_000 + ((i * 7) % 200),
    reportedName: `Suspect${(i * 7) % 200}`,
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
