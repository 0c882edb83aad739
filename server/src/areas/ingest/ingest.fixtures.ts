// Test helpers for ingestion: the sample files in ./samples, an ingest key made
// through the admin API, and a POST to the ingest API.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { IngestKind } from '@staff-console/domain';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/database';
import { createTestApp, type TestApp } from '../../test/harness';

export const SAMPLES_DIR = fileURLToPath(new URL('./samples/', import.meta.url));

export const SAMPLE_FILES: Record<IngestKind, string> = {
  chat: 'chat.mongoexport.json',
  trades: 'trades.ndjson',
  marketplace: 'marketplace.json',
  players: 'players.ndjson',
};

/** A sample's events: a JSON array, or one JSON document a line. */
export function readSample(kind: IngestKind): unknown[] {
  const text = readFileSync(SAMPLES_DIR + SAMPLE_FILES[kind], 'utf8').trim();
  if (text.startsWith('[')) return JSON.parse(text) as unknown[];
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as unknown);
}

export async function createIngestKey(t: TestApp, name = 'game-server-1'): Promise<{ id: string; key: string }> {
  const res = await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name } });
  if (res.statusCode !== 201) throw new Error(`creating an ingest key failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ id: string; key: string }>();
  return { id: body.id, key: body.key };
}

/** A test app on `engine` with an ingest key made through its admin API: the setup of the tests that post events. */
export async function createIngestingApp(engine: Engine): Promise<{ t: TestApp; key: string }> {
  const t = await createTestApp(engine);
  return { t, key: (await createIngestKey(t)).key };
}

export function postEvents(
  t: TestApp,
  kind: string,
  key: string | null,
  events: unknown,
  options: { ndjson?: boolean; contentType?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (key !== null) headers['x-ingest-key'] = key;
  let body = events;
  if (options.ndjson) {
    headers['content-type'] = 'application/x-ndjson';
    body = Array.isArray(events) ? events.map((e) => JSON.stringify(e)).join('\n') + '\n' : events;
  } else if (options.contentType) {
    headers['content-type'] = options.contentType;
  }
  return t.request('POST', `/api/ingest/${kind}`, { body, headers });
}

export async function counters(database: Database): Promise<Record<string, number>> {
  const rows = await database.db.selectFrom('counters').select(['name', 'value']).execute();
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.value)]));
}

export async function countRows(database: Database, table: 'chat_messages' | 'trades' | 'marketplace' | 'players' | 'alerts'): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(database.db);
  return Number(rows[0]?.n ?? 0);
}

/** Chat rows in (timestamp, id) order with their flags. */
export async function chatFlags(database: Database): Promise<{ id: string; user_id: number; timestamp: number; hidden: number; filter_warning: number }[]> {
  const rows = await database.db
    .selectFrom('chat_messages')
    .select(['id', 'user_id', 'timestamp', 'hidden', 'filter_warning'])
    .orderBy('timestamp')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id), timestamp: Number(r.timestamp) }));
}
