// Which rules each newly stored event raises an alert for (docs/RULES.md, "Watchlists and alerts"),
// with the one-line summary the inbox and Discord show. A rule raises one alert per event, however
// many of its conditions the event meets.
import { type AlertKind, formatCaseBux, formatRap, itemKey } from '@staff-console/domain';
import type { ChatMessagesTable, MarketplaceTable, TradesTable } from '../db/log-schema';
import type { CompiledRule, RuleSet } from './rule-set';

export type WatchedChat = Pick<ChatMessagesTable, 'id' | 'user_id' | 'name' | 'message' | 'hidden'>;
export type WatchedTrade = Pick<TradesTable, 'id' | 'sender' | 'receiver' | 'sender_id' | 'receiver_id' | 'sent' | 'received' | 'item_names'>;
export type WatchedPurchase = Pick<MarketplaceTable, 'id' | 'item_name' | 'price' | 'seller' | 'buyer' | 'buyer_id'>;

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
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

export const chatSummary = (r: WatchedChat) => cut(`${r.name} (${r.user_id}): ${r.message}`, SUMMARY_MAX);
export const tradeSummary = (r: WatchedTrade) =>
  cut(`${r.sender} traded with ${r.receiver}: sent ${formatRap(r.sent)}, received ${formatRap(r.received)}`, SUMMARY_MAX);
export const purchaseSummary = (r: WatchedPurchase) => cut(`${r.buyer} bought ${r.item_name} from ${r.seller} for ${formatCaseBux(r.price)}`, SUMMARY_MAX);

/** Rules an event met, with the player each list is about (null: none in particular). */
type Met = readonly [rules: readonly CompiledRule[], playerId: number | null];

/** One alert per rule for this event, whichever of the rule's conditions it met (most events meet none); the first list met names the player. */
function collect(out: PendingAlert[], lists: readonly Met[], kind: AlertKind, ref: string, summary: () => string): void {
  let text: string | undefined;
  let seen: Set<string> | undefined;
  for (const [rules, playerId] of lists) {
    for (const rule of rules) {
      if (seen?.has(rule.id)) continue;
      (seen ??= new Set()).add(rule.id);
      out.push({ rule, kind, ref, summary: (text ??= summary()), playerId: playerId === null ? null : Number(playerId) });
    }
  }
}

/** The side a lopsided trade favours: the sender when they received more than they sent. */
const favoured = (r: WatchedTrade) => (r.received > r.sent ? r.sender_id : r.receiver_id);

/** The alerts a batch's newly stored rows raise. Hidden chat messages raise none (no one can open them). */
export function matchRows<K extends WatchedKind>(rules: RuleSet, kind: K, rows: readonly WatchedRows[K][]): PendingAlert[] {
  const out: PendingAlert[] = [];
  if (rules.size === 0) return out;
  if (kind === 'chat') {
    for (const r of rows as readonly WatchedChat[]) {
      if (r.hidden === 1) continue;
      collect(
        out,
        [
          [rules.player(r.user_id, 'chat'), r.user_id],
          [rules.termsIn(r.message), r.user_id],
        ],
        'chat',
        r.id,
        () => chatSummary(r),
      );
    }
  } else if (kind === 'trades') {
    for (const r of rows as readonly WatchedTrade[]) {
      const items = r.item_names === '' ? [] : [...new Set(r.item_names.split('\n'))].flatMap((name) => rules.item(name, 'trades'));
      const met: Met[] = [
        [rules.player(r.sender_id, 'trades'), r.sender_id],
        [rules.player(r.receiver_id, 'trades'), r.receiver_id],
        [items, r.sender_id],
        [rules.lopsided(r.sent, r.received), favoured(r)],
      ];
      collect(out, met, 'trade', r.id, () => tradeSummary(r));
    }
  } else {
    for (const r of rows as readonly WatchedPurchase[]) {
      collect(
        out,
        [
          [rules.player(r.buyer_id, 'marketplace'), r.buyer_id],
          [rules.item(itemKey(r.item_name), 'marketplace'), r.buyer_id],
        ],
        'marketplace',
        r.id,
        () => purchaseSummary(r),
      );
    }
  }
  return out;
}
