// The hostile group of `npm run bench`: the ordinary screens timed while one staff member keeps
// sending requests meant to keep the server busy, then each kind of such request as one burst.
import type { Database, Engine } from '../../db/database';
import { appealLookupFlood, LOOKUP_WAVE, WAVE_EVERY_MS } from './appeal-lookups';
import { HOSTILE_GOAL_MS, hostileLoad, REST_MS, runHostile, UNDER_LOAD } from './hostile';
import type { Report } from './report';
import type { Scenario } from './scenarios';
import { getJson, staffTokens } from './server-process';
import { ms, timeMany } from './stats';
import { describeWatchIngest, HEALTH_GOAL_MS, RATE_GOAL, runWatchIngest } from './watch-ingest';

const log = (line: string) => console.log(line);

/** One screen request every 60 ms: quicker than a person, slower than the per-user limit (20 a second). */
const SCREEN_INTERVAL_MS = 60;

/** The hostile group: bursts a signed-in user can send, then the screens' goals while such requests keep coming. */
export async function benchHostile(
  baseUrl: string,
  token: string,
  password: string,
  engine: Engine,
  scenarios: Scenario[],
  runs: number,
  report: Report,
  database?: Database,
  restMs = REST_MS,
  /** Where the flood of appeal look-ups is sent: the appeal page's own process (SERVE=appeals), or the console's. */
  appealPageUrl = baseUrl,
) {
  // Each run's sign-in burst leaves failed attempts from this machine's one address: forgotten
  // here, or the fifth run within 15 minutes could not sign its own staff in.
  if (database) await database.db.deleteFrom('login_failures').execute();
  const { totalPages } = (await getJson(baseUrl, '/api/chat?page=1&limit=100', token)) as { totalPages: number };
  // The hostile requests come from a staff member of their own (the 'user' role), as they would in
  // use: per-user limits then fall on them, not on the administrator the screens are timed as.
  const [hostileToken] = await staffTokens(baseUrl, token, 1, password, 'bench-hostile');
  const ctx = { baseUrl, token: hostileToken!, chatPages: Math.max(1, totalPages), restMs };
  const load = hostileLoad(ctx);
  try {
    for (const scenario of UNDER_LOAD(scenarios)) {
      // At a reader's pace, within the per-user limit the hostile user runs into.
      const timing = await timeMany(scenario.run, runs, undefined, SCREEN_INTERVAL_MS);
      const name = `${scenario.name}, while hostile requests run`;
      report.rows.push({ scenario: name, engine, timing });
      report.goals.push({ goal: `${name}: p95 ≤ ${scenario.goalMs} ms`, engine, figure: `${ms(timing.p95)} ms`, met: timing.p95 <= scenario.goalMs! });
      log(`${engine.padEnd(8)} ${name.padEnd(70)} p95 ${ms(timing.p95)}`);
    }
  } finally {
    await load.stop();
  }
  const target = `hostile${Date.now() % 100_000}`;
  const created = await fetch(`${baseUrl}/api/auth/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      username: target,
      password: `unguessable-${Math.random()}`,
      role: 'guest',
      permissions: [],
      active: true,
      displayName: target,
      email: '',
    }),
  });
  if (!created.ok) throw new Error(`bench could not create the sign-in target: ${created.status} ${await created.text()}`);
  const results = await runHostile(ctx, target);
  if (database) await benchAppealLookups(appealPageUrl, engine, scenarios, runs, report, database);
  // Watch rules: a burst of creations during an ingest, then batches timed with 2,000 rules and with none.
  const watch = database ? await runWatchIngest(baseUrl, token, password, database, Math.max(10, runs), restMs) : null;
  if (watch) results.push(watch.burst);
  for (const result of results) {
    const note = Object.entries(result.statuses)
      .map(([status, n]) => `${status === '0' ? 'failed' : status}×${n}`)
      .join(', ');
    report.rows.push({ scenario: result.name, engine, timing: result.timing, note });
    report.goals.push({
      goal: `${result.name}: every request answered or refused, p95 ≤ ${HOSTILE_GOAL_MS} ms`,
      engine,
      figure: `${ms(result.timing.p95)} ms (${note})`,
      met: result.timing.p95 <= HOSTILE_GOAL_MS && !result.statuses['0'] && !Object.keys(result.statuses).some((s) => Number(s) >= 500 && s !== '503'),
    });
    log(`${engine.padEnd(8)} ${result.name.padEnd(70)} p95 ${ms(result.timing.p95).padStart(7)}  ${note}`);
  }
  if (!watch) return;
  log(describeWatchIngest(engine, watch));
  const share = watch.rateWatched / watch.rateNone;
  report.goals.push({
    goal: `a 1,000-line chat batch with 2,000 watch rules (100 of one user matching every line) ≥ ${100 * RATE_GOAL} % of its rate with none`,
    engine,
    figure: `${Math.round(watch.rateWatched).toLocaleString('en-US')} vs ${Math.round(watch.rateNone).toLocaleString('en-US')} lines/s = ${Math.round(100 * share)} % (${watch.alertsPerBatch} alert rows a batch, ${watch.overBudget.toLocaleString('en-US')} matches over budget)`,
    met: share >= RATE_GOAL,
  });
  report.goals.push({
    goal: `/api/health while those batches are ingested: p95 ≤ ${HEALTH_GOAL_MS} ms`,
    engine,
    figure: `${ms(watch.health.p95)} ms (${watch.health.n} requests; ${ms(watch.healthNone.p95)} ms during the same batches without rules)`,
    met: watch.health.p95 <= HEALTH_GOAL_MS,
  });
}

/** Waves of 1,000 look-ups of appeal codes from as many addresses, while the staff screens (and the appeals queue) are timed. */
async function benchAppealLookups(appealPageUrl: string, engine: Engine, scenarios: Scenario[], runs: number, report: Report, database: Database) {
  const screens = [...UNDER_LOAD(scenarios), ...scenarios.filter((s) => s.name.startsWith('appeals: queue, open, first page'))];
  const flood = await appealLookupFlood(appealPageUrl, database, screens, runs, SCREEN_INTERVAL_MS);
  for (const { scenario, timing } of flood.screens) {
    const name = `${scenario.name}, while appeal codes are looked up`;
    report.rows.push({ scenario: name, engine, timing });
    report.goals.push({ goal: `${name}: p95 ≤ ${scenario.goalMs} ms`, engine, figure: `${ms(timing.p95)} ms`, met: timing.p95 <= scenario.goalMs! });
    log(`${engine.padEnd(8)} ${name.padEnd(70)} p95 ${ms(timing.p95)}`);
  }
  const note = Object.entries(flood.statuses)
    .map(([status, n]) => `${status === '0' ? 'failed' : status}×${n}`)
    .join(', ');
  const name = `public: appeal code look-ups, ${LOOKUP_WAVE.toLocaleString('en-US')} at once from as many addresses every ${WAVE_EVERY_MS / 1000} s (${flood.waves} waves)`;
  report.rows.push({ scenario: name, engine, timing: flood.lookups, note });
  report.goals.push({
    goal: `${name}: every look-up answered or refused, p95 ≤ ${HOSTILE_GOAL_MS} ms`,
    engine,
    figure: `${ms(flood.lookups.p95)} ms (${note})`,
    met: flood.lookups.p95 <= HOSTILE_GOAL_MS && !flood.statuses['0'] && !Object.keys(flood.statuses).some((s) => Number(s) >= 500),
  });
  log(`${engine.padEnd(8)} ${name.padEnd(70)} p95 ${ms(flood.lookups.p95).padStart(7)}  ${note}`);
}
