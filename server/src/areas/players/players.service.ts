// The player page's decisions: which sections the caller may see, the summary (names, standing,
// counts), and the timeline page merged from its sources.
import {
  can,
  MESSAGES,
  oneWay,
  type PartnerBalance,
  type Permission,
  permissionSubject,
  type PlayerMatch,
  type PlayerSummary,
  type PlayerSummaryResponse,
  type TradePartner,
  type TimelineItem,
  type TimelineKind,
  type TimelinePage,
  type TimelineQuery,
} from '@staff-console/domain';
import type { Database } from '../../db/database';
import type { Caller, Deps } from '../../deps/deps';
import { actorOf, recordAction } from '../../action-log/record';
import { staffOf } from '../../http/access';
import { NAME_SOURCE } from '../../db/player-names';
import type { TimeWindow } from '../../db/search/time-window';
import { notFound } from '../../errors/errors';
import { type ChatRow, toChatMessage } from '../logs/chat';
import { type MarketplaceRow, toMarketplaceEntry } from '../logs/marketplace';
import { toTrade, type TradeRow } from '../logs/trades';
import { toNote, hasModerationRecord, type NoteRow, toSanctions, type SanctionRow } from '../moderation';
import { type AppealRow, toAppealItems } from './timeline-appeals';
import type { AuthUser } from '../../http/auth.types';
import { TtlCache } from '../../caches/ttl-cache';
import {
  findByName,
  findNames,
  type PartnerRow,
  rankedPartners,
  findPlayer,
  KIND_RANK,
  rankOf,
  rowsById,
  type SourceKey,
  type SourceRow,
  sourceKeys,
  sourcesCount,
  type TimelineSeek,
} from './players.repository';
import { type TimelineSource, timelineSources } from './players.sources';

const KIND_PERMISSION: Record<TimelineKind, Permission> = {
  chat: 'view_chat',
  trade: 'view_trades',
  marketplace: 'view_marketplace',
  note: 'view_moderation',
  sanction: 'view_moderation',
  appeal: 'view_moderation',
};

/** The timeline kinds this staff member may see. */
export const visibleKinds = (staff: AuthUser): TimelineKind[] =>
  (Object.keys(KIND_PERMISSION) as TimelineKind[]).filter((k) => can(permissionSubject(staff), KIND_PERMISSION[k]));

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();

/** Notes and sanctions show no player names: they reveal none. */
const KIND_NAME_SOURCE: Record<TimelineKind, number> = {
  chat: NAME_SOURCE.chat,
  trade: NAME_SOURCE.trade,
  marketplace: NAME_SOURCE.marketplace,
  note: 0,
  sanction: 0,
  appeal: 0,
};

/**
 * The kinds of record whose names this staff member may be shown: those of the logs they may read,
 * and the player records (who may open a player page sees who the player is).
 */
const visibleNameSources = (staff: AuthUser): number => visibleKinds(staff).reduce<number>((bits, kind) => bits | KIND_NAME_SOURCE[kind], NAME_SOURCE.player);

export interface KnownPlayer {
  userId: number;
  username: string;
  /** Every name the player was seen under: log rows without an id are matched through them. */
  names: { name: string; name_lower: string; first_seen: number; last_seen: number; sources: number }[];
  /** The names this staff member may be shown. */
  shownNames: KnownPlayer['names'];
  row: Awaited<ReturnType<typeof findPlayer>>;
}

/**
 * The player as this staff member may know them: unknown (404) when nothing they may read shows the
 * player. A player staff have written notes or sanctions about is known to who may read those, by
 * id alone when no name of theirs may be shown.
 */
export async function knownPlayer(database: Database, staff: AuthUser, userId: number): Promise<KnownPlayer> {
  const [row, names] = await Promise.all([findPlayer(database.db, userId), findNames(database.db, userId)]);
  const visible = visibleNameSources(staff);
  const shownNames = names.filter((n) => (Number(n.sources) & visible) !== 0);
  const username = row?.username ?? shownNames[0]?.name;
  if (username !== undefined) return { userId, username, names, shownNames, row };
  if (can(permissionSubject(staff), 'view_moderation') && (await hasModerationRecord(database.db, userId))) {
    return { userId, username: String(userId), names, shownNames, row };
  }
  throw notFound(MESSAGES.playerNotFound);
}

export async function getPlayerSummary(database: Database, staff: AuthUser, userId: number): Promise<PlayerSummary> {
  const { db } = database;
  const player = await knownPlayer(database, staff, userId);
  const kinds = visibleKinds(staff);
  const sources = timelineSources(
    userId,
    player.names.map((n) => n.name_lower),
    kinds,
  );
  const count = (pick: (s: TimelineSource) => boolean, only?: 'lopsided') => sourcesCount(db, sources.filter(pick), {}, only);
  const counts: PlayerSummary['counts'] = {};
  if (kinds.includes('chat')) counts.chat = await count((s) => s.kind === 'chat');
  if (kinds.includes('trade')) {
    counts.tradesSent = await count((s) => s.role === 'sender');
    counts.tradesReceived = await count((s) => s.role === 'receiver');
    counts.lopsidedTrades = await count((s) => s.kind === 'trade', 'lopsided');
  }
  if (kinds.includes('marketplace')) {
    counts.purchases = await count((s) => s.role === 'buyer');
    counts.sales = await count((s) => s.role === 'seller');
  }
  let leaderboard: PlayerSummary['leaderboard'];
  if (can(permissionSubject(staff), 'view_leaderboards')) {
    const row = player.row;
    if (row) {
      const standing = async (column: 'value' | 'bux' | 'level' | 'items') => ({
        value: Number(row[column]),
        rank: await rankOf(db, column, Number(row[column]), userId),
      });
      leaderboard = { value: await standing('value'), bux: await standing('bux'), level: await standing('level'), items: await standing('items') };
    } else leaderboard = null;
  }
  return {
    userId,
    username: player.username,
    names: player.shownNames.map((n) => ({ name: n.name, firstSeen: iso(n.first_seen), lastSeen: iso(n.last_seen) })),
    ...(leaderboard !== undefined ? { leaderboard } : {}),
    counts,
    kinds,
  };
}

/** The items of one source's rows (sanctions read how their latest change reached the platform; appeals, which sanction they are of). */
async function toItems(db: Database['db'], source: TimelineSource, rows: SourceRow[]): Promise<TimelineItem[]> {
  if (source.kind === 'appeal') return toAppealItems(db, rows as unknown as AppealRow[]);
  if (source.kind !== 'sanction') return rows.map((row) => toItem(source, row));
  const sanctions = await toSanctions(db, rows as unknown as SanctionRow[]);
  return sanctions.map((sanction) => ({ kind: 'sanction', id: sanction._id, at: sanction.createdAt, sanction }));
}

function toItem(source: TimelineSource, row: SourceRow): TimelineItem {
  switch (source.kind) {
    case 'chat': {
      const chat = toChatMessage(row as unknown as ChatRow);
      return { kind: 'chat', id: row.id, at: chat.timestamp, chat };
    }
    case 'trade': {
      const trade = toTrade(row as unknown as TradeRow);
      return { kind: 'trade', id: row.id, at: trade.date, role: source.role as 'sender' | 'receiver', matchedBy: source.matchedBy, trade };
    }
    case 'marketplace': {
      const entry = toMarketplaceEntry(row as unknown as MarketplaceRow);
      return { kind: 'marketplace', id: row.id, at: entry.date, role: source.role as 'seller' | 'buyer', matchedBy: source.matchedBy, entry };
    }
    case 'note': {
      const note = toNote(row as unknown as NoteRow);
      return { kind: 'note', id: row.id, at: note.createdAt, note };
    }
    case 'sanction':
    case 'appeal':
      throw new Error('sanctions and appeals are mapped with what they refer to (toItems)');
  }
}

interface PlacedKey {
  source: TimelineSource;
  id: string;
  at: number;
}

/** Newest first: time, then kind, then id, all descending. */
function compareDesc(a: PlacedKey, b: PlacedKey): number {
  const at = b.at - a.at;
  if (at !== 0) return at;
  const kind = KIND_RANK[b.source.kind] - KIND_RANK[a.source.kind];
  if (kind !== 0) return kind;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

function groupBy<T, K>(values: readonly T[], keyOf: (value: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const value of values) {
    const key = keyOf(value);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

/** The items behind a page of keys, in the keys' order: one read by id per table. */
async function itemsOf(db: Database['db'], keys: readonly PlacedKey[]): Promise<TimelineItem[]> {
  const bySource = groupBy(keys, (k) => k.source);
  const byTable = groupBy(keys, (k) => k.source.table);
  const rows = new Map<string, SourceRow>();
  await Promise.all(
    [...byTable].map(async ([table, tableKeys]) => {
      for (const row of await rowsById(
        db,
        table,
        tableKeys.map((k) => k.id),
      ))
        rows.set(`${table}:${row.id}`, row);
    }),
  );
  const items = new Map<string, TimelineItem>();
  await Promise.all(
    [...bySource].map(async ([source, sourceKeys]) => {
      // A row deleted between the two reads (the retention job) is left out of the page.
      const found = sourceKeys.flatMap((k) => rows.get(`${source.table}:${k.id}`) ?? []);
      for (const item of await toItems(db, source, found)) items.set(`${source.table}:${item.id}`, item);
    }),
  );
  return keys.flatMap((k) => items.get(`${k.source.table}:${k.id}`) ?? []);
}

/**
 * A timeline's total, kept a minute for the pages after the newest. Counting a heavy player's
 * events reads every one of them (90,000 index entries: most of a page's time), and a moderator
 * paging through asks the same total again and again. The newest page always counts afresh and
 * renews it, so a fresh visit shows the exact total; the other pages (older, newer, the oldest)
 * show the total as the newest page counted it, or count it when it is not kept. The key holds
 * everything the count depends on, including the kinds the caller may see.
 */
/** A player's record as a staff member opens it: every opening is written to the action log. */
export async function viewPlayer(deps: Deps, caller: Caller, userId: number): Promise<PlayerSummaryResponse> {
  const player = await getPlayerSummary(deps.readDatabase, staffOf(caller), userId);
  await recordAction(deps.database.db, actorOf(caller), {
    category: 'system',
    action: 'player_viewed',
    details: { userId: player.userId, username: player.username },
  });
  return { success: true, player };
}

export type TimelineTotals = TtlCache<string, number>;
export const createTimelineTotals = (): TimelineTotals => new TtlCache<string, number>({ maxEntries: 1_000 });
const TOTAL_KEPT_MS = 60_000;

export async function getTimeline(database: Database, totals: TimelineTotals, staff: AuthUser, userId: number, q: TimelineQuery): Promise<TimelinePage> {
  const { db } = database;
  const player = await knownPlayer(database, staff, userId);
  const allowed = visibleKinds(staff);
  // A link from someone with more permissions shows what this caller may see, and no more.
  const kinds = (q.kinds ?? allowed).filter((k) => allowed.includes(k));
  const sources = timelineSources(
    userId,
    player.names.map((n) => n.name_lower),
    kinds,
  );
  const window: TimeWindow = { from: q.from, to: q.to };
  const direction: TimelineSeek =
    q.after || q.oldest ? { order: 'asc', ...(q.after ? { after: q.after } : {}) } : { order: 'desc', ...(q.before ? { before: q.before } : {}) };

  const travelled = direction.order === 'desc' ? direction.before !== undefined : direction.after !== undefined;
  const key = JSON.stringify([userId, [...kinds].sort(), player.names.map((n) => n.name_lower), q.from ?? null, q.to ?? null]);
  const count = () => sourcesCount(db, sources, window);
  // Counted alongside the page (on other connections where the engine has several).
  const counting =
    direction.order === 'desc' && !travelled
      ? count().then((n) => {
          totals.set(key, n, TOTAL_KEPT_MS);
          return n;
        })
      : totals.getOrLoad(key, count, () => TOTAL_KEPT_MS);
  counting.catch(() => undefined); // awaited below unless the page is asked again from the top

  // One more than a page from each source tells whether more lie beyond this page.
  const keyed = await Promise.all(
    sources.map(async (source) =>
      (await sourceKeys(db, source, window, direction, q.limit + 1)).map((k: SourceKey): PlacedKey => ({ source, id: k.id, at: Number(k.at) })),
    ),
  );
  const merged = keyed.flat().sort(direction.order === 'desc' ? compareDesc : (a, b) => compareDesc(b, a));
  const more = merged.length > q.limit;
  // Going newer up to the top shows the newest page itself (full, and what a fresh visit shows).
  // Going older never does this: a walk down the pages then sees every item exactly once.
  if (!more && merged.length < q.limit && direction.order === 'asc' && direction.after) {
    return getTimeline(database, totals, staff, userId, { ...q, after: undefined });
  }
  const page = merged.slice(0, q.limit);
  if (direction.order === 'asc') page.reverse();
  const [data, total] = await Promise.all([itemsOf(db, page), counting]);
  return {
    success: true,
    data,
    total,
    hasNewer: direction.order === 'desc' ? travelled : more,
    hasOlder: direction.order === 'desc' ? more : travelled,
  };
}

/** Who was seen under a name: the link behind a player name logged without an id. */
export async function lookUpName(database: Database, staff: AuthUser, name: string): Promise<PlayerMatch[]> {
  const rows = await findByName(database.db, name.toLowerCase(), visibleNameSources(staff));
  return rows.map((r) => ({ userId: Number(r.user_id), username: r.username ?? r.name, name: r.name, lastSeen: iso(r.last_seen) }));
}

/**
 * The player's trade partners: `data` most trades first, and `partners` (the partners chart) the
 * same pairs' balances, largest |net| first. A partner with an id is one partner under every name;
 * one logged without an id is told apart by name. The database groups, merges and ranks them (one
 * statement over every trade source); only the rows shown come back, however many partners a
 * heavy trader has.
 */
export async function getTradePartners(
  database: Database,
  staff: AuthUser,
  userId: number,
  limit: number,
): Promise<{ data: TradePartner[]; partners: PartnerBalance[] }> {
  const player = await knownPlayer(database, staff, userId);
  const sources = timelineSources(
    userId,
    player.names.map((n) => n.name_lower),
    ['trade'],
  );
  const rows = await rankedPartners(database, sources, limit);
  const partnerOf = (r: PartnerRow): TradePartner => ({
    userId: r.partner_id === null ? null : Number(r.partner_id),
    name: r.partner_name,
    trades: Number(r.trades),
    lopsided: Number(r.lopsided),
    gave: Number(r.gave),
    got: Number(r.got),
    lastTrade: iso(Number(r.last)),
  });
  return {
    data: rows.filter((r) => r.list === 'trades').map(partnerOf),
    partners: rows.filter((r) => r.list === 'net').map((r) => partnerBalance(partnerOf(r))),
  };
}

/** What went each way between the player and one partner. */
function partnerBalance(p: TradePartner): PartnerBalance {
  return {
    ...(p.userId !== null ? { userId: p.userId } : {}),
    name: p.name,
    trades: p.trades,
    given: p.gave,
    received: p.got,
    net: p.got - p.gave,
    lopsided: p.lopsided,
    oneWay: oneWay(p.trades, p.gave, p.got),
  };
}
