// Turns one validated event into the row that is stored: typed columns and derived values computed
// by the domain's rules (docs/RULES.md, "Entities and values"), the original event as `raw`, and
// the deterministic id.
import {
  type ChatEvent,
  currencyAmount,
  eventIssue,
  INGEST_EVENT_SCHEMAS,
  type IngestKind,
  isHiddenMessage,
  isRecord,
  lopsided,
  type LopsidedOptions,
  type MarketplaceEvent,
  marketplaceValues,
  type PlayerEvent,
  type TradeEvent,
  tradeValues,
  unwrapExtendedJson,
} from '@staff-console/domain';
import type { ChatMessagesTable, MarketplaceTable, PlayersTable, TradesTable } from '../../db/log-schema';
import { eventRowId } from './event-identity';
import { tradeValueColumns } from '../../db/trade-values';
import { serverColumns } from '../../db/server-columns';

export type ChatRow = Omit<ChatMessagesTable, 'seq' | 'translated_text'>;
export type TradeRow = Omit<TradesTable, 'seq'>;
export type MarketplaceRow = Omit<MarketplaceTable, 'seq'>;
/** Absent leaderboard values are null: a player upsert keeps the stored value for them. */
export type PlayerRow = Omit<PlayersTable, 'value' | 'bux' | 'level' | 'items'> & {
  value: number | null;
  bux: number | null;
  level: number | null;
  items: number | null;
};

/** Deployment-chosen rules applied while rows are built (from the configuration). */
export interface RowRules {
  /** Thresholds of the lopsided-trade flag (LOPSIDED_RATIO, LOPSIDED_MIN_RAP); the domain's defaults when absent. */
  lopsided?: LopsidedOptions;
}

export interface RowsByKind {
  chat: ChatRow;
  trades: TradeRow;
  marketplace: MarketplaceRow;
  players: PlayerRow;
}

// PostgreSQL text cannot hold NUL; a game server's stray NUL must not cost the whole batch.
const clean = (s: string): string => (s.includes('\u0000') ? s.replaceAll('\u0000', '') : s);

/** At most `max` characters (code points), for derived names bound for varchar columns. */
const clip = (s: string, max: number): string => {
  const c = clean(s);
  return c.length <= max ? c : [...c].slice(0, max).join('');
};

const safeInt = (n: number | null | undefined): number | null => (typeof n === 'number' && Number.isSafeInteger(n) ? n : null);

type Raw = Record<string, unknown>;

// serverId and placeId are not among them on purpose: they stay "other fields" of the content, as
// they were before they had columns, so an event keeps the identity it had then (with or without a
// server), a resend from the same server is a duplicate, and the same words in another server at
// the same instant are another line.
const CHAT_FIELDS = new Set(['_id', 'userId', 'name', 'message', 'timestamp']);

/** The fields of an event beyond the known ones (null when there are none). */
function otherFields(raw: Raw, known: ReadonlySet<string>): Raw | null {
  let other: Raw | null = null;
  for (const key in raw) if (!known.has(key)) (other ??= {})[key] = raw[key];
  return other;
}

export function toChatRow(e: ChatEvent, raw: Raw, rawText: string = JSON.stringify(raw)): ChatRow {
  return {
    // The content is the normalised fields (an ISO time and its epoch ms are one event) plus any
    // other fields the sender added; a fixed-order list keeps this hot path cheap.
    id: eventRowId(e._id, e.timestamp, () => [e.userId, e.name, e.message, e.timestamp, otherFields(raw, CHAT_FIELDS)]),
    user_id: e.userId,
    name: clean(e.name),
    message: clean(e.message),
    timestamp: e.timestamp,
    hidden: isHiddenMessage(e.message) ? 1 : 0,
    // Worked out after the batch is stored, from the player's neighbouring messages.
    filter_warning: 0,
    ...serverColumns(e),
    raw: rawText,
  };
}

/** Lower-cased names of the item (not currency) entries of both sides, one per line. */
export function tradeItemNames(e: Pick<TradeEvent, 'sentItems' | 'receivedItems'>): string {
  const names: string[] = [];
  for (const side of [e.sentItems.items, e.receivedItems.items]) {
    side.forEach((entry, index) => {
      if (currencyAmount(entry, index) === undefined && isRecord(entry) && typeof entry.Name === 'string' && entry.Name.trim()) {
        names.push(clean(entry.Name.trim().toLowerCase()));
      }
    });
  }
  return names.join('\n');
}

export function toTradeRow(e: TradeEvent, raw: Raw, rawText: string = JSON.stringify(raw), rules: RowRules = {}): TradeRow {
  const v = tradeValues(e);
  return {
    id: eventRowId(e._id, e.date, () => ({ ...raw, date: e.date, sender: e.sender, receiver: e.receiver })),
    date: e.date,
    sender: clean(e.sender),
    sender_lower: clean(e.sender.toLowerCase()),
    receiver: clean(e.receiver),
    receiver_lower: clean(e.receiver.toLowerCase()),
    sender_id: e.senderId ?? null,
    receiver_id: e.receiverId ?? null,
    ...tradeValueColumns(v),
    item_names: tradeItemNames(e),
    lopsided: lopsided(v, rules.lopsided) ? 1 : 0,
    ...serverColumns(e),
    raw: rawText,
  };
}

export function toMarketplaceRow(e: MarketplaceEvent, raw: Raw, rawText: string = JSON.stringify(raw)): MarketplaceRow {
  const v = marketplaceValues({ boughtItem: e.boughtItem, price: e.price });
  return {
    id: eventRowId(e._id, e.date, () => ({ ...raw, price: e.price, seller: e.seller, buyer: e.buyer, date: e.date })),
    date: e.date,
    item_name: clip(v.itemName, 200),
    item_type: clip(v.itemType, 50),
    asset_id: safeInt(v.assetId),
    quantity: v.quantity,
    price: e.price,
    price_per_unit: v.pricePerUnit,
    base_price: v.basePrice,
    parsed: v.parsed ? 1 : 0,
    seller: clean(e.seller),
    seller_lower: clean(e.seller.toLowerCase()),
    buyer: clean(e.buyer),
    buyer_lower: clean(e.buyer.toLowerCase()),
    seller_id: e.sellerId,
    buyer_id: e.buyerId,
    ...serverColumns(e),
    raw: rawText,
  };
}

export function toPlayerRow(e: PlayerEvent, now: number): PlayerRow {
  return {
    user_id: e.userId,
    username: clean(e.username),
    username_lower: clean(e.username.toLowerCase()),
    value: e.value ?? null,
    bux: e.bux ?? null,
    level: e.level ?? null,
    items: e.items ?? null,
    updated_at: now,
  };
}

export type PreparedEvent<K extends IngestKind> = { ok: true; row: RowsByKind[K] } | { ok: false; field: string; error: string };

/**
 * Validates one event (extended JSON allowed) and builds its row, or names its first problem.
 * `text` is the event's own JSON when the caller has it (the import CLI): stored as `raw` as it
 * came when it needed no unwrapping, which also spares writing it out again.
 */
export function prepareEvent<K extends IngestKind>(kind: K, input: unknown, now: number = Date.now(), text?: string, rules: RowRules = {}): PreparedEvent<K> {
  const raw = unwrapExtendedJson(input);
  const parsed = INGEST_EVENT_SCHEMAS[kind].safeParse(raw);
  if (!parsed.success) return { ok: false, ...eventIssue(parsed.error) };
  const record = raw as Raw;
  const rawText = text !== undefined && raw === input ? text : undefined;
  switch (kind) {
    case 'chat':
      return { ok: true, row: toChatRow(parsed.data as ChatEvent, record, rawText) as RowsByKind[K] };
    case 'trades':
      return { ok: true, row: toTradeRow(parsed.data as TradeEvent, record, rawText, rules) as RowsByKind[K] };
    case 'marketplace':
      return { ok: true, row: toMarketplaceRow(parsed.data as MarketplaceEvent, record, rawText) as RowsByKind[K] };
    case 'players':
      return { ok: true, row: toPlayerRow(parsed.data as PlayerEvent, now) as RowsByKind[K] };
    default:
      throw new Error(`Unknown ingest kind ${String(kind)}`);
  }
}
