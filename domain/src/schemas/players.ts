// The player page (docs/RULES.md, "Investigation"): one player's names, standing and counts, and one timeline merging
// their chat, trades and marketplace purchases and sales (and, for moderators, the notes and
// sanctions about them), newest first, paged by keyset cursors.
import { z } from 'zod';
import { ChatMessage } from './chat';
import { LIMITS, queryInt, TimeParam } from './common';
import { MarketplaceEntry } from './marketplace';
import { APPEAL_STATUSES } from '../values/appeals';
import { SANCTION_TYPES } from '../values/sanctions';
import { Note, Sanction, StaffRef } from './moderation';
import { Trade } from './trades';

export const PLAYER_TIMELINE_PAGE_SIZE = 50;

export const TIMELINE_KINDS = ['chat', 'trade', 'marketplace', 'note', 'sanction', 'appeal'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const PlayerParams = z.object({
  userId: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a numeric user id')
    .transform(Number),
});
export type PlayerParams = z.infer<typeof PlayerParams>;

export const PlayerName = z.object({ name: z.string(), firstSeen: z.string(), lastSeen: z.string() });
export type PlayerName = z.infer<typeof PlayerName>;

/** A player as staff see them where they decide something: the id, and the current name when the viewer may see one. */
export const PlayerLabel = z.object({ userId: z.number(), name: z.string().nullable() });
export type PlayerLabel = z.infer<typeof PlayerLabel>;
/** GET /api/players/:userId/label: the name a picker confirms before a player is added somewhere. */
export const PlayerLabelResponse = z.object({ success: z.literal(true), player: PlayerLabel });
export type PlayerLabelResponse = z.infer<typeof PlayerLabelResponse>;

const Standing = z.object({ value: z.number(), rank: z.number() });

export const PlayerSummary = z.object({
  userId: z.number(),
  /** The name on the leaderboards, else the one seen most recently in the logs. */
  username: z.string(),
  /** Every name seen with this id, most recent first. */
  names: z.array(PlayerName),
  /** Present with view_leaderboards and when the player is ranked. Ranks are 1-based, ties by user id. */
  leaderboard: z.object({ value: Standing, bux: Standing, level: Standing, items: Standing }).nullable().optional(),
  /** Each count is present only with the permission for its kind. */
  counts: z.object({
    chat: z.number().optional(),
    tradesSent: z.number().optional(),
    tradesReceived: z.number().optional(),
    lopsidedTrades: z.number().optional(),
    purchases: z.number().optional(),
    sales: z.number().optional(),
  }),
  /** The timeline kinds the caller may see. */
  kinds: z.array(z.enum(TIMELINE_KINDS)),
});
export type PlayerSummary = z.infer<typeof PlayerSummary>;

export const PlayerSummaryResponse = z.object({ success: z.literal(true), player: PlayerSummary });
export type PlayerSummaryResponse = z.infer<typeof PlayerSummaryResponse>;

/** A position in the timeline: time, kind and id of an item (`1732000000000.trade.<24 hex>`). */
export const TimelineCursor = z
  .string()
  .regex(new RegExp(`^\\d{1,15}\\.(${TIMELINE_KINDS.join('|')})\\.[0-9a-f]{24}$`), 'must be a cursor from an earlier timeline page')
  .transform((value) => {
    const [at, kind, id] = value.split('.') as [string, TimelineKind, string];
    return { at: Number(at), kind, id };
  });
export type TimelineCursor = z.infer<typeof TimelineCursor>;

export const cursorOf = (item: { at: string; kind: TimelineKind; id: string }): string => `${Date.parse(item.at)}.${item.kind}.${item.id}`;

const KindsParam = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const kinds = [
      ...new Set(
        value
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = kinds.filter((k) => !(TIMELINE_KINDS as readonly string[]).includes(k));
    if (unknown.length > 0 || kinds.length === 0) {
      ctx.addIssue({ code: 'custom', message: `must be a comma-separated list of ${TIMELINE_KINDS.join(', ')}` });
      return z.NEVER;
    }
    return kinds as TimelineKind[];
  });

export const TimelineQuery = z
  .object({
    kinds: KindsParam.optional(),
    from: TimeParam.optional(),
    to: TimeParam.optional(),
    /** Older than this item. */
    before: TimelineCursor.optional(),
    /** Newer than this item. */
    after: TimelineCursor.optional(),
    /** The oldest page (the first page of the reverse order). */
    oldest: z
      .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
      .transform((v) => v === 'true')
      .optional(),
    limit: queryInt(1, 200).default(PLAYER_TIMELINE_PAGE_SIZE),
  })
  .superRefine((q, ctx) => {
    if (q.from !== undefined && q.to !== undefined && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: "must not be after 'to'" });
    if ([q.before, q.after, q.oldest ? true : undefined].filter((v) => v !== undefined).length > 1) {
      ctx.addIssue({ code: 'custom', path: ['before'], message: "give at most one of 'before', 'after' and 'oldest'" });
    }
  });
export type TimelineQuery = z.infer<typeof TimelineQuery>;

const ItemBase = { id: z.string(), at: z.string() };

/** An appeal as the player's timeline shows it: which sanction, and how it stands. */
export const TimelineAppeal = z.object({
  _id: z.string(),
  /** The player who sent it. */
  userId: z.number(),
  sanctionId: z.string(),
  sanctionType: z.enum(SANCTION_TYPES),
  status: z.enum(APPEAL_STATUSES),
  submittedAt: z.string(),
  decidedAt: z.string().optional(),
  decidedBy: StaffRef.optional(),
  publicAnswer: z.string().optional(),
});
export type TimelineAppeal = z.infer<typeof TimelineAppeal>;
/** How the row was tied to the player: by the id it carries, or (a row without ids) by a name they used. */
const MatchedBy = z.enum(['id', 'name']);

export const TimelineItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chat'), ...ItemBase, chat: ChatMessage }),
  z.object({ kind: z.literal('trade'), ...ItemBase, role: z.enum(['sender', 'receiver']), matchedBy: MatchedBy, trade: Trade }),
  z.object({ kind: z.literal('marketplace'), ...ItemBase, role: z.enum(['seller', 'buyer']), matchedBy: MatchedBy, entry: MarketplaceEntry }),
  z.object({ kind: z.literal('note'), ...ItemBase, note: Note }),
  z.object({ kind: z.literal('sanction'), ...ItemBase, sanction: Sanction }),
  // An appeal the player sent of one of their sanctions, dated when it was sent.
  z.object({ kind: z.literal('appeal'), ...ItemBase, appeal: TimelineAppeal }),
]);
export type TimelineItem = z.infer<typeof TimelineItem>;

export const TimelinePage = z.object({
  success: z.literal(true),
  data: z.array(TimelineItem),
  /** Items matching the kinds and time window, over all pages. */
  total: z.number(),
  hasNewer: z.boolean(),
  hasOlder: z.boolean(),
});
export type TimelinePage = z.infer<typeof TimelinePage>;

/** A name as staff type or click it: which players were seen under it (a name can change hands). */
export const PlayerLookupQuery = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(LIMITS.name, `must be at most ${LIMITS.name} characters`),
});
export type PlayerLookupQuery = z.infer<typeof PlayerLookupQuery>;

export const PlayerMatch = z.object({ userId: z.number(), username: z.string(), name: z.string(), lastSeen: z.string() });
export type PlayerMatch = z.infer<typeof PlayerMatch>;

export const PlayerLookup = z.object({ success: z.literal(true), data: z.array(PlayerMatch) });
export type PlayerLookup = z.infer<typeof PlayerLookup>;

/** Who a player trades with: the pattern a scam ring leaves (one victim, many mules, lopsided trades). */
export const TradePartner = z.object({
  /** The partner's user id, or null when their trades were logged without one (then `name` identifies them). */
  userId: z.number().nullable(),
  name: z.string(),
  trades: z.number(),
  lopsided: z.number(),
  /** RAP the player gave to and got from this partner over all their trades. */
  gave: z.number(),
  got: z.number(),
  lastTrade: z.string(),
});
export type TradePartner = z.infer<typeof TradePartner>;

/**
 * What went each way between the player and one partner (the partners chart): RAP by the trade-value
 * rules (each trade stores its sides' RAP). `given` left the player, `received` came to them, `net`
 * = received − given; `lopsided` counts the pair's trades flagged lopsided; `oneWay` when the pair
 * made at least ONE_WAY_RULE.minTrades trades and one direction carried at least
 * ONE_WAY_RULE.share of their total value. `userId` is absent when the partner was logged without one.
 */
export const PartnerBalance = z.object({
  userId: z.number().optional(),
  name: z.string(),
  trades: z.number(),
  given: z.number(),
  received: z.number(),
  net: z.number(),
  lopsided: z.number(),
  oneWay: z.boolean(),
});
export type PartnerBalance = z.infer<typeof PartnerBalance>;

export const TradePartnersQuery = z.object({ limit: queryInt(1, 100).default(20) });
/** `data`: most trades first; `partners`: the same pairs' balances, largest |net| first; `limit` of each. */
export const TradePartners = z.object({ success: z.literal(true), data: z.array(TradePartner), partners: z.array(PartnerBalance) });
export type TradePartners = z.infer<typeof TradePartners>;

/** Players a chat line concerns, to open a case about: its sender, and players it names (GET /api/chat/:id/players). */
export const CHAT_NAMED_LIMITS = { words: 30, minLength: 3, maxLength: 20, players: 20 } as const;
export const ChatPlayersResponse = z.object({
  success: z.literal(true),
  sender: PlayerLabel,
  /** Players seen under a word of the message (not the sender), by the word's order in the message. */
  named: z.array(PlayerLabel.extend({ name: z.string() })),
});
export type ChatPlayersResponse = z.infer<typeof ChatPlayersResponse>;

const ActiveSanctionRef = z.object({ id: z.string(), expiresAt: z.string().nullable(), reason: z.string() });

/** The moderation record at the top of the player page (GET /api/players/:userId/record, view_moderation). */
export const PlayerRecord = z.object({
  activeBan: ActiveSanctionRef.nullable(),
  activeMute: ActiveSanctionRef.nullable(),
  /** Sanctions by type, revoked ones not counted. */
  sanctionCounts: z.object({ warn: z.number(), mute: z.number(), ban: z.number() }),
  /** Sanctions revoked, of any type. */
  revokedCount: z.number(),
  noteCount: z.number(),
  /** Open and investigating cases naming the player, newest first, at most PLAYER_RECORD_CASES. */
  openCases: z.array(z.object({ id: z.string(), number: z.number(), title: z.string(), status: z.string() })),
  openCaseCount: z.number(),
});
export type PlayerRecord = z.infer<typeof PlayerRecord>;
export const PLAYER_RECORD_CASES = 10;
export const PlayerRecordResponse = z.object({ success: z.literal(true), record: PlayerRecord });
export type PlayerRecordResponse = z.infer<typeof PlayerRecordResponse>;

/** The activity chart's days: US Eastern days ending today. */
export const PLAYER_ACTIVITY_DAYS = { default: 90, max: 365 } as const;
export const PlayerActivityQuery = z.object({ days: queryInt(1, PLAYER_ACTIVITY_DAYS.max).default(PLAYER_ACTIVITY_DAYS.default) });
export type PlayerActivityQuery = z.infer<typeof PlayerActivityQuery>;

/** One day of a player's activity: each kind only when the caller may read its log (absent otherwise, on every day). */
export const PlayerActivityDay = z.object({
  /** 'yyyy-MM-dd', a US Eastern day. */
  day: z.string(),
  chat: z.number().optional(),
  trades: z.number().optional(),
  purchases: z.number().optional(),
  sales: z.number().optional(),
});
export type PlayerActivityDay = z.infer<typeof PlayerActivityDay>;

/** Every day of the span, oldest first, days without events at 0. */
export const PlayerActivityResponse = z.object({ success: z.literal(true), days: z.array(PlayerActivityDay) });
export type PlayerActivityResponse = z.infer<typeof PlayerActivityResponse>;
