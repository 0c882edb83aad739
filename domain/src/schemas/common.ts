import { z } from 'zod';
import { LIMITS } from '../limits';

// Kept where the schemas have always imported them from; written once in limits.ts.
export { LIMITS };

/**
 * Whether a text stays within `max` characters once lower-cased, as the lower-case search columns
 * store it: some letters grow when lower-cased ('İ' becomes 'i' plus a combining dot), so a name
 * within the limit could otherwise overflow its column.
 */
export function withinLimitLowerCased(s: string, max: number): boolean {
  const lower = s.toLowerCase();
  return lower.length <= max || [...lower].length <= max;
}

/** ISO 8601 or epoch milliseconds (docs/RULES.md, "API"), parsed to epoch milliseconds. */
export const TimeParam = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const raw = typeof value === 'number' ? value : value.trim();
  const ms = typeof raw === 'number' ? raw : /^-?\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (!Number.isFinite(ms)) {
    ctx.addIssue({ code: 'custom', message: 'must be an ISO 8601 date or epoch milliseconds' });
    return z.NEVER;
  }
  return ms;
});

/** A query-string integer within bounds. */
export const queryInt = (min: number, max: number) =>
  z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

export const SortOrder = z.enum(['asc', 'desc']);

/** One of a fixed list of words; anything else is refused with the list. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(', ')}` });

/** A paged list's `page` (from 1) and `limit` (1 to `max`, `size` when left out), spread into its query. */
export const pageParams = (size: number, max: number = LIMITS.pageSize) => ({
  page: queryInt(1, 1_000_000).default(1),
  limit: queryInt(1, max).default(size),
});

export const ErrorResponse = z.object({ success: z.literal(false), error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const OkResponse = z.object({ success: z.literal(true), message: z.string().optional() });
export type OkResponse = z.infer<typeof OkResponse>;
