// GET /api/trades/:id and GET /api/trades/:id/chat-context: one trade for a permalink, and what its
// two players said in the ten minutes before it (both players merged, oldest first).
import { INVESTIGATION_MESSAGES, TRADE_CHAT_MAX, TRADE_CHAT_WINDOW_MS, type TradeChatContextResponse, type TradeResponse } from '@staff-console/domain';
import type { Database } from '../../../db/database';
import { notFound } from '../../../errors/errors';
import { type ChatRow, messagesBetween, toChatMessage } from '../chat';
import { toTrade } from './trades.mapping';
import { findTrade, playerIdByName } from './trade-entry.repository';

async function tradeRow(database: Database, id: string) {
  const row = await findTrade(database.db, id);
  if (!row) throw notFound(INVESTIGATION_MESSAGES.tradeNotFound);
  return row;
}

export async function getTrade(database: Database, id: string): Promise<TradeResponse> {
  return { success: true, data: toTrade(await tradeRow(database, id)) };
}

const oldestFirst = (a: ChatRow, b: ChatRow): number => Number(a.timestamp) - Number(b.timestamp) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export async function getTradeChatContext(database: Database, id: string): Promise<TradeChatContextResponse> {
  const { db } = database;
  const trade = await tradeRow(database, id);
  const to = Number(trade.date);
  const from = to - TRADE_CHAT_WINDOW_MS;

  // Game servers that send ids are trusted; older events carry only names, looked up among players.
  const userIds = new Set<number>();
  const unresolved: string[] = [];
  for (const [storedId, name] of [
    [trade.sender_id, trade.sender],
    [trade.receiver_id, trade.receiver],
  ] as const) {
    const userId = storedId != null ? Number(storedId) : await playerIdByName(db, name.toLowerCase());
    if (userId === undefined) unresolved.push(name);
    else userIds.add(userId);
  }

  // One range of (user_id, timestamp) per player, each capped, then merged: the newest
  // TRADE_CHAT_MAX of both together are kept, as the moments just before the trade matter most.
  const perPlayer = await Promise.all([...userIds].map((userId) => messagesBetween(db, { userId }, from, to, TRADE_CHAT_MAX + 1)));
  const merged = perPlayer.flat().sort(oldestFirst);
  const kept = merged.slice(-TRADE_CHAT_MAX);
  return {
    success: true,
    data: kept.map(toChatMessage),
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    truncated: merged.length > TRADE_CHAT_MAX,
    unresolved,
  };
}
