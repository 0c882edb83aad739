// A trade side's entries as the dialog shows them (docs/RULES.md, "Entities and values"): items
// with their value, currency (a leading number or a currency object), and entries that cannot be
// read, shown raw. Uses the domain's rules, so the dialog adds up exactly as the server does.
import { currencyAmount, isRecord, itemCount, itemUnitValue, normalizeItemType, numberFrom, UNKNOWN_ITEM } from '@staff-console/domain';

export type SideEntry =
  | {
      kind: 'item';
      key: string;
      name: string;
      /** Normalised item type ('' when absent). */
      type: string;
      count: number;
      unitValue: number;
      value: number;
      assetId: number | null;
    }
  | { kind: 'currency'; key: string; amount: number }
  | { kind: 'raw'; key: string; raw: unknown };

/** A platform asset id: a positive whole number. */
export function assetIdOf(value: unknown): number | null {
  const n = numberFrom(value);
  return n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function readSide(items: readonly unknown[]): SideEntry[] {
  return items.map((entry, index): SideEntry => {
    const key = String(index);
    const currency = currencyAmount(entry, index);
    if (currency !== undefined) return { kind: 'currency', key, amount: currency };
    if (!isRecord(entry) || numberFrom(entry) !== undefined) return { kind: 'raw', key, raw: entry };
    const name = typeof entry.Name === 'string' && entry.Name.trim() !== '' ? entry.Name.trim() : UNKNOWN_ITEM;
    const unitValue = itemUnitValue(entry);
    const count = itemCount(entry);
    return { kind: 'item', key, name, type: normalizeItemType(entry.Type), count, unitValue, value: unitValue * count, assetId: assetIdOf(entry.AssetId) };
  });
}

/** The raw JSON of an entry, as text: strings as they came, everything else pretty-printed. */
export function rawText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
