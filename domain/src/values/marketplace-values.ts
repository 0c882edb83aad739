// Marketplace entry values (docs/RULES.md, "Entities and values"): what was bought, how many, the unit price and
// the reference price it is compared with, and the markup or discount against it.
import { normalizeItemType } from './item-types';
import { isRecord, numberFrom } from './trade-values';

export const UNKNOWN_ITEM = 'Unknown Item';
export const PARSE_ERROR = 'Parse Error';

/** Rounded to 2 decimals (half away from zero on the decimal value: 1.005 → 1.01). */
export function round2(n: number): number {
  if (!Number.isFinite(n)) return 0;
  // The epsilon nudge makes values that are exactly ...5 in decimal (1.005) round up as written.
  return (Math.sign(n) * Math.round(Math.abs(n) * 100 * (1 + Number.EPSILON))) / 100 + 0; // + 0: no -0
}

/**
 * The item object of a `boughtItem`: an object as it is, or a JSON string holding one (a string
 * that was JSON-encoded twice is unwrapped once more). null when it cannot be read as an object.
 */
export function parseBoughtItem(boughtItem: unknown): Record<string, unknown> | null {
  let value = boughtItem;
  for (let depth = 0; depth < 2 && typeof value === 'string'; depth += 1) {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  return isRecord(value) ? value : null;
}

export interface MarketplaceInput {
  boughtItem?: unknown;
  price?: unknown;
}

export interface MarketplaceValues {
  /** Name, else 'Unknown Item' (parsed, no name), else 'Parse Error' (unreadable). */
  itemName: string;
  quantity: number;
  /** round2(price / quantity). */
  pricePerUnit: number;
  /** AveragePrice, else BaseValue, else the price. */
  basePrice: number;
  /** The normalised item type ('' when absent). */
  itemType: string;
  assetId: number | null;
  /** Whether boughtItem could be read. */
  parsed: boolean;
  /** The parsed item, for the detail dialog (null when unreadable). */
  item: Record<string, unknown> | null;
}

// A zero falls through to the next field, as with trade items: an Amount of 0 would divide by zero
// and an AveragePrice of 0 means there is no reference price.
const firstNumber = (item: Record<string, unknown>, fields: readonly string[], accept: (n: number) => boolean) => {
  for (const field of fields) {
    const n = numberFrom(item[field]);
    if (n !== undefined && accept(n)) return n;
  }
  return undefined;
};

/** Derived values of a marketplace entry; a missing or non-numeric price counts as 0. */
export function marketplaceValues({ boughtItem, price: rawPrice }: MarketplaceInput): MarketplaceValues {
  const price = numberFrom(rawPrice) ?? 0;
  const item = parseBoughtItem(boughtItem);
  if (item === null) {
    return {
      itemName: PARSE_ERROR,
      quantity: 1,
      pricePerUnit: price,
      basePrice: price,
      itemType: '',
      assetId: null,
      parsed: false,
      item: null,
    };
  }
  const quantity = firstNumber(item, ['Amount', 'Quantity'], (n) => n > 0) ?? 1;
  const name = typeof item.Name === 'string' ? item.Name.trim() : '';
  return {
    itemName: name === '' ? UNKNOWN_ITEM : name,
    quantity,
    pricePerUnit: round2(price / quantity),
    basePrice: firstNumber(item, ['AveragePrice', 'BaseValue'], (n) => n !== 0) ?? price,
    itemType: normalizeItemType(item.Type),
    assetId: numberFrom(item.AssetId) ?? null,
    parsed: true,
    item,
  };
}

/**
 * (pricePerUnit − basePrice) / basePrice × 100, rounded to 2 decimals; null when there is no
 * reference to compare with (a base price of 0 or not a number).
 */
export function markupPercent(pricePerUnit: number, basePrice: number): number | null {
  if (!Number.isFinite(pricePerUnit) || !Number.isFinite(basePrice) || basePrice === 0) return null;
  return round2(((pricePerUnit - basePrice) / basePrice) * 100);
}
