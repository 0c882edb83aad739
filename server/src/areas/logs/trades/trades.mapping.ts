// A trade as read from the trades table, and as the API shows it (derived values come from the
// columns computed at ingest; the items from the stored event). Shared by Trade Logs, a trade's
// dialog, the player timeline and the CSV export.
import type { Selectable } from 'kysely';
import { serverFields } from '../../../db/server-columns';
import { isRecord, type Trade } from '@staff-console/domain';
import type { TradesTable } from '../../../db/log-schema';

export const TRADE_COLUMNS = [
  'id',
  'date',
  'sender',
  'receiver',
  'sender_id',
  'receiver_id',
  'sent',
  'received',
  'sent_case_bux',
  'received_case_bux',
  'total',
  'profit_loss',
  'item_count',
  'lopsided',
  'server_id',
  'place_id',
  'raw',
] as const;

export type TradeRow = Pick<Selectable<TradesTable>, (typeof TRADE_COLUMNS)[number]>;

function parseRaw(raw: string): Record<string, unknown> {
  try {
    const value = JSON.parse(raw) as unknown;
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

/** A side as stored: `{items: [...]}`, or a bare list (accepted at ingest). */
function side(value: unknown): { items: unknown[] } {
  if (Array.isArray(value)) return { items: value as unknown[] };
  if (isRecord(value) && Array.isArray(value.items)) return { items: value.items as unknown[] };
  return { items: [] };
}

export function toTrade(row: TradeRow): Trade {
  const raw = parseRaw(row.raw);
  return {
    _id: row.id,
    date: new Date(Number(row.date)).toISOString(),
    sender: row.sender,
    receiver: row.receiver,
    ...(row.sender_id != null ? { senderId: Number(row.sender_id) } : {}),
    ...(row.receiver_id != null ? { receiverId: Number(row.receiver_id) } : {}),
    sentItems: side(raw.sentItems),
    receivedItems: side(raw.receivedItems),
    sent: Number(row.sent),
    received: Number(row.received),
    sentCaseBux: Number(row.sent_case_bux),
    receivedCaseBux: Number(row.received_case_bux),
    total: Number(row.total),
    profitLoss: Number(row.profit_loss),
    itemCount: Number(row.item_count),
    lopsided: Number(row.lopsided) === 1,
    ...serverFields(row),
  };
}
