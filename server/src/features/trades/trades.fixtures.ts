// Test fixtures: trades written straight into the tables the way ingestion stores them (derived
// columns by the domain's rules, the FTS row on SQLite, the item keys on PostgreSQL, the counter),
// so the read path can be tested on its own.
import { currencyAmount, isRecord, lopsided, tradeValues } from '@staff-console/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { newId } from '../../db/ids';
import { tradeItemRows } from '../../db/trade-items';

export interface TradeEvent {
  _id?: string;
  date: string;
  sender: string;
  receiver: string;
  senderId?: number;
  receiverId?: number;
  sentItems: { items: unknown[] };
  receivedItems: { items: unknown[] };
}

/** Lower-cased names of the item (not currency) entries of both sides, one per line. */
export function itemNames(event: TradeEvent): string {
  return [...event.sentItems.items, ...event.receivedItems.items]
    .filter((entry, index) => currencyAmount(entry, index) === undefined && isRecord(entry) && typeof entry.Name === 'string')
    .map((entry) => String((entry as { Name: string }).Name).toLowerCase())
    .join('\n');
}

export async function insertTrades(database: Database, events: readonly TradeEvent[]): Promise<void> {
  const { db } = database;
  for (const event of events) {
    const date = Date.parse(event.date);
    const v = tradeValues(event);
    const names = itemNames(event);
    const insert = db.insertInto('trades').values({
      id: event._id ?? newId(date),
      date,
      sender: event.sender,
      sender_lower: event.sender.toLowerCase(),
      receiver: event.receiver,
      receiver_lower: event.receiver.toLowerCase(),
      sender_id: event.senderId ?? null,
      receiver_id: event.receiverId ?? null,
      sent: v.sent,
      received: v.received,
      sent_case_bux: v.sentCaseBux,
      received_case_bux: v.receivedCaseBux,
      total: v.total,
      profit_loss: v.profitLoss,
      item_count: v.itemCount,
      item_names: names,
      lopsided: lopsided(v) ? 1 : 0,
      raw: JSON.stringify(event),
    });
    if (database.engine === 'postgres') {
      await insert.execute();
    } else {
      const { seq } = await insert.returning('seq').executeTakeFirstOrThrow();
      await sql`INSERT INTO trades_fts(rowid, sender, receiver, item_names) VALUES (${seq}, ${event.sender}, ${event.receiver}, ${names})`.execute(db);
    }
  }
  // The item-name keys the PostgreSQL writer keeps beside new trades (idempotent).
  if (database.engine === 'postgres') await tradeItemRows(sql`trades AS t`).execute(db);
  await db.updateTable('counters').set((eb) => ({ value: eb('value', '+', events.length) })).where('name', '=', 'trades').execute();
}
