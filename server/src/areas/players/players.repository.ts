// The player page's queries: names, leaderboard standing, and per-source timeline pages and counts.
// Every query is one index range (see players.sources.ts); nothing reads a whole table.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { TimelineCursor, TimelineKind } from '@staff-console/domain';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { sqlDirection } from '../../db/search/paging';
import { type TimeWindow, windowConditions } from '../../db/search/time-window';
import type { TimelineSource } from './players.sources';

/** Which way a timeline page walks: newest first, optionally older than a cursor; or oldest first, optionally newer than one. */
export type TimelineSeek = { order: 'desc'; before?: TimelineCursor } | { order: 'asc'; after?: TimelineCursor };

/** Ties on time are ordered by kind, then id: the same total order on every page. */
export const KIND_RANK: Record<TimelineKind, number> = { chat: 0, marketplace: 1, trade: 2, note: 3, sanction: 4, appeal: 5 };

export type SourceRow = Record<string, unknown> & { id: string };

export function findNames(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('player_names')
    .select(['name', 'name_lower', 'first_seen', 'last_seen', 'sources'])
    .where('user_id', '=', userId)
    .orderBy('last_seen', 'desc')
    .execute();
}

/** Players seen under a name (any case) in the kinds of record `sources` (bits) names, the most recent sighting first; at most 50. */
export function findByName(db: Kysely<DB>, nameLower: string, sources: number) {
  return db
    .selectFrom('player_names as n')
    .leftJoin('players as p', 'p.user_id', 'n.user_id')
    .select(['n.user_id', 'n.name', 'n.last_seen', 'p.username'])
    .where('n.name_lower', '=', nameLower)
    .where(sql<boolean>`(n.sources & ${sources}) <> 0`)
    .orderBy('n.last_seen', 'desc')
    .limit(50)
    .execute();
}

export function findPlayer(db: Kysely<DB>, userId: number) {
  return db.selectFrom('players').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** 1-based rank in one leaderboard column: value descending, ties by user id (as the leaderboards). */
export async function rankOf(db: Kysely<DB>, column: 'value' | 'bux' | 'level' | 'items', value: number, userId: number): Promise<number> {
  // Two range counts on the (column, user_id) index rather than one OR, which would not use it.
  const { rows } = await sql<{ above: number | string; tied: number | string }>`
    SELECT (SELECT count(*) FROM players WHERE ${sql.ref(column)} > ${value}) AS above,
           (SELECT count(*) FROM players WHERE ${sql.ref(column)} = ${value} AND user_id < ${userId}) AS tied`.execute(db);
  return Number(rows[0]!.above) + Number(rows[0]!.tied) + 1;
}

/**
 * The keyset condition for one source: items strictly past the cursor in the page's order. The
 * `time <=`/`>=` bound comes first so the index range starts at the cursor.
 */
function cursorSql(source: TimelineSource, direction: TimelineSeek): RawBuilder<unknown> | null {
  const cursor = direction.order === 'desc' ? direction.before : direction.after;
  if (!cursor) return null;
  const time = sql.ref(source.time);
  const mine = KIND_RANK[source.kind];
  const theirs = KIND_RANK[cursor.kind];
  if (direction.order === 'desc') {
    if (mine < theirs) return sql`${time} <= ${cursor.at}`;
    if (mine > theirs) return sql`${time} < ${cursor.at}`;
    return sql`${time} <= ${cursor.at} AND (${time} < ${cursor.at} OR id < ${cursor.id})`;
  }
  if (mine > theirs) return sql`${time} >= ${cursor.at}`;
  if (mine < theirs) return sql`${time} > ${cursor.at}`;
  return sql`${time} >= ${cursor.at} AND (${time} > ${cursor.at} OR id > ${cursor.id})`;
}

function conditions(source: TimelineSource, window: TimeWindow, extra: (RawBuilder<unknown> | null)[] = []): RawBuilder<unknown> {
  const parts = [source.where, ...windowConditions(source.time, window), ...extra.filter((p): p is RawBuilder<unknown> => p !== null)];
  return sql.join(
    parts.map((p) => sql`(${p})`),
    sql` AND `,
  );
}

/** Where a row sits in the timeline: its id and time (ms). */
export interface SourceKey {
  id: string;
  at: number | string;
}

/**
 * The keys of up to `limit` rows of one source, in the page's order. Only keys: a page merges a
 * page's worth from every source and keeps one page of them, so whole rows are read for those alone.
 */
export async function sourceKeys(db: Kysely<DB>, source: TimelineSource, window: TimeWindow, direction: TimelineSeek, limit: number): Promise<SourceKey[]> {
  const order = sqlDirection(direction.order);
  const time = sql.ref(source.time);
  const { rows } = await sql<SourceKey>`
    SELECT id, ${time} AS at FROM ${sql.table(source.table)}
    WHERE ${conditions(source, window, [cursorSql(source, direction)])}
    ORDER BY ${time} ${order}, id ${order}
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** Whole rows of one table by id, in no particular order. */
export async function rowsById(db: Kysely<DB>, table: TimelineSource['table'], ids: readonly string[]): Promise<SourceRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<SourceRow>`
    SELECT * FROM ${sql.table(table)} WHERE id IN (${sql.join(ids.map((id) => sql`${id}`))})`.execute(db);
  return rows;
}

/**
 * How many rows the sources hold within the window; `lopsided`: only the trades flagged lopsided.
 * One statement per source, run at once: on PostgreSQL each takes a connection of its own, so a
 * heavy player's counts (tens of thousands of index entries) share the cores.
 */
export async function sourcesCount(db: Kysely<DB>, sources: readonly TimelineSource[], window: TimeWindow, only?: 'lopsided'): Promise<number> {
  const extra = only === 'lopsided' ? sql`lopsided = 1` : null;
  const counts = await Promise.all(
    sources.map(async (source) => {
      const { rows } = await sql<{ n: number | string }>`
        SELECT count(*) AS n FROM ${sql.table(source.table)} WHERE ${conditions(source, window, [extra])}`.execute(db);
      return Number(rows[0]!.n);
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

export interface PartnerRow {
  /** Which ranking the row is in: most trades first, or largest |net| first (a partner may be in both). */
  list: 'trades' | 'net';
  partner_id: number | string | null;
  partner_name: string;
  trades: number | string;
  lopsided: number | string;
  gave: number | string;
  got: number | string;
  last: number | string;
}

/** One trade source grouped by the other side: how often, how lopsided, and what went each way. */
function partnersOfSource(engine: Database['engine'], source: TimelineSource): RawBuilder<unknown> {
  const mine = source.role === 'sender';
  const [id, name, lower] = mine ? ['receiver_id', 'receiver', 'receiver_lower'] : ['sender_id', 'sender', 'sender_lower'];
  const [gave, got] = mine ? ['sent', 'received'] : ['received', 'sent'];
  // SQLite takes a bare column from the row of the single max() aggregate: the latest trade's name.
  const latestName = engine === 'sqlite' ? sql.ref(name) : sql`(array_agg(${sql.ref(name)} ORDER BY date DESC))[1]`;
  // A partner with an id is one partner under every name; one logged without an id is told apart by name.
  return sql`SELECT ${sql.ref(id)} AS partner_id, CASE WHEN ${sql.ref(id)} IS NULL THEN ${sql.ref(lower)} ELSE '' END AS name_key,
      ${latestName} AS partner_name, count(*) AS trades, sum(lopsided) AS lopsided,
      sum(${sql.ref(gave)}) AS gave, sum(${sql.ref(got)}) AS got, max(date) AS last
    FROM trades WHERE ${source.where}
    GROUP BY ${sql.ref(id)}, name_key`;
}

/**
 * The player's trade partners over every trade source, merged and ranked by the database: the
 * `limit` with the most trades (then the latest trade) and the `limit` with the largest |net|
 * (then most trades, then the latest). Only those rows come back, however many partners there are.
 * A partner's name is the one of their latest trade.
 */
export async function rankedPartners({ db, engine }: Database, sources: readonly TimelineSource[], limit: number): Promise<PartnerRow[]> {
  const latestName = engine === 'sqlite' ? sql`partner_name` : sql`(array_agg(partner_name ORDER BY last DESC))[1]`;
  const { rows } = await sql<PartnerRow>`
    WITH per_source AS (${sql.join(
      sources.map((source) => partnersOfSource(engine, source)),
      sql` UNION ALL `,
    )}),
    partners AS (
      SELECT partner_id, name_key, ${latestName} AS partner_name, max(last) AS last, sum(trades) AS trades,
             sum(lopsided) AS lopsided, sum(gave) AS gave, sum(got) AS got
      FROM per_source GROUP BY partner_id, name_key
    )
    SELECT 'trades' AS list, t.* FROM (
      SELECT * FROM partners ORDER BY trades DESC, last DESC, partner_id, name_key LIMIT ${limit}
    ) t
    UNION ALL
    SELECT 'net' AS list, n.* FROM (
      SELECT * FROM partners ORDER BY abs(got - gave) DESC, trades DESC, last DESC, partner_id, name_key LIMIT ${limit}
    ) n`.execute(db);
  return rows;
}
