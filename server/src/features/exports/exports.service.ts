// The CSV exports of the log screens (docs/RULES.md, "Investigation"): each writes its action-log
// entry before the first byte goes out (so a download cut short is still on record), then streams
// the list's own search in the list's order, read through that log's repository in keyset chunks.
import type { Readable } from 'node:stream';
import { type ChatExportQuery, csvFileName, type MarketplaceExportQuery, type TradesExportQuery } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { KEYSET_CHUNK } from '../../db/search/keyset';
import { type Actor, recordAction } from '../audit/audit.service';
import { chatExportChunks } from '../chat/chat.repository';
import { marketplaceOrder, marketplaceText } from '../marketplace/marketplace.criteria';
import { marketplaceExportChunks } from '../marketplace/marketplace.repository';
import { tradeCriteria, tradeOrder } from '../trades/trades.criteria';
import { tradeExportChunks } from '../trades/trades.repository';
import { CHAT_CSV } from './chat.csv';
import { csvStream } from './csv.stream';
import { MARKETPLACE_CSV } from './marketplace.csv';
import { TRADES_CSV } from './trades.csv';

export interface CsvExport {
  fileName: string;
  stream: Readable;
}

/** The filters as given (absent ones left out), times as ISO 8601: what the action log shows. */
function filtersOf(query: Record<string, unknown>, times: readonly string[] = []): Record<string, unknown> {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]): [string, unknown] => [key, times.includes(key) && typeof value === 'number' ? new Date(value).toISOString() : value]);
  return Object.fromEntries(entries);
}

async function audited(database: Database, actor: Actor, action: string, fileName: string, filters: Record<string, unknown>): Promise<void> {
  await recordAction(database.db, actor, { category: 'system', action, details: { fileName, filters } });
}

export async function exportChat(database: Database, actor: Actor, query: ChatExportQuery): Promise<CsvExport> {
  const fileName = csvFileName('chat-logs', new Date());
  await audited(database, actor, 'chat_exported', fileName, filtersOf(query, ['from', 'to']));
  const rows = chatExportChunks(database, { search: query.search, window: { from: query.from, to: query.to } });
  return { fileName, stream: csvStream(CHAT_CSV, rows) };
}

export async function exportMarketplace(database: Database, actor: Actor, query: MarketplaceExportQuery): Promise<CsvExport> {
  const fileName = csvFileName('marketplace-logs', new Date());
  await audited(database, actor, 'marketplace_exported', fileName, filtersOf(query));
  const rows = marketplaceExportChunks(database, marketplaceText(query), marketplaceOrder(query), KEYSET_CHUNK);
  return { fileName, stream: csvStream(MARKETPLACE_CSV, rows) };
}

export async function exportTrades(database: Database, actor: Actor, query: TradesExportQuery): Promise<CsvExport> {
  const fileName = csvFileName('trade-logs', new Date());
  await audited(database, actor, 'trades_exported', fileName, filtersOf(query));
  return { fileName, stream: csvStream(TRADES_CSV, tradeRows(database, query)) };
}

/** The trades of the list's criteria; the criteria are worked out when the download starts reading. */
async function* tradeRows(database: Database, query: TradesExportQuery) {
  yield* tradeExportChunks(database, await tradeCriteria(database, query), tradeOrder(query), KEYSET_CHUNK);
}
