// Which rules each newly stored event raises an alert for (docs/RULES.md, "Watchlists and alerts"),
// with the one-line summary the inbox and Discord show. A rule raises one alert per event, however
// many of its conditions the event meets; a player rule watches both sides of a trade and of a
// sale. What a batch writes is bounded (alert-budget.ts): chat terms are looked up once per
// distinct term and player, and only then handed to the rules that watch them.
import type { AlertKind } from '@staff-console/domain';
import { formatCaseBux, formatRap, itemKey } from '@staff-console/domain/values';
import type { ChatMessagesTable, MarketplaceTable, TradesTable } from '../../../db/log-schema';
import { ALERT_BUDGET, type AlertBudget, BatchGroups } from './alert-budget';
import type { CompiledRule, RuleSet } from './rule-set';

export type WatchedChat = Pick<ChatMessagesTable, 'id' | 'user_id' | 'name' | 'message' | 'hidden'>;
export type WatchedTrade = Pick<TradesTable, 'id' | 'sender' | 'receiver' | 'sender_id' | 'receiver_id' | 'sent' | 'received' | 'item_names'>;
export type WatchedPurchase = Pick<MarketplaceTable, 'id' | 'item_name' | 'price' | 'seller' | 'buyer' | 'buyer_id' | 'seller_id'>;

export interface WatchedRows {
  chat: WatchedChat;
  trades: WatchedTrade;
  marketplace: WatchedPurchase;
}
export type WatchedKind = keyof WatchedRows;

export interface PendingAlert {
  rule: CompiledRule;
  kind: AlertKind;
  ref: string;
  summary: string;
  /** The player the alert is about (its group's player), or null. */
  playerId: number | null;
}

const SUMMARY_MAX = 300;
/** Room kept at the end of a summary for " (and 1,234 more in this batch)". */
const MORE_ROOM = 40;
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

export const chatSummary = (r: WatchedChat) => cut(`${r.name} (${r.user_id}): ${r.message}`, SUMMARY_MAX);
export const tradeSummary = (r: WatchedTrade) =>
  cut(`${r.sender} traded with ${r.receiver}: sent ${formatRap(r.sent)}, received ${formatRap(r.received)}`, SUMMARY_MAX);
export const purchaseSummary = (r: WatchedPurchase) => cut(`${r.buyer} bought ${r.item_name} from ${r.seller} for ${formatCaseBux(r.price)}`, SUMMARY_MAX);

/** The summary of a row that stands for `more` later events of its group in the same batch. */
export const withMore = (summary: string, more: number) =>
  more === 0 ? summary : `${cut(summary, SUMMARY_MAX - MORE_ROOM)} (and ${more.toLocaleString('en-US')} more in this batch)`;

/** Rules an event met, with the player each list is about (null: none in particular). */
type Met = readonly [rules: readonly CompiledRule[], playerId: number | null];

/** Each rule once for this event, whichever of its conditions it met (most events meet none); the first list met names the player. */
function collect(groups: BatchGroups, lists: readonly Met[], event: number): void {
  let seen: Set<string> | undefined;
  for (const [rules, playerId] of lists) {
    for (const rule of rules) {
      if (seen?.has(rule.id)) continue;
      (seen ??= new Set()).add(rule.id);
      groups.add(rule, playerId === null ? null : Number(playerId), [event]);
    }
  }
}

/** The side a lopsided trade favours: the sender when they received more than they sent. */
const favoured = (r: WatchedTrade) => (r.received > r.sent ? r.sender_id : r.receiver_id);

interface TermHit {
  term: number;
  playerId: number | null;
  events: number[];
  total: number;
}

/**
 * Past the budget, the line of a player with no hit kept yet, whose terms have all had their first
 * hit, stores nothing: its matches are counted at once (no lookup per term). False, counting
 * nothing, when one of its terms is new (its first hit is kept whatever the budget).
 */
function countedOnly(rules: RuleSet, found: Int32Array, firstSeen: Uint8Array, groups: BatchGroups): boolean {
  let matches = 0;
  for (let k = 0; k < found.length; k += 1) {
    const term = found[k]!;
    if (firstSeen[term] === 0) return false;
    matches += rules.termRulesAt(term).length;
  }
  groups.skip(matches);
  return true;
}

/**
 * Chat: player rules per message; terms per distinct term and player first (so 100 rules sharing a
 * word cost one lookup per message, not 100), handed to their rules at the end. Hidden messages
 * raise nothing (no one can open them).
 */
function matchChat(rules: RuleSet, rows: readonly WatchedChat[], groups: BatchGroups): void {
  const { rows: room, perGroup } = groups.budget;
  const hits = new Map<number, Map<number, TermHit>>();
  /** Whether each distinct term has had its first hit (kept whatever the budget). */
  const firstSeen = new Uint8Array(rules.termCount);
  const firstHits: TermHit[] = [];
  const laterHits: TermHit[] = [];
  rows.forEach((r, event) => {
    if (r.hidden === 1) return;
    const playerId = r.user_id === null ? null : Number(r.user_id);
    for (const rule of rules.player(playerId, 'chat')) groups.add(rule, playerId, [event]);
    const found = rules.termIndexesIn(r.message);
    if (found.length === 0) return;
    const key = playerId ?? -1 - event;
    let perPlayer = hits.get(key);
    if (!perPlayer && laterHits.length >= room && countedOnly(rules, found, firstSeen, groups)) return;
    if (!perPlayer) hits.set(key, (perPlayer = new Map<number, TermHit>()));
    for (let k = 0; k < found.length; k += 1) {
      const term = found[k]!;
      let hit = perPlayer.get(term);
      if (!hit) {
        // A term's first hit is always kept (at most one per distinct term), so every rule that
        // matched reaches the budget; further players' hits while there is room.
        const first = firstSeen[term] === 0;
        if (!first && laterHits.length >= room) {
          groups.skip(rules.termRulesAt(term).length);
          continue;
        }
        hit = { term, playerId, events: [], total: 0 };
        perPlayer.set(term, hit);
        if (first) {
          firstSeen[term] = 1;
          firstHits.push(hit);
        } else laterHits.push(hit);
      }
      hit.total += 1;
      if (hit.events.length < perGroup) hit.events.push(event);
    }
  });
  for (const list of [firstHits, laterHits])
    for (const hit of list) for (const rule of rules.termRulesAt(hit.term)) groups.add(rule, hit.playerId, hit.events, hit.total);
}

export interface MatchedBatch {
  alerts: PendingAlert[];
  /** Matches that found no room in the batch's budget (neither a row nor a row's count). */
  overBudget: number;
  /** Every match, stored or counted. */
  matches: number;
}

/** The alerts a batch's newly stored rows raise, within the budget. */
export function matchBatch<K extends WatchedKind>(rules: RuleSet, kind: K, rows: readonly WatchedRows[K][], budget: AlertBudget = ALERT_BUDGET): MatchedBatch {
  if (rules.size === 0 || rows.length === 0) return { alerts: [], overBudget: 0, matches: 0 };
  const groups = new BatchGroups(budget);
  let summaryOf: (event: number) => string;
  let alertKind: AlertKind;
  if (kind === 'chat') {
    const chat = rows as readonly WatchedChat[];
    matchChat(rules, chat, groups);
    alertKind = 'chat';
    summaryOf = (event) => chatSummary(chat[event]!);
  } else if (kind === 'trades') {
    const trades = rows as readonly WatchedTrade[];
    trades.forEach((r, event) => {
      const items = r.item_names === '' ? [] : [...new Set(r.item_names.split('\n'))].flatMap((name) => rules.item(name, 'trades'));
      const met: Met[] = [
        [rules.player(r.sender_id, 'trades'), r.sender_id],
        [rules.player(r.receiver_id, 'trades'), r.receiver_id],
        [items, r.sender_id],
        [rules.lopsided(r.sent, r.received), favoured(r)],
      ];
      collect(groups, met, event);
    });
    alertKind = 'trade';
    summaryOf = (event) => tradeSummary(trades[event]!);
  } else {
    const purchases = rows as readonly WatchedPurchase[];
    purchases.forEach((r, event) => {
      const met: Met[] = [
        [rules.player(r.buyer_id, 'marketplace'), r.buyer_id],
        [rules.player(r.seller_id, 'marketplace'), r.seller_id],
        [rules.item(itemKey(r.item_name), 'marketplace'), r.buyer_id],
      ];
      collect(groups, met, event);
    });
    alertKind = 'marketplace';
    summaryOf = (event) => purchaseSummary(purchases[event]!);
  }
  const summaries = new Map<number, string>();
  const alerts = groups.rows().map(({ rule, playerId, event, more }) => {
    let summary = summaries.get(event);
    if (summary === undefined) summaries.set(event, (summary = summaryOf(event)));
    return { rule, kind: alertKind, ref: rows[event]!.id, summary: withMore(summary, more), playerId };
  });
  return { alerts, overBudget: groups.overBudget, matches: groups.matches };
}
