// The CSV exports of the log screens (issue 11): each writes its action-log entry before the first
// byte goes out (so a download cut short is still on record), then streams the list's own search
// in the list's order.
import type { Readable } from 'node:stream';
import { type ChatExportQuery, csvFileName, type MarketplaceExportQuery, type TradesExportQuery } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { type Actor, recordAction } from '../audit/audit.service';
import { chatExportRows } from '../chat/chat-export.repository';
import { marketplaceExportRows } from '../marketplace/marketplace-export';
import { tradesExportRows } from '../trades/trades-export';
import { CHAT_CSV } from './chat-csv';
import { csvStream } from './csv-stream';
import { MARKETPLACE_CSV } from './marketplace-csv';
import { TRADES_CSV } from './trades-csv';

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
  return { fileName, stream: csvStream(CHAT_CSV, chatExportRows(database, query)) };
}

export async function exportMarketplace(database: Database, actor: Actor, query: MarketplaceExportQuery): Promise<CsvExport> {
  const fileName = csvFileName('marketplace-logs', new Date());
  await audited(database, actor, 'marketplace_exported', fileName, filtersOf(query));
  return { fileName, stream: csvStream(MARKETPLACE_CSV, marketplaceExportRows(database, query)) };
}

export async function exportTrades(database: Database, actor: Actor, query: TradesExportQuery): Promise<CsvExport> {
  const fileName = csvFileName('trade-logs', new Date());
  await audited(database, actor, 'trades_exported', fileName, filtersOf(query));
  return { fileName, stream: csvStream(TRADES_CSV, tradesExportRows(database, query)) };
}
