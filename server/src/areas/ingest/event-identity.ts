// An event's identity decides its row id, so re-sending an event never stores it twice
// (docs/RULES.md, "Ingest"): its own `_id` when it has one, else a hash of its content.
import { derivedId, isHexId } from '../../db/ids';

/** JSON with object keys sorted at every depth: equal content gives equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const record = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(record).sort()) {
    const v = record[key];
    if (v === undefined || typeof v === 'function') continue;
    parts.push(`${JSON.stringify(key)}:${canonicalJson(v)}`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * The row id of an event: a 24-hex `_id` is the id itself (ids from the old MongoDB stay the same);
 * any other `_id` and, without one, the canonical content are hashed behind the event's time, so
 * ids stay time-ordered and deterministic.
 */
export function eventRowId(ownId: string | undefined, at: number, content: () => unknown): string {
  if (ownId !== undefined) {
    const lower = ownId.toLowerCase();
    return isHexId(lower) ? lower : derivedId(at, `id:${ownId}`);
  }
  return derivedId(at, `content:${canonicalJson(content())}`);
}
