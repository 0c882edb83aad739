// The benchmark's scenarios: each screen's queries through the real HTTP server, and — where an
// index does the work — the same query as a plain scan or unindexed sort, run on the same data.
import { sql } from 'kysely';
import { CATALOG } from '../demo/demo-catalog';
import { eventStreams } from '../demo/demo-data';
import { DATA_END_AT, DATA_SEED, SCALES, type Scale } from './datasets';
import { moderationScenarios } from './moderation-scenarios';
import { reportsScenarios } from './reports-scenarios';
import { appealsScenarios } from './appeals-scenarios';
import { chartsScenarios } from './charts-scenarios';
import { teamScenarios } from './team-scenarios';
import { getJson } from './server-process';

import type { Scenario, ScenarioContext } from './scenario-types';

export type { Scenario, ScenarioContext };

/** Terms chosen from the generator's own vocabulary, so every engine searches the same data. */
export function searchTerms(scale: Scale) {
  const players = eventStreams(SCALES[scale], { seed: DATA_SEED, endAt: DATA_END_AT }).players;
  // A name from the long tail (rarely active) with digits: few hits.
  const rare = [...players].reverse().find((p) => /\d{3}$/.test(p.name))?.name ?? players.at(-1)!.name;
  // A busy player at the head of the activity curve.
  const busy = players[3]!.name;
  const item = CATALOG[7]!.Name;
  // The generator's heavy player (one event in 200): the player page's worst case.
  const heavy = players[0]!;
  return { rare, common: 'trade', busy, heavy, item, itemFragment: item.slice(0, Math.max(4, Math.floor(item.length / 2))).toLowerCase() };
}

/** Common words of the generator's chat lines (each matches a large share of all messages). */
const COLD_TERMS = ['selling', 'anyone', 'offers', 'worth', 'value', 'scam', 'wants', 'double'];

const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

export async function buildScenarios(ctx: ScenarioContext): Promise<Scenario[]> {
  const { baseUrl, token, database } = ctx;
  const get = (url: string) => getJson(baseUrl, url, token);
  const db = database.db;
  const terms = searchTerms(ctx.scale);
  const pg = database.engine === 'postgres';
  const contains = (column: string, term: string) =>
    pg ? sql`strpos(lower(${sql.ref(column)}), ${term.toLowerCase()}) > 0` : sql`instr(lower(${sql.ref(column)}), ${term.toLowerCase()}) > 0`;
  const unindexed = (column: string) => (pg ? sql`${sql.ref(column)} + 0` : sql`+${sql.ref(column)}`);

  const first = (await get('/api/chat?page=1&limit=100')) as { totalPages: number; data: { timestamp: string }[] };
  const newest = Date.parse(first.data[0]?.timestamp ?? new Date(DATA_END_AT).toISOString());
  const dayWindow = { from: newest - 3 * 86_400_000, to: newest - 2 * 86_400_000 };
  const dayPages = ((await get(`/api/chat?${q({ page: 1, limit: 100, ...dayWindow })}`)) as { totalPages: number }).totalPages;
  // The same pages on every run of the bench (a small linear congruential generator).
  let seed = 20_261_125;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

  const chatScan = (term: string) => async () => {
    const where = sql`hidden = 0 AND (${contains('name', term)} OR ${contains('message', term)})`;
    await sql`SELECT id FROM chat_messages WHERE ${where} ORDER BY timestamp DESC, id DESC LIMIT 100`.execute(db);
    await sql`SELECT count(*) AS n FROM chat_messages WHERE ${where}`.execute(db);
  };
  const sortScan = (table: string, column: string) => async () => {
    await sql`SELECT * FROM ${sql.table(table)} ORDER BY ${unindexed(column)} DESC LIMIT 100`.execute(db);
  };
  const filterScan =
    (table: string, column: string, term: string, dateColumn = 'date') =>
    async () => {
      await sql`SELECT id FROM ${sql.table(table)} WHERE ${contains(column, term)} ORDER BY ${sql.ref(dateColumn)} DESC LIMIT 100`.execute(db);
      await sql`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${contains(column, term)}`.execute(db);
    };

  const scenarios: Scenario[] = [
    { name: 'chat: first page', goalMs: 30, run: () => get('/api/chat?page=1&limit=100') },
    { name: 'chat: last page', goalMs: 30, run: () => get(`/api/chat?page=${Math.max(1, first.totalPages)}&limit=100`) },
    // Any page of the list: a page far from both ends is found through the visible messages per hour.
    { name: 'chat: page 1,001 (100,000 rows deep)', goalMs: 100, run: () => get(`/api/chat?page=${Math.min(1001, Math.max(1, first.totalPages))}&limit=100`) },
    { name: 'chat: middle page', goalMs: 100, run: () => get(`/api/chat?page=${Math.max(1, Math.ceil(first.totalPages / 2))}&limit=100`) },
    { name: 'chat: a random page', goalMs: 100, run: () => get(`/api/chat?page=${1 + Math.floor(random() * Math.max(1, first.totalPages))}&limit=100`) },
    {
      name: 'chat: one-day window, middle page',
      goalMs: 100,
      run: () => get(`/api/chat?${q({ page: Math.max(1, Math.ceil(dayPages / 2)), limit: 100, ...dayWindow })}`),
    },
    {
      name: `chat: selective search "${terms.rare}"`,
      goalMs: pg ? 150 : 100,
      run: () => get(`/api/chat?${q({ page: 1, limit: 100, search: terms.rare })}`),
      baseline: { name: 'LIKE scan', run: chatScan(terms.rare) },
    },
    {
      name: `chat: common search "${terms.common}"`,
      goalMs: pg ? 150 : 100,
      run: () => get(`/api/chat?${q({ page: 1, limit: 100, search: terms.common })}`),
      baseline: { name: 'LIKE scan', run: chatScan(terms.common) },
    },
    { name: 'chat: one-day window', goalMs: 100, run: () => get(`/api/chat?${q({ page: 1, limit: 100, ...dayWindow })}`) },
    // The histogram over Chat Logs' results: 60 bars from the first to the last match.
    { name: `chat histogram: rare term "${terms.rare}"`, goalMs: 100, run: () => get(`/api/chat/histogram?${q({ search: terms.rare })}`) },
    { name: `chat histogram: common term "${terms.common}"`, goalMs: 300, run: () => get(`/api/chat/histogram?${q({ search: terms.common })}`) },
    { name: 'chat histogram: every message', goalMs: 100, run: () => get('/api/chat/histogram') },
    {
      // The server keeps exact totals of searches it has answered; a term asked for the first time
      // pays for its count. Each run here searches a different common word, so none is a repeat.
      name: 'chat: common search, first time (cold total)',
      cold: COLD_TERMS.length,
      run: (() => {
        let next = 0;
        return () => get(`/api/chat?${q({ page: 1, limit: 100, search: COLD_TERMS[next++ % COLD_TERMS.length]! })}`);
      })(),
    },
  ];

  for (const sortBy of ['date', 'value', 'profit'] as const) {
    for (const sortOrder of ['desc', 'asc'] as const) {
      const column = sortBy === 'date' ? 'date' : sortBy === 'value' ? 'total' : 'profit_loss';
      scenarios.push({
        name: `trades: first page by ${sortBy} ${sortOrder}`,
        goalMs: 50,
        run: () => get(`/api/trades?${q({ skip: 0, count: 100, sortBy, sortOrder })}`),
        ...(sortBy !== 'date' && sortOrder === 'desc' ? { baseline: { name: 'unindexed sort', run: sortScan('trades', column) } } : {}),
      });
    }
  }
  scenarios.push(
    { name: 'trades: player filter (sender)', goalMs: 50, run: () => get(`/api/trades?${q({ skip: 0, count: 100, sender: terms.busy })}`) },
    {
      name: `trades: item-name search "${terms.itemFragment}"`,
      goalMs: 150,
      run: () => get(`/api/trades?${q({ skip: 0, count: 100, itemName: terms.itemFragment })}`),
      baseline: { name: 'LIKE scan', run: filterScan('trades', 'item_names', terms.itemFragment) },
    },
    { name: 'marketplace: first page by date', goalMs: 50, run: () => get(`/api/marketplace?${q({ skip: 0, count: 100 })}`) },
    {
      name: 'marketplace: first page by price desc',
      goalMs: 50,
      run: () => get(`/api/marketplace?${q({ skip: 0, count: 100, sortBy: 'price', sortOrder: 'desc' })}`),
      baseline: { name: 'unindexed sort', run: sortScan('marketplace', 'price') },
    },
    {
      name: 'marketplace: player filter (seller)',
      goalMs: 50,
      run: () => get(`/api/marketplace?${q({ skip: 0, count: 100, searchQuery: terms.busy, searchType: 'seller' })}`),
    },
    {
      name: `marketplace: item-name search "${terms.itemFragment}"`,
      goalMs: 150,
      run: () => get(`/api/marketplace?${q({ skip: 0, count: 100, searchQuery: terms.itemFragment, searchType: 'itemName' })}`),
      baseline: { name: 'LIKE scan', run: filterScan('marketplace', 'item_name', terms.itemFragment) },
    },
    {
      name: 'leaderboards: top 100 by value',
      goalMs: 20,
      run: () => get('/api/leaderboards/Value?skip=0&count=100'),
      baseline: { name: 'unindexed sort', run: sortScan('players', 'value') },
    },
    {
      name: 'admin stats',
      goalMs: 50,
      run: () => get('/api/admin/stats'),
      baseline: {
        name: 'COUNT(*) per table',
        run: async () => {
          for (const table of ['chat_messages', 'trades', 'marketplace', 'players']) await sql`SELECT count(*) FROM ${sql.table(table)}`.execute(db);
        },
      },
    },
  );
  // The player page's scenarios run with the heavy player's notes and sanctions present (moderation-data.ts).
  scenarios.push(...(await playerScenarios(ctx, terms.heavy.userId)));
  scenarios.push(...(await moderationScenarios(ctx, terms.heavy.userId)));
  scenarios.push(...(await reportsScenarios(ctx)));
  scenarios.push(...(await appealsScenarios(ctx)));
  scenarios.push(...teamScenarios(ctx));
  scenarios.push(...chartsScenarios(ctx, terms.heavy.userId, terms.item));
  return scenarios;
}

/** The player page of the heaviest player: the timeline's first and a deep page, and the summary. */
async function playerScenarios(ctx: ScenarioContext, userId: number): Promise<Scenario[]> {
  const { baseUrl, token, database } = ctx;
  const get = (url: string) => getJson(baseUrl, url, token);
  const db = database.db;
  const pg = database.engine === 'postgres';
  const unindexed = (column: string) => (pg ? sql`${sql.ref(column)} + 0` : sql`+${sql.ref(column)}`);
  const summary = (await get(`/api/players/${userId}`)) as { player: { counts: Record<string, number> } };
  const events = Object.entries(summary.player.counts)
    .filter(([k]) => k !== 'lopsidedTrades')
    .reduce((n, [, v]) => n + v, 0);
  // A page deep in the timeline: walk a few pages older, then time that cursor's page.
  let page = (await get(`/api/players/${userId}/timeline?limit=50`)) as { data: { at: string; kind: string; id: string }[] };
  for (let i = 0; i < 20 && page.data.length === 50; i += 1) {
    const last = page.data.at(-1)!;
    page = (await get(`/api/players/${userId}/timeline?limit=50&before=${Date.parse(last.at)}.${last.kind}.${last.id}`)) as typeof page;
  }
  const deep = page.data.at(-1);
  const label = `${events.toLocaleString('en-US')} events`;
  return [
    {
      name: `player: timeline first page (heavy player, ${label})`,
      goalMs: 50,
      run: () => get(`/api/players/${userId}/timeline?limit=50`),
      baseline: {
        name: 'scans without the player indexes',
        run: async () => {
          await sql`SELECT id FROM chat_messages WHERE ${unindexed('user_id')} = ${userId} AND hidden = 0 ORDER BY timestamp DESC LIMIT 51`.execute(db);
          await sql`SELECT id FROM trades WHERE ${unindexed('sender_id')} = ${userId} OR ${unindexed('receiver_id')} = ${userId} ORDER BY date DESC LIMIT 51`.execute(
            db,
          );
          await sql`SELECT id FROM marketplace WHERE ${unindexed('seller_id')} = ${userId} OR ${unindexed('buyer_id')} = ${userId} ORDER BY date DESC LIMIT 51`.execute(
            db,
          );
        },
      },
    },
    ...(deep
      ? [
          {
            name: 'player: timeline page 21 (cursor)',
            goalMs: 50,
            run: () => get(`/api/players/${userId}/timeline?limit=50&before=${Date.parse(deep.at)}.${deep.kind}.${deep.id}`),
          },
        ]
      : []),
    { name: 'player: timeline oldest page', goalMs: 50, run: () => get(`/api/players/${userId}/timeline?limit=50&oldest=true`) },
    { name: 'player: summary with ranks and counts (heavy player)', run: () => get(`/api/players/${userId}`) },
  ];
}
