// Trade values (docs/RULES.md, "Entities and values"): item value and count, currency entries, side RAP and
// profit/loss. The server stores these with each trade so it can sort by them; the web shows them.
import { formatNumber } from './format';

/** Field names whose numbers are currency (Case-bux) on a trade side. */
export const CURRENCY_KEYS = ['gbux', 'rbux', 'GBux', 'Rbux', 'bux', 'case_bux', 'caseBux'] as const;

const WRAPPER_KEYS = ['$numberLong', '$numberInt', '$numberDouble', '$numberDecimal'] as const;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A finite number from a number, a decimal string ('2500') or a MongoDB extended-JSON wrapper
 * ({"$numberLong":"5"}, $numberInt, $numberDouble, $numberDecimal); undefined for anything else.
 */
export function numberFrom(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    return DECIMAL.test(text) ? Number(text) : undefined;
  }
  if (typeof value === 'bigint') return Number(value);
  if (isRecord(value)) {
    const keys = Object.keys(value);
    const key = keys.length === 1 ? WRAPPER_KEYS.find((k) => k === keys[0]) : undefined;
    if (key !== undefined) return numberFrom(value[key]);
  }
  return undefined;
}

// The old client chained these fields with `||`, so a zero falls through to the next field: an
// AveragePrice of 0 means "no sales yet", not "worthless"; an Amount of 0 would divide by zero.
const firstNonZero = (item: Record<string, unknown>, fields: readonly string[]): number | undefined => {
  for (const field of fields) {
    const n = numberFrom(item[field]);
    if (n !== undefined && n !== 0) return n;
  }
  return undefined;
};

const firstPositive = (item: Record<string, unknown>, fields: readonly string[]): number | undefined => {
  for (const field of fields) {
    const n = numberFrom(item[field]);
    if (n !== undefined && n > 0) return n;
  }
  return undefined;
};

/** AveragePrice, else BaseValue, else Value, else 0. */
export function itemUnitValue(item: unknown): number {
  return isRecord(item) ? (firstNonZero(item, ['AveragePrice', 'BaseValue', 'Value']) ?? 0) : 0;
}

/** Amount, else Quantity, else Mult, else 1 (a missing, zero or negative count reads as 1). */
export function itemCount(item: unknown): number {
  return isRecord(item) ? (firstPositive(item, ['Amount', 'Quantity', 'Mult']) ?? 1) : 1;
}

/** Unit value × count. */
export function itemValue(item: unknown): number {
  return itemUnitValue(item) * itemCount(item);
}

/** Whether an object carries one of the currency fields (and so is currency, not an item). */
export function isCurrencyObject(entry: unknown): entry is Record<string, unknown> {
  return isRecord(entry) && CURRENCY_KEYS.some((key) => Object.hasOwn(entry, key) && entry[key] != null);
}

/**
 * The currency amount of a side's entry, or undefined when the entry is not currency: a number
 * (plain, numeric string or wrapper) in first place, or an object carrying currency fields (summed).
 */
export function currencyAmount(entry: unknown, index: number): number | undefined {
  if (index === 0) {
    const leading = numberFrom(entry);
    if (leading !== undefined) return leading;
  }
  if (!isCurrencyObject(entry)) return undefined;
  return CURRENCY_KEYS.reduce((sum, key) => sum + (numberFrom(entry[key]) ?? 0), 0);
}

export interface SideValue {
  /** N: the summed value of the side's non-currency items. */
  items: number;
  /** M: the side's currency. */
  caseBux: number;
  /** N + M: one Case-bux counts as one RAP. */
  rap: number;
  /** How many item entries (not currency) the side lists. */
  itemCount: number;
}

/**
 * Value of one side's `items` list. Entries that are neither currency nor an item object (a number
 * after the first place, null, text) carry no value and are not counted.
 */
export function sideValue(items: unknown): SideValue {
  let value = 0;
  let caseBux = 0;
  let count = 0;
  const list: readonly unknown[] = Array.isArray(items) ? items : [];
  list.forEach((entry, index) => {
    const currency = currencyAmount(entry, index);
    if (currency !== undefined) {
      caseBux += currency;
    } else if (isRecord(entry) && numberFrom(entry) === undefined) {
      value += itemValue(entry);
      count += 1;
    }
  });
  return { items: value, caseBux, rap: value + caseBux, itemCount: count };
}

/** 'N + M Case-bux', or just 'N' when M is 0. */
export function formatSide(side: Pick<SideValue, 'items' | 'caseBux'>): string {
  const items = formatNumber(side.items);
  return side.caseBux === 0 ? items : `${items} + ${formatNumber(side.caseBux)} Case-bux`;
}

/** A stored trade's side totals: each side's RAP and its Case-bux. */
export interface StoredSideTotals {
  sent: number;
  received: number;
  sentCaseBux: number;
  receivedCaseBux: number;
}

/** One side of a stored trade: its RAP, its Case-bux, and its items' value (the RAP less the Case-bux). */
export function storedSide(trade: StoredSideTotals, side: 'sent' | 'received'): Pick<SideValue, 'items' | 'caseBux' | 'rap'> {
  const rap = side === 'sent' ? trade.sent : trade.received;
  const caseBux = side === 'sent' ? trade.sentCaseBux : trade.receivedCaseBux;
  return { items: rap - caseBux, caseBux, rap };
}

/** A trade as stored or ingested; each side is `{items: [...]}` (a bare list is accepted too). */
export interface TradeInput {
  sentItems?: unknown;
  receivedItems?: unknown;
}

export interface TradeValues {
  /** RAP of the sent side. */
  sent: number;
  /** RAP of the received side. */
  received: number;
  sentCaseBux: number;
  receivedCaseBux: number;
  sentItemsValue: number;
  receivedItemsValue: number;
  /** sent + received. */
  total: number;
  /** received − sent, from the sender's point of view (sentItems leave the sender). */
  profitLoss: number;
  /** Item entries on both sides. */
  itemCount: number;
}

const sideItems = (side: unknown): unknown => (Array.isArray(side) ? side : isRecord(side) ? side.items : undefined);

export function tradeValues(trade: TradeInput): TradeValues {
  const sent = sideValue(sideItems(trade.sentItems));
  const received = sideValue(sideItems(trade.receivedItems));
  return {
    sent: sent.rap,
    received: received.rap,
    sentCaseBux: sent.caseBux,
    receivedCaseBux: received.caseBux,
    sentItemsValue: sent.items,
    receivedItemsValue: received.items,
    total: sent.rap + received.rap,
    profitLoss: received.rap - sent.rap,
    itemCount: sent.itemCount + received.itemCount,
  };
}

/**
 * The lopsided-trade flag's thresholds unless configured otherwise (LOPSIDED_RATIO, LOPSIDED_MIN_RAP):
 * one side's RAP over 5× the other's and over 10,000. A lopsided watch rule without its own
 * thresholds uses the same figures.
 */
export const LOPSIDED_TRADE_DEFAULTS = { ratio: 5, minRap: 10_000 } as const;

export interface LopsidedOptions {
  ratio?: number;
  minRap?: number;
}

/**
 * True when one side's RAP exceeds `ratio` × the other side's and that larger side exceeds
 * `minRap`. Takes a trade or its already computed `{sent, received}`.
 */
export function lopsided(
  trade: TradeInput | Pick<TradeValues, 'sent' | 'received'>,
  { ratio = LOPSIDED_TRADE_DEFAULTS.ratio, minRap = LOPSIDED_TRADE_DEFAULTS.minRap }: LopsidedOptions = {},
): boolean {
  const { sent, received } = 'sent' in trade && typeof trade.sent === 'number' ? trade : tradeValues(trade as TradeInput);
  const larger = Math.max(sent, received);
  const smaller = Math.min(sent, received);
  return larger > minRap && larger > ratio * smaller;
}

/**
 * When a pair of players' trades went one way (the partners chart): at least `minTrades` trades,
 * and one direction carried at least `share` of the value both directions carried together.
 */
export const ONE_WAY_RULE = { minTrades: 3, share: 0.9 } as const;

export function oneWay(trades: number, given: number, received: number): boolean {
  const total = given + received;
  return trades >= ONE_WAY_RULE.minTrades && total > 0 && Math.max(given, received) >= ONE_WAY_RULE.share * total;
}
