// MongoDB extended JSON (what mongoexport writes, and what some game servers send): the wrappers
// are replaced by plain values before an event is validated or stored.
import { numberFrom } from '../values/trade-values';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const NUMBER_WRAPPERS = new Set(['$numberLong', '$numberInt', '$numberDouble', '$numberDecimal']);

function unwrapNumber(key: string, inner: unknown): unknown {
  if (typeof inner !== 'string' && typeof inner !== 'number') return undefined;
  if (key === '$numberDouble' && typeof inner === 'string') {
    if (inner === 'NaN') return Number.NaN;
    if (inner === 'Infinity') return Number.POSITIVE_INFINITY;
    if (inner === '-Infinity') return Number.NEGATIVE_INFINITY;
  }
  const n = numberFrom(inner);
  if (n === undefined) return undefined;
  // A $numberLong beyond 2^53 would silently change as a number: keep its digits instead.
  return key === '$numberLong' && !Number.isSafeInteger(n) && typeof inner === 'string' ? inner : n;
}

/** A `$date` value: ISO text stays as it is; epoch milliseconds (also wrapped) become ISO text. */
function unwrapDate(inner: unknown): unknown {
  const value = unwrapExtendedJson(inner);
  if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 8.64e15) return new Date(value).toISOString();
  return value;
}

/**
 * Replaces MongoDB extended-JSON wrappers anywhere in a value: `{"$oid": h}` → h, `{"$date": …}` →
 * ISO 8601 text, `{"$numberLong" | "$numberInt" | "$numberDouble" | "$numberDecimal": n}` → n.
 * Returns the same object when nothing needed unwrapping (events are mostly plain JSON).
 */
export function unwrapExtendedJson(value: unknown): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      const next = typeof item === 'object' && item !== null ? unwrapExtendedJson(item) : item;
      if (next !== item) (copy ??= value.slice())[i] = next;
    }
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1) {
    const key = keys[0]!;
    if (key === '$oid' && typeof value.$oid === 'string') return value.$oid;
    if (key === '$date') return unwrapDate(value.$date);
    if (NUMBER_WRAPPERS.has(key)) {
      const n = unwrapNumber(key, value[key]);
      if (n !== undefined) return n;
    }
  }
  let copy: Record<string, unknown> | undefined;
  for (const key of keys) {
    const item = value[key];
    const next = typeof item === 'object' && item !== null ? unwrapExtendedJson(item) : item;
    if (next !== item) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
}
