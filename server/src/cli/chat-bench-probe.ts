// A quick local measurement of the Chat Logs read path (not the benchmark harness, which is
// `npm run bench`): fills a database with synthetic chat, then times getChatPage for the cases the
// screen hits and a plain LIKE scan for comparison.
//   npx tsx server/src/cli/chat-bench-probe.ts --rows 1000000 [--db /tmp/probe.db | --pg postgres://…/probe] [--reuse]
import { performance } from 'node:perf_hooks';
import { type Insertable, sql } from 'kysely';
import type { ChatQuery } from '@staff-console/domain';
import { type Database, openPostgres, openSqlite } from '../db/database';
import { newId } from '../db/ids';
import type { ChatMessagesTable } from '../db/log-schema';
import { migrate } from '../db/migrations';
import { type ChatCounts, createChatCounts, getChatPage } from '../features/chat/chat.service';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const ROWS = Number(arg('rows') ?? 1_000_000);
const REUSE = process.argv.includes('--reuse');
const SPAN_DAYS = 100;
const DAY = 86_400_000;
const END = Date.UTC(2025, 0, 1);

// Deterministic pseudo-random numbers, so runs are comparable.
let seed = 42;
const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const SYL = ['ka', 'lo', 'mi', 'ra', 'to', 'ne', 'su', 'vi', 'de', 'po', 'an', 'er', 'ul', 'ix', 'om'];
const WORDS = Array.from({ length: 3000 }, () => Array.from({ length: 2 + Math.floor(rand() * 3) }, () => pick(SYL)).join(''));
const COMMON = ['trade', 'anyone', 'selling', 'buying', 'lol', 'thanks'];
const zipfWord = () => WORDS[Math.floor(WORDS.length * rand() ** 3)]!;

function messageFor(i: number): string {
  if (i % 97 === 0) return '#### ##';
  if (i % 200_003 === 0) return `secret zqxjvb code ${i}`; // the selective term: a handful of hits
  const words = Array.from({ length: 3 + Math.floor(rand() * 8) }, () => (rand() < 0.08 ? pick(COMMON) : zipfWord()));
  if (i % 5_001 === 0) words.push('Zażółć gęślą', '日本語');
  return words.join(' ');
}

async function fill(database: Database): Promise<void> {
  const batch = 2_000;
  for (let start = 0; start < ROWS; start += batch) {
    const rows: Insertable<ChatMessagesTable>[] = [];
    for (let i = start; i < Math.min(ROWS, start + batch); i++) {
      const timestamp = END - SPAN_DAYS * DAY + Math.floor((i / ROWS) * SPAN_DAYS * DAY);
      const userId = 1_000_000 + Math.floor(rand() * 50_000);
      const message = messageFor(i);
      const hidden = message.startsWith('#') ? 1 : 0;
      rows.push({ id: newId(timestamp), user_id: userId, name: `Player_${userId.toString(36)}`, message, timestamp, hidden, filter_warning: 0, translated_text: null, raw: '{}' });
    }
    await database.db.transaction().execute(async (trx) => {
      const before = database.engine === 'sqlite' ? await sql<{ s: number }>`SELECT coalesce(max(seq), 0) AS s FROM chat_messages`.execute(trx) : undefined;
      await trx.insertInto('chat_messages').values(rows).execute();
      if (before) {
        await sql`INSERT INTO chat_fts(rowid, name, message) SELECT seq, name, message FROM chat_messages WHERE seq > ${before.rows[0]!.s}`.execute(trx);
      }
      const visible = rows.filter((r) => r.hidden === 0).length;
      await trx.updateTable('counters').set((eb) => ({ value: eb('value', '+', visible) })).where('name', '=', 'chat_visible').execute();
      await trx.updateTable('counters').set((eb) => ({ value: eb('value', '+', rows.length) })).where('name', '=', 'chat').execute();
    });
    if (start % 100_000 === 0) process.stdout.write(`\r${start.toLocaleString()} rows`);
  }
  if (database.engine === 'postgres') await sql`VACUUM ANALYZE chat_messages`.execute(database.db);
  else await sql`ANALYZE`.execute(database.db);
  process.stdout.write('\n');
}

async function time(label: string, run: () => Promise<unknown>, times = 7): Promise<void> {
  const samples: number[] = [];
  let result: unknown;
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    result = await run();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!.toFixed(1);
  const total = (result as { total?: number })?.total;
  console.log(`${label.padEnd(34)} p50 ${q(0.5).padStart(8)} ms  p95 ${q(0.95).padStart(8)} ms${total !== undefined ? `  total ${total}` : ''}`);
}

async function main(): Promise<void> {
  const pgUrl = arg('pg');
  const database = pgUrl ? openPostgres(pgUrl) : openSqlite(arg('db') ?? '/tmp/chat-probe.db');
  if (!REUSE) {
    await migrate(database);
    console.log(`filling ${ROWS.toLocaleString()} rows (${database.engine})…`);
    await fill(database);
  }
  // Cold: a fresh totals cache per request (every total counted); warm: one cache across requests.
  const warm = createChatCounts();
  const page = (q: Partial<ChatQuery>, counts?: ChatCounts) => () =>
    getChatPage(database, counts ?? createChatCounts(), { page: 1, limit: 100, ...q });
  const first = await getChatPage(database, warm, { page: 1, limit: 100 });
  const day = { from: END - 30 * DAY, to: END - 29 * DAY - 1 };
  await time('first page', page({}));
  await time('last page', page({ page: first.totalPages }));
  await time('middle page', page({ page: Math.floor(first.totalPages / 2) }), 3);
  await time('one-day window', page(day));
  await time('one-day window, last page', page({ ...day, page: Math.ceil(ROWS / SPAN_DAYS / 100) }));
  await time('selective search (zqxjvb)', page({ search: 'zqxjvb' }));
  await time('non-Latin search (gęślą)', page({ search: 'gęślą' }));
  await time('common search (selling)', page({ search: 'selling' }));
  await time('common search, 1000 rows', page({ search: 'selling', limit: 1000 }));
  await time('common search, last page', page({ search: 'selling', page: 800 }));
  await time('common search in a day', page({ search: 'selling', ...day }));
  await time('common 3-letter search (lol)', page({ search: 'lol' }));
  await time('common search, warm total', page({ search: 'selling', page: 2 }, warm));
  const like = (term: string) => () =>
    sql`SELECT count(*) AS n FROM chat_messages WHERE hidden = 0 AND (lower(name || '') LIKE ${`%${term}%`} OR lower(message || '') LIKE ${`%${term}%`})`.execute(database.db);
  await time('plain LIKE scan (zqxjvb)', like('zqxjvb'), 3);
  await time('plain LIKE scan (selling)', like('selling'), 3);
  await database.close();
}

void main();
