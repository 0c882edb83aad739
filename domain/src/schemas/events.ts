// Ingest event shapes (docs/RULES.md, "Ingest") as game servers send them and as mongoexport writes them, the
// ingest answers, and the ingest-key requests. The server and the import CLI validate with these.
import { z } from 'zod';
import { LIMITS, oneOf, withinLimitLowerCased } from './common';
import { numberFrom } from '../values/trade-values';
import { unwrapExtendedJson } from './extended-json';
import { REPORT_CATEGORIES, REPORT_LIMITS } from '../values/reports';

export { unwrapExtendedJson } from './extended-json';

export const INGEST_KINDS = ['chat', 'trades', 'marketplace', 'players'] as const;
export type IngestKind = (typeof INGEST_KINDS)[number];

export { INGEST_LIMITS } from '../limits';

// ---- field types -------------------------------------------------------------------------------

const required = (expected: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? 'is required' : `must be ${expected}`),
});

/** Characters as a person counts them; only long strings pay for the count. */
const withinCharacters = (s: string, max: number): boolean => s.length <= max || [...s].length <= max;

const text = (max: number) =>
  z.string(required('a string')).refine((s) => withinCharacters(s, max), `must be at most ${max.toLocaleString('en-US')} characters`);

const name = text(LIMITS.name)
  .refine((s) => s.trim().length > 0, 'must not be empty')
  .refine((s) => withinLimitLowerCased(s, LIMITS.name), `must be at most ${LIMITS.name} characters, also in lower case`);

/** A player id: a whole number (plain, numeric text, or `$numberLong`). */
const PlayerId = z.unknown().transform((value, ctx) => {
  const n = numberFrom(value);
  if (value === undefined || value === null) {
    ctx.addIssue({ code: 'custom', message: 'is required' });
    return z.NEVER;
  }
  if (n === undefined || !Number.isSafeInteger(n) || n < 0) {
    ctx.addIssue({ code: 'custom', message: 'must be a whole number (a player id)' });
    return z.NEVER;
  }
  return n;
});

const OptionalPlayerId = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || value === '') return null;
  const n = numberFrom(value);
  if (n === undefined || !Number.isSafeInteger(n) || n < 0) {
    ctx.addIssue({ code: 'custom', message: 'must be a whole number (a player id)' });
    return z.NEVER;
  }
  return n;
});

/** ISO 8601 text, epoch milliseconds (number or digits), or `{"$date": …}`; gives epoch ms. */
export const EventTime = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null) {
    ctx.addIssue({ code: 'custom', message: 'is required' });
    return z.NEVER;
  }
  let ms = Number.NaN;
  if (typeof value === 'number') ms = value;
  else if (typeof value === 'string') {
    const t = value.trim();
    ms = /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Date.parse(t);
  }
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) {
    ctx.addIssue({ code: 'custom', message: 'must be an ISO 8601 date, epoch milliseconds or {"$date": …}' });
    return z.NEVER;
  }
  return Math.trunc(ms);
});

/** An event's own id: a 24-hex ObjectId (also `{"$oid": …}`) or any other short text or number. */
const EventId = z
  .union([z.string(), z.number()], { error: 'must be a string, a number or {"$oid": …}' })
  .transform((v) => String(v).trim())
  .refine((v) => v.length > 0 && v.length <= 200, 'must be 1 to 200 characters');

/** A non-negative amount (plain, numeric text or wrapped); absent or null → undefined. */
const Amount = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null) return undefined;
  const n = numberFrom(value);
  if (n === undefined) {
    ctx.addIssue({ code: 'custom', message: 'must be a number' });
    return z.NEVER;
  }
  return n;
});

const ItemList = z.array(z.unknown(), required('a list')).max(LIMITS.itemList, `must hold at most ${LIMITS.itemList} entries`);

/** A trade side: `{items: [...]}`; a bare list is read as its items. */
const TradeSide = z.preprocess(
  (value) => (Array.isArray(value) ? { items: value } : value),
  z.object({ items: ItemList }, required('an object with an items list')),
);

/** The game server a line was said in: its `JobId`, 1 to 64 printable characters. */
export const ServerIdField = z
  .string({ error: "must be a string (the game server's JobId)" })
  .trim()
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters')
  .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces');

/** The place a game server runs: digits (a number or numeric text). */
export const PlaceIdField = z
  .union([z.string(), z.number()], { error: 'must be a place id (digits)' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,20}$/.test(v), 'must be a place id (digits)');

// ---- event shapes -----------------------------------------------------------------------------

const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'must be a JSON object' });

export const ChatEventFields = object({
  _id: EventId.optional(),
  userId: PlayerId,
  name,
  message: text(LIMITS.chatMessage),
  timestamp: EventTime,
  serverId: ServerIdField.optional(),
  placeId: PlaceIdField.optional(),
});

export const TradeEventFields = object({
  _id: EventId.optional(),
  date: EventTime,
  sender: name,
  receiver: name,
  senderId: OptionalPlayerId.optional(),
  receiverId: OptionalPlayerId.optional(),
  sentItems: TradeSide,
  receivedItems: TradeSide,
  serverId: ServerIdField.optional(),
  placeId: PlaceIdField.optional(),
});

const optionalName = name.nullable().optional();

export const MarketplaceEventFields = object({
  _id: EventId.optional(),
  boughtItem: z.union([z.string(), z.record(z.string(), z.unknown())], required('a JSON string or an object')),
  price: z.unknown().transform((value, ctx) => {
    const n = numberFrom(value);
    if (n === undefined || n < 0) {
      ctx.addIssue({ code: 'custom', message: value === undefined || value === null ? 'is required' : 'must be a number of at least 0' });
      return z.NEVER;
    }
    return n;
  }),
  seller: optionalName,
  sellerName: optionalName,
  buyer: optionalName,
  buyerName: optionalName,
  sellerId: OptionalPlayerId.optional(),
  buyerId: OptionalPlayerId.optional(),
  date: EventTime.optional(),
  timestamp: EventTime.optional(),
  serverId: ServerIdField.optional(),
  placeId: PlaceIdField.optional(),
});

export const PlayerEventFields = object({
  userId: PlayerId,
  username: name,
  value: Amount.optional(),
  bux: Amount.optional(),
  level: Amount.optional(),
  items: Amount.optional(),
});

/** A player's report of another player, sent by the game (reporting oneself is refused by the server). */
export const ReportEventFields = object({
  _id: EventId.optional(),
  reporterId: PlayerId,
  reporterName: optionalName,
  reportedId: PlayerId,
  reportedName: optionalName,
  category: oneOf(REPORT_CATEGORIES),
  text: z
    .string({ error: 'must be a string' })
    .refine((s) => withinCharacters(s, REPORT_LIMITS.text), `must be at most ${REPORT_LIMITS.text.toLocaleString('en-US')} characters`)
    .default(''),
  serverId: ServerIdField.optional(),
  placeId: PlaceIdField.optional(),
  date: EventTime,
});

/** Each shape takes extended JSON as well: wrappers are unwrapped before the fields are read. */
export const ChatEvent = z.preprocess(unwrapExtendedJson, ChatEventFields);
export const ReportEvent = z.preprocess(unwrapExtendedJson, ReportEventFields);
export const TradeEvent = z.preprocess(unwrapExtendedJson, TradeEventFields);
export const PlayerEvent = z.preprocess(unwrapExtendedJson, PlayerEventFields);
export const MarketplaceEvent = z.preprocess(
  unwrapExtendedJson,
  MarketplaceEventFields.transform((e, ctx) => {
    const seller = e.seller ?? e.sellerName;
    const buyer = e.buyer ?? e.buyerName;
    const date = e.date ?? e.timestamp;
    if (seller == null) ctx.addIssue({ code: 'custom', path: ['seller'], message: 'is required (seller or sellerName)' });
    if (buyer == null) ctx.addIssue({ code: 'custom', path: ['buyer'], message: 'is required (buyer or buyerName)' });
    if (date === undefined) ctx.addIssue({ code: 'custom', path: ['date'], message: 'is required (date or timestamp)' });
    if (seller == null || buyer == null || date === undefined) return z.NEVER;
    return {
      _id: e._id,
      boughtItem: e.boughtItem,
      price: e.price,
      seller,
      buyer,
      sellerId: e.sellerId ?? null,
      buyerId: e.buyerId ?? null,
      date,
      serverId: e.serverId,
      placeId: e.placeId,
    };
  }),
);

export type ChatEvent = z.output<typeof ChatEvent>;
export type TradeEvent = z.output<typeof TradeEvent>;
export type MarketplaceEvent = z.output<typeof MarketplaceEvent>;
export type PlayerEvent = z.output<typeof PlayerEvent>;
export type ReportEvent = z.output<typeof ReportEvent>;

export const INGEST_EVENT_SCHEMAS = {
  chat: ChatEvent,
  trades: TradeEvent,
  marketplace: MarketplaceEvent,
  players: PlayerEvent,
} as const;

// ---- answers ----------------------------------------------------------------------------------

export const IngestResponse = z.object({ success: z.literal(true), accepted: z.number(), duplicates: z.number() });
export type IngestResponse = z.infer<typeof IngestResponse>;

export const IngestEventError = z.object({ index: z.number(), field: z.string(), error: z.string() });
export type IngestEventError = z.infer<typeof IngestEventError>;

export const IngestErrorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  errors: z.array(IngestEventError),
});
export type IngestErrorResponse = z.infer<typeof IngestErrorResponse>;

/** The 400 sentence of a batch with invalid events. */
export const invalidEventsMessage = (count: number): string => `${count} ${count === 1 ? 'event is' : 'events are'} invalid; nothing was stored.`;

/** The first problem of one event, as `{field, error}` ('' names the event itself). */
export function eventIssue(error: z.ZodError): { field: string; error: string } {
  const issue = error.issues[0];
  return { field: issue ? issue.path.map(String).join('.') : '', error: issue?.message ?? 'is invalid' };
}

// ---- ingest keys ------------------------------------------------------------------------------

export const IngestKeyBody = z.object({
  name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(LIMITS.name, `must be at most ${LIMITS.name} characters`),
});
export type IngestKeyBody = z.infer<typeof IngestKeyBody>;

export const IngestKeyParams = z.object({ id: z.string().min(1).max(LIMITS.name) });

export const IngestKey = z.object({
  _id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart; the key itself is shown only once. */
  prefix: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type IngestKey = z.infer<typeof IngestKey>;

export const IngestKeyCreated = z.object({
  success: z.literal(true),
  id: z.string(),
  /** The key, shown this once. */
  key: z.string(),
  ingestKey: IngestKey,
  message: z.string(),
});
export type IngestKeyCreated = z.infer<typeof IngestKeyCreated>;

export const IngestKeysResponse = z.object({ success: z.literal(true), keys: z.array(IngestKey) });
export type IngestKeysResponse = z.infer<typeof IngestKeysResponse>;

/** DELETE /api/admin/ingest-keys/:id: the key as it is now, revoked. */
export const IngestKeyRevokedResponse = z.object({ success: z.literal(true), ingestKey: IngestKey, message: z.string() });
export type IngestKeyRevokedResponse = z.infer<typeof IngestKeyRevokedResponse>;
