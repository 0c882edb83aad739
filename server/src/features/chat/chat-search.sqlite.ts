// SQLite substring search over chat_messages through chat_fts (FTS5, trigram tokenizer,
// external content keyed by seq). Trigram MATCH finds any substring of 3+ characters,
// case-insensitively (Unicode case folding), in any script.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { keysetAfter } from '../../db/keyset';
import type { DB } from '../../db/schema';
import { type ChatRow, type ChatSearchSql, type ExportChunk, isAsciiOrCaseless, likeContains, type Order, type TimeWindow } from './chat-search';

/** The term as one FTS5 string (a phrase of its trigrams): no operator inside it is interpreted. */
const ftsString = (term: string): string => `"${term.replaceAll('"', '""')}"`;

const direction = (order: Order): RawBuilder<unknown> => sql.raw(order === 'desc' ? 'DESC' : 'ASC');

const columns = sql.raw('m.id, m.user_id, m.name, m.message, m.timestamp, m.filter_warning, m.translated_text');

function windowSql(window: TimeWindow): RawBuilder<unknown> {
  const from = window.from !== undefined ? sql`AND m.timestamp >= ${window.from}` : sql``;
  const to = window.to !== undefined ? sql`AND m.timestamp <= ${window.to}` : sql``;
  return sql`${from} ${to}`;
}

// SQLite's LIKE folds ASCII case only: the scan plan is used only for terms where that is exact.
const likeMatch = (term: string): RawBuilder<unknown> => {
  const pattern = likeContains(term);
  return sql`(m.name LIKE ${pattern} ESCAPE '\\' OR m.message LIKE ${pattern} ESCAPE '\\')`;
};

async function single(db: Kysely<DB>, query: RawBuilder<{ n: number }>): Promise<number> {
  const { rows } = await query.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Rows in the window, hidden or not: an index-only count of the (timestamp, id) index. */
function countWindowRows(db: Kysely<DB>, window: TimeWindow): Promise<number> {
  return single(db, sql<{ n: number }>`SELECT count(*) AS n FROM chat_messages m INDEXED BY chat_time_idx WHERE 1 = 1 ${windowSql(window)}`);
}

export const sqliteChatSearch: ChatSearchSql = {
  canScan: isAsciiOrCaseless,

  async count(db, term, window) {
    const match = ftsString(term);
    const joinCount = () =>
      single(
        db,
        sql<{ n: number }>`SELECT count(*) AS n FROM chat_fts CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
          WHERE chat_fts MATCH ${match} AND m.hidden = 0 ${windowSql(window)}`,
      );
    if (window.from === undefined && window.to === undefined) {
      const total = await joinCount();
      return { total, indexCost: total };
    }
    // Counting through the index visits every match in all time; counting the window visits every
    // row in it. Whichever is smaller: a common word in one day is counted over that day only.
    const windowRows = await countWindowRows(db, window);
    const indexMatches = await single(
      db,
      sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT rowid FROM chat_fts WHERE chat_fts MATCH ${match} LIMIT ${windowRows + 1})`,
    );
    if (indexMatches > windowRows && isAsciiOrCaseless(term)) {
      const total = await single(
        db,
        sql<{ n: number }>`SELECT count(*) AS n FROM chat_messages m INDEXED BY chat_time_idx
          WHERE m.hidden = 0 ${windowSql(window)} AND ${likeMatch(term)}`,
      );
      return { total, indexCost: indexMatches, windowRows };
    }
    return { total: await joinCount(), indexCost: indexMatches, windowRows };
  },

  async indexedPage(db, term, window, page) {
    // CROSS JOIN keeps chat_fts as the outer loop: the planner must not walk the time index instead.
    const { rows } = await sql<ChatRow>`SELECT ${columns}
      FROM chat_fts CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
      WHERE chat_fts MATCH ${ftsString(term)} AND m.hidden = 0 ${windowSql(window)}
      ORDER BY m.timestamp ${direction(page.order)}, m.id ${direction(page.order)}
      LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
    return rows;
  },

  async scanPage(db, term, window, page, budget) {
    // The inner query walks at most `budget` visible rows of the time index in page order; the
    // outer one keeps the matches (in the same order, so SQLite sorts nothing).
    const { rows } = await sql<ChatRow>`SELECT ${columns} FROM (
        SELECT ${columns} FROM chat_messages m INDEXED BY chat_time_idx
        WHERE m.hidden = 0 ${windowSql(window)}
        ORDER BY m.timestamp ${direction(page.order)}, m.id ${direction(page.order)}
        LIMIT ${budget}
      ) m
      WHERE ${likeMatch(term)}
      ORDER BY m.timestamp ${direction(page.order)}, m.id ${direction(page.order)}
      LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
    return rows;
  },

  async state(db) {
    const { rows } = await sql<{ position: number; visible: number | null }>`SELECT
      (SELECT coalesce(max(seq), 0) FROM chat_messages) AS position,
      (SELECT value FROM counters WHERE name = 'chat_visible') AS visible`.execute(db);
    const row = rows[0];
    return row && row.visible !== null ? { position: Number(row.position), visible: Number(row.visible) } : undefined;
  },

  async growth(db, term, window, since) {
    // New rows are those above the old largest seq: a rowid range. A term SQLite's LIKE cannot
    // match exactly is looked up in the FTS index, within the same range.
    const match =
      term === undefined
        ? sql`1 = 1`
        : isAsciiOrCaseless(term)
          ? likeMatch(term)
          : sql`m.seq IN (SELECT rowid FROM chat_fts WHERE chat_fts MATCH ${ftsString(term)} AND rowid > ${since.position})`;
    const { rows } = await sql<{ visible: number; matches: number | null }>`SELECT count(*) AS visible,
        sum(CASE WHEN 1 = 1 ${windowSql(window)} AND ${match} THEN 1 ELSE 0 END) AS matches
      FROM chat_messages m WHERE m.seq > ${since.position} AND m.hidden = 0`.execute(db);
    return { visible: Number(rows[0]?.visible ?? 0), matches: Number(rows[0]?.matches ?? 0) };
  },

  async exportChunk(db, term, window, chunk) {
    const rest = sql`m.hidden = 0 ${windowSql(window)} ${afterSql(chunk)} ORDER BY m.timestamp DESC, m.id DESC LIMIT ${chunk.limit}`;
    const { rows } =
      chunk.plan === 'index'
        ? await sql<ChatRow>`SELECT ${columns} FROM chat_fts CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
            WHERE chat_fts MATCH ${ftsString(term)} AND ${rest}`.execute(db)
        : await sql<ChatRow>`SELECT ${columns} FROM chat_messages m INDEXED BY chat_time_idx
            WHERE ${likeMatch(term)} AND ${rest}`.execute(db);
    return rows;
  },
};

const afterSql = ({ after }: ExportChunk): RawBuilder<unknown> =>
  after ? sql`AND ${keysetAfter(['m.timestamp', 'm.id'], 'desc', { value: after.timestamp, id: after.id })}` : sql``;
