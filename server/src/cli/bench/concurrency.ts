// Fifty staff clients (chat search, trade sort, marketplace search, leaderboards) for a fixed time
// while game servers post a 1,000-event chat batch every second (86 million messages a day, far
// past a busy game); afterwards every acknowledged event must be stored exactly once. The ingest
// is paced, not sent back to back: unpaced, its share of the server grew with every speed-up of
// ingest, and the clients' figures measured the ingest's speed instead of theirs. How fast the
// server can ingest is the ingest groups' measure.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { eventStreams } from '../demo/demo-data';
import { DATA_SEED, SCALES } from './datasets';
import { summarize, type Timing } from './stats';
import { getJson } from './server-process';

export interface ConcurrencyResult {
  seconds: number;
  clients: number;
  requests: number;
  throughput: number;
  errors: number;
  errorSamples: string[];
  byKind: Record<string, Timing>;
  ingested: number;
  ingestBatches: number;
  storedOnce: boolean;
  stored: number;
}

const KINDS = ['chat search', 'trade sort', 'marketplace search', 'leaderboards'] as const;

function requestFor(kind: (typeof KINDS)[number], i: number, terms: { rare: string; common: string; itemFragment: string; busy: string }): string {
  switch (kind) {
    case 'chat search':
      return `/api/chat?page=1&limit=100&search=${encodeURIComponent([terms.rare, terms.common, terms.busy][i % 3]!)}`;
    case 'trade sort':
      return `/api/trades?skip=0&count=100&sortBy=${['date', 'value', 'profit'][i % 3]}&sortOrder=${i % 2 ? 'asc' : 'desc'}`;
    case 'marketplace search':
      return `/api/marketplace?skip=0&count=100&searchType=itemName&searchQuery=${encodeURIComponent(terms.itemFragment)}`;
    case 'leaderboards':
      return `/api/leaderboards/${['Value', 'Bux', 'Levels', 'ItemAmount'][i % 4]}?skip=0&count=100`;
  }
}

/** One 1,000-event batch this often. */
const INGEST_EVERY_MS = 1000;

/** Staff members the clients sign in as (client c is member c mod STAFF). */
export const STAFF = 10;

export async function runConcurrency(options: {
  baseUrl: string;
  /** One token per staff member; the clients take turns among them. */
  tokens: readonly string[];
  ingestKey: string;
  database: Database;
  clients: number;
  /** How long the clients work, or until `stop` settles if it settles first. */
  seconds: number;
  stop?: Promise<unknown>;
  terms: { rare: string; common: string; itemFragment: string; busy: string };
}): Promise<ConcurrencyResult> {
  const { baseUrl, tokens } = options;
  let until = Date.now() + options.seconds * 1000;
  const stop = () => (until = 0);
  options.stop?.then(stop, stop);
  const samples: Record<string, number[]> = Object.fromEntries(KINDS.map((k) => [k, []]));
  const errorSamples: string[] = [];
  let errors = 0;

  const client = async (c: number) => {
    for (let i = c; Date.now() < until; i += options.clients) {
      const kind = KINDS[i % KINDS.length]!;
      const url = requestFor(kind, Math.floor(i / KINDS.length), options.terms);
      const start = performance.now();
      try {
        // As the web app does, a total still being counted is asked for again (getJson).
        await getJson(baseUrl, url, tokens[c % tokens.length]!);
        samples[kind]!.push(performance.now() - start);
      } catch (error) {
        errors += 1;
        if (errorSamples.length < 5) errorSamples.push(String(error));
      }
    }
  };

  const acknowledged: string[] = [];
  let batches = 0;
  const live = eventStreams(SCALES.full, { seed: DATA_SEED + 1, endAt: Date.now() });
  const ingest = async () => {
    let n = 0;
    const began = Date.now();
    while (Date.now() < until) {
      const due = began + batches * INGEST_EVERY_MS;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      const events = Array.from({ length: 1000 }, () => {
        const id =
          Math.floor(Date.now() / 1000)
            .toString(16)
            .padStart(8, '0') + randomBytes(8).toString('hex');
        n += 1;
        // Lines like the dataset's (its players, words and languages): the newest messages a search
        // walks first must match as often as older ones, or every later search scenario runs on a
        // log whose top is millions of lines no search finds.
        const line = live.chat(n) as { userId: number; name: string; message: string };
        return { _id: id, userId: line.userId, name: line.name, message: line.message, timestamp: new Date().toISOString() };
      });
      // Re-send until acknowledged: the ingest API is idempotent by _id.
      for (let attempt = 0; ; attempt += 1) {
        try {
          const res = await fetch(`${baseUrl}/api/ingest/chat`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-ingest-key': options.ingestKey },
            body: JSON.stringify(events),
          });
          const body = (await res.json()) as { success: boolean; error?: string };
          if (res.ok && body.success) break;
          throw new Error(`ingest ${res.status} ${body.error}`);
        } catch (error) {
          errors += 1;
          if (errorSamples.length < 5) errorSamples.push(String(error));
          if (attempt > 5) throw error;
        }
      }
      batches += 1;
      acknowledged.push(...events.map((e) => e._id));
    }
  };

  const started = performance.now();
  await Promise.all([...Array.from({ length: options.clients }, (_, c) => client(c)), ingest()]);
  const seconds = (performance.now() - started) / 1000;

  let stored = 0;
  for (let i = 0; i < acknowledged.length; i += 1000) {
    const chunk = acknowledged.slice(i, i + 1000);
    const row = await sql<{ n: number }>`SELECT count(*) AS n FROM chat_messages WHERE id IN (${sql.join(chunk)})`.execute(options.database.db);
    stored += Number(row.rows[0]?.n ?? 0);
  }
  const requests = Object.values(samples).reduce((n, s) => n + s.length, 0);
  return {
    seconds,
    clients: options.clients,
    requests,
    throughput: requests / seconds,
    errors,
    errorSamples,
    byKind: Object.fromEntries(Object.entries(samples).map(([k, s]) => [k, summarize(s)])),
    ingested: acknowledged.length,
    ingestBatches: batches,
    stored,
    storedOnce: stored === acknowledged.length,
  };
}

/** The staff clients' goals: at least 100 requests a second, and every kind's p95 at most 1.5 s. */
export function concurrencyGoals(label: string, engine: string, result: ConcurrencyResult) {
  const slowest = Math.max(...Object.values(result.byKind).map((t) => t.p95));
  return [
    { goal: `${label}: ≥ 100 requests/s`, engine, figure: `${result.throughput.toFixed(0)}/s`, met: result.throughput >= 100 },
    { goal: `${label}: every kind's p95 ≤ 1,500 ms`, engine, figure: `${slowest.toFixed(0)} ms`, met: slowest <= 1_500 },
  ];
}
