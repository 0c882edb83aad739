// The hostile group's watch-rule scenarios: one staff member creates 100 watch rules at once
// through the API while a 1,000-line chat batch is ingested; then 1,000-line batches are timed with
// 2,000 rules in all (that member's 100 matching every line, 1,900 shared rules on distinct
// 100-character terms) against the same batches with the rules turned off, in three rounds of
// each, with /api/health polled meanwhile.
import { sql } from 'kysely';
import { WATCH_LIMITS } from '@staff-console/domain';
import type { Database, Engine } from '../../db/database';
import { insertWatchRules, watchRuleRow } from '../../db/fixtures/watch-rules.fixtures';
import type { HostileBurst } from './hostile';
import { login, newIngestKey } from './server-process';
import { summarize, type Timing } from './stats';

export const BATCH_LINES = 1000;
/** Goals: a batch keeps this share of its rate with the rules; /api/health answers within this p95. */
export const RATE_GOAL = 0.9;
export const HEALTH_GOAL_MS = 50;

const MODERATOR = 'bench-watcher';
const FILLER_PREFIX = 'bw';
const LINE = 'selling cheap limiteds dm me for robux';
/** 100 distinct pieces of LINE (4 to 9 characters, no space at either end): each occurs in every line. */
const HOSTILE_TERMS = [...new Set(Array.from({ length: LINE.length }, (_, at) => [4, 5, 6, 7, 8, 9].map((n) => LINE.slice(at, at + n))).flat())]
  .filter((term) => term.length >= 4 && term.trim() === term)
  .slice(0, WATCH_LIMITS.rulesPerUser);

export interface WatchIngestResult {
  burst: HostileBurst;
  /** Lines per second without enabled rules and with 2,000. */
  rateNone: number;
  rateWatched: number;
  health: Timing;
  /** /api/health during the batches without rules, for comparison. */
  healthNone: Timing;
  alertsPerBatch: number;
  overBudget: number;
}

let batchNumber = 0;
/** 1,000 lines from 200 players, each line different, all after the dataset's data. */
function chatBatch(): unknown[] {
  const base = Date.UTC(2027, 0, 1) + (batchNumber += 1) * BATCH_LINES * 1000 + Math.floor(Math.random() * 1e9) * 1000;
  return Array.from({ length: BATCH_LINES }, (_, i) => ({
    userId: 800_000_000 + (i % 200),
    name: `Seller${i % 200}`,
    message: `${LINE} ${i}`,
    timestamp: base + i * 1000,
  }));
}

async function send(baseUrl: string, path: string, init: RequestInit): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  try {
    const res = await fetch(baseUrl + path, init);
    await res.arrayBuffer();
    return { ms: performance.now() - start, status: res.status };
  } catch {
    return { ms: performance.now() - start, status: 0 };
  }
}

const ingest = (baseUrl: string, key: string) =>
  send(baseUrl, '/api/ingest/chat', {
    method: 'POST',
    headers: { 'x-ingest-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(chatBatch()),
  });

/** Lines per second over `batches` batches sent one after another, with /api/health asked every 10 ms meanwhile. */
async function timeBatches(baseUrl: string, key: string, batches: number, health: number[]): Promise<number> {
  let running = true;
  const poll = (async () => {
    while (running) {
      health.push((await send(baseUrl, '/api/health', {})).ms);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const start = performance.now();
  for (let i = 0; i < batches; i += 1) {
    const sent = await ingest(baseUrl, key);
    if (sent.status !== 200) throw new Error(`bench ingest failed: ${sent.status}`);
  }
  const seconds = (performance.now() - start) / 1000;
  running = false;
  await poll;
  return (batches * BATCH_LINES) / seconds;
}

async function moderatorToken(baseUrl: string, adminToken: string, password: string): Promise<string> {
  const created = await fetch(`${baseUrl}/api/auth/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      username: MODERATOR,
      password,
      role: 'user',
      permissions: ['view_chat', 'moderate'],
      active: true,
      displayName: MODERATOR,
      email: '',
    }),
  });
  if (!created.ok && created.status !== 409) throw new Error(`bench could not create ${MODERATOR}: ${created.status} ${await created.text()}`);
  return login(baseUrl, MODERATOR, password);
}

/** Removes what an earlier run left: the moderator's rules and the filler rules (their alerts go with them). */
async function removeBenchRules(database: Database): Promise<void> {
  const moderator = await database.db.selectFrom('users').select('id').where('username', '=', MODERATOR).executeTakeFirst();
  if (moderator) await database.db.deleteFrom('watch_rules').where('created_by_id', '=', moderator.id).execute();
  await database.db.deleteFrom('watch_rules').where('id', 'like', `${FILLER_PREFIX}%`).execute();
  await sql`UPDATE watch_rules_version SET version = version + 1 WHERE id = 1`.execute(database.db);
}

/** Shared rules on distinct 100-character terms, up to 2,000 rules in all. */
async function addFiller(database: Database): Promise<void> {
  const present = Number(
    (
      await database.db
        .selectFrom('watch_rules')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const now = Date.now();
  const rows = Array.from({ length: WATCH_LIMITS.rulesInAll - present }, (_, i) => {
    const term = `watched phrase ${i} `.padEnd(100, 'abcdefghijklmnopqrstuvwxyz'[i % 26]);
    return watchRuleRow(
      { id: `${FILLER_PREFIX}${i.toString(16).padStart(22, '0')}`, name: `Bench filler ${i}`, kind: 'term', target: term, target_key: term, scopes: 'chat' },
      now,
    );
  });
  await insertWatchRules(database.db, rows);
}

const countAlerts = async (database: Database) =>
  Number(
    (
      await database.db
        .selectFrom('alerts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const overBudgetCount = async (database: Database) =>
  Number((await database.db.selectFrom('counters').select('value').where('name', '=', 'watch_alerts_over_budget').executeTakeFirst())?.value ?? 0);

/** Turns the bench's rules (the moderator's and the fillers) on or off; every process recompiles. */
async function setBenchRules(database: Database, enabled: 0 | 1): Promise<void> {
  const moderator = await database.db.selectFrom('users').select('id').where('username', '=', MODERATOR).executeTakeFirstOrThrow();
  await database.db
    .updateTable('watch_rules')
    .set({ enabled })
    .where((eb) => eb.or([eb('created_by_id', '=', moderator.id), eb('id', 'like', `${FILLER_PREFIX}%`)]))
    .execute();
  await sql`UPDATE watch_rules_version SET version = version + 1 WHERE id = 1`.execute(database.db);
}

/** Rounds of batches without rules and with them, one after the other, so a drifting machine weighs on both sides alike. */
const ROUNDS = 3;

export async function runWatchIngest(
  baseUrl: string,
  adminToken: string,
  password: string,
  database: Database,
  batches: number,
  restMs: number,
): Promise<WatchIngestResult> {
  await removeBenchRules(database);
  const key = await newIngestKey(baseUrl, adminToken);
  const token = await moderatorToken(baseUrl, adminToken, password);
  for (let i = 0; i < 2; i += 1) await ingest(baseUrl, key);
  // The allowances of the per-user limits refill before the burst.
  await new Promise((resolve) => setTimeout(resolve, restMs));

  // The burst: 100 rule creations at once by one staff member, a batch ingested meanwhile.
  const create = (term: string) =>
    send(baseUrl, '/api/watch-rules', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Watch ${term}`, kind: 'term', target: term }),
    });
  const [shots, batch] = await Promise.all([Promise.all(HOSTILE_TERMS.map(create)), ingest(baseUrl, key)]);
  const statuses: Record<string, number> = {};
  for (const s of shots) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  if (batch.status !== 200) statuses[`ingest ${batch.status}`] = 1;
  const burst = {
    name: `hostile: ${HOSTILE_TERMS.length} watch rules created by one user at once, a 1,000-line batch ingested meanwhile`,
    timing: summarize(shots.map((s) => s.ms)),
    statuses,
  };
  // What the per-user limit refused is created at a person's pace, so the next scenario has all 100.
  for (const [i, shot] of shots.entries()) {
    if (shot.status !== 429) continue;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await create(HOSTILE_TERMS[i]!);
  }
  await addFiller(database);

  // Batches without the rules and with them, in rounds; each side's rate is its lines over its time.
  const none: number[] = [];
  const health: number[] = [];
  const seconds = { none: 0, watched: 0 };
  let alerts = 0;
  let overBudget = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    await setBenchRules(database, 0);
    await ingest(baseUrl, key);
    seconds.none += (batches * BATCH_LINES) / (await timeBatches(baseUrl, key, batches, none));
    await setBenchRules(database, 1);
    // The first batch after a change compiles the automaton: not timed.
    await ingest(baseUrl, key);
    const alertsBefore = await countAlerts(database);
    const overBefore = await overBudgetCount(database);
    seconds.watched += (batches * BATCH_LINES) / (await timeBatches(baseUrl, key, batches, health));
    alerts += (await countAlerts(database)) - alertsBefore;
    overBudget += (await overBudgetCount(database)) - overBefore;
  }
  await removeBenchRules(database);
  const lines = ROUNDS * batches * BATCH_LINES;
  return {
    burst,
    rateNone: lines / seconds.none,
    rateWatched: lines / seconds.watched,
    health: summarize(health),
    healthNone: summarize(none),
    alertsPerBatch: Math.round(alerts / (ROUNDS * batches)),
    overBudget,
  };
}

export const describeWatchIngest = (engine: Engine, r: WatchIngestResult) =>
  `${engine.padEnd(8)} watch ingest: ${Math.round(r.rateNone)} lines/s without rules, ${Math.round(r.rateWatched)} with 2,000 (${Math.round((100 * r.rateWatched) / r.rateNone)} %), ` +
  `/api/health p95 ${r.health.p95.toFixed(1)} ms (${r.healthNone.p95.toFixed(1)} without rules), ${r.alertsPerBatch} alert rows a batch, ${r.overBudget} matches over budget`;
