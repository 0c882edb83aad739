// PostgreSQL substring search over chat_messages through the pg_trgm GIN indexes on lower(name)
// and lower(message). The same LIKE predicate serves both plans; planner switches set for the
// caller's read transaction only keep PostgreSQL on the plan chosen from the counts.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { keysetAfter } from '../../db/keyset';
import type { DB } from '../../db/schema';
import { type ChatRow, type ChatSearchSql, type ExportChunk, likeContains, type Order, type TimeWindow } from './chat-search';

const direction = (order: Order): RawBuilder<unknown> => sql.raw(order === 'desc' ? 'DESC' : 'ASC');

const columns = sql.raw('id, user_id, name, message, timestamp, filter_warning, translated_text');

function windowSql(window: TimeWindow): RawBuilder<unknown> {
  const from = window.from !== undefined ? sql`AND timestamp >= ${window.from}` : sql``;
  const to = window.to !== undefined ? sql`AND timestamp <= ${window.to}` : sql``;
  return sql`${from} ${to}`;
}

// lower() folds case in every script (the database's ctype is UTF-8); the term is lowered alike.
const likeMatch = (term: string): RawBuilder<unknown> => {
  const pattern = likeContains(term.toLowerCase());
  return sql`(lower(name) LIKE ${pattern} ESCAPE '\\' OR lower(message) LIKE ${pattern} ESCAPE '\\')`;
};

type PlannerSwitch = 'enable_seqscan' | 'enable_bitmapscan';

/** Runs `work` with these plan types switched off for this transaction only, then switches them back on. */
async function without<T>(db: Kysely<DB>, switches: PlannerSwitch[], work: () => Promise<T>): Promise<T> {
  for (const name of switches) await sql`SELECT set_config(${name}, 'off', true)`.execute(db);
  try {
    return await work();
  } finally {
    for (const name of switches) await sql`SELECT set_config(${name}, 'on', true)`.execute(db);
  }
}

/** The planner's estimate of matches in all time (from the statistics on lower(name) / lower(message)). */
async function estimatedMatches(db: Kysely<DB>, term: string): Promise<number> {
  const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`EXPLAIN (FORMAT JSON)
    SELECT 1 FROM chat_messages WHERE ${likeMatch(term)}`.execute(db);
  return Number(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

async function countMatches(db: Kysely<DB>, term: string, window: TimeWindow): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM chat_messages
    WHERE hidden = 0 ${windowSql(window)} AND ${likeMatch(term)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export const postgresChatSearch: ChatSearchSql = {
  canScan: () => true,

  async count(db, term, window) {
    if (window.from === undefined && window.to === undefined) {
      // No ORDER BY: the planner picks the GIN bitmap for a rare term and a (parallel) scan for a
      // very common one, which is what an exact count needs.
      const total = await countMatches(db, term, window);
      return { total, indexCost: total };
    }
    // The GIN bitmap holds every match in all time before the window is applied: for a common
    // word and a short window, walking the window's rows on the time index is cheaper.
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM chat_messages WHERE 1 = 1 ${windowSql(window)}`.execute(db);
    const windowRows = Number(rows[0]?.n ?? 0);
    const indexCost = await estimatedMatches(db, term);
    const total =
      indexCost > windowRows
        ? await without(db, ['enable_seqscan', 'enable_bitmapscan'], () => countMatches(db, term, window))
        : await countMatches(db, term, window);
    return { total, indexCost, windowRows };
  },

  async indexedPage(db, term, window, page) {
    // Few matches: fetch them all through the GIN bitmap and sort. `timestamp + 0` keeps the time
    // index from being walked for the ORDER BY, and seqscan off keeps a misestimate from a full scan.
    const { rows } = await without(db, ['enable_seqscan'], () => sql<ChatRow>`SELECT ${columns} FROM chat_messages
      WHERE hidden = 0 ${windowSql(window)} AND ${likeMatch(term)}
      ORDER BY timestamp + 0 ${direction(page.order)}, id ${direction(page.order)}
      LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db));
    return rows;
  },

  async scanPage(db, term, window, page, budget) {
    // Many matches: walk at most `budget` visible rows of the (timestamp, id) index in page order
    // and keep the matches; the LIMIT stops the walk once the page is full.
    const { rows } = await without(db, ['enable_seqscan', 'enable_bitmapscan'], () =>
      sql<ChatRow>`SELECT ${columns} FROM (
          SELECT ${columns} FROM chat_messages
          WHERE hidden = 0 ${windowSql(window)}
          ORDER BY timestamp ${direction(page.order)}, id ${direction(page.order)}
          LIMIT ${budget}
        ) AS walked
        WHERE ${likeMatch(term)}
        ORDER BY timestamp ${direction(page.order)}, id ${direction(page.order)}
        LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db),
    );
    return rows;
  },

  async state(db) {
    const { rows } = await sql<{ name: string; value: string }>`SELECT name, value FROM counters
      WHERE name IN ('chat_batches', 'chat_visible')`.execute(db);
    const value = (name: string) => rows.find((r) => r.name === name)?.value;
    const position = value('chat_batches');
    const visible = value('chat_visible');
    return position !== undefined && visible !== undefined ? { position: Number(position), visible: Number(visible) } : undefined;
  },

  async growth(db, term, window, since) {
    // The messages of the chat batches after the old one (db/chat-recent.ts), by primary key.
    const match = term === undefined ? sql`true` : likeMatch(term);
    const { rows } = await sql<{ visible: string; matches: string }>`SELECT count(*) AS visible,
        count(*) FILTER (WHERE true ${windowSql(window)} AND ${match}) AS matches
      FROM chat_recent r JOIN chat_messages m ON m.id = r.chat_id
      WHERE r.batch > ${since.position} AND m.hidden = 0`.execute(db);
    return { visible: Number(rows[0]?.visible ?? 0), matches: Number(rows[0]?.matches ?? 0) };
  },

  async exportChunk(db, term, window, chunk) {
    const where = sql`hidden = 0 ${windowSql(window)} ${afterSql(chunk)} AND ${likeMatch(term)}`;
    // The same two plans as the pages: the GIN bitmap sorted (`timestamp + 0` keeps the time index
    // out of it), or the time index walked from the cursor with the pattern checked per row.
    const { rows } =
      chunk.plan === 'index'
        ? await without(db, ['enable_seqscan'], () =>
            sql<ChatRow>`SELECT ${columns} FROM chat_messages WHERE ${where}
              ORDER BY timestamp + 0 DESC, id DESC LIMIT ${chunk.limit}`.execute(db),
          )
        : await without(db, ['enable_seqscan', 'enable_bitmapscan'], () =>
            sql<ChatRow>`SELECT ${columns} FROM chat_messages WHERE ${where}
              ORDER BY timestamp DESC, id DESC LIMIT ${chunk.limit}`.execute(db),
          );
    return rows;
  },
};

const afterSql = ({ after }: ExportChunk): RawBuilder<unknown> =>
  after ? sql`AND ${keysetAfter(['timestamp', 'id'], 'desc', { value: after.timestamp, id: after.id })}` : sql``;
