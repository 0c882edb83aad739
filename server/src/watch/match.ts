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
}

const SUMMARY_MAX = 300;
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

export const chatSummary = (r: WatchedChat) => cut(`${r.name} (${r.user_id}): ${r.message}`, SUMMARY_MAX);
export const tradeSummary = (r: WatchedTrade) =>
  cut(`${r.sender} traded with ${r.receiver}: sent ${formatRap(r.sent)}, received ${formatRap(r.received)}`, SUMMARY_MAX);
export const purchaseSummary = (r: WatchedPurchase) => cut(`${r.buyer} bought ${r.item_name} from ${r.seller} for ${formatCaseBux(r.price)}`, SUMMARY_MAX);

/** One alert per rule for this event, whichever of the rule's conditions it met (most events meet none). */
function collect(out: PendingAlert[], lists: readonly CompiledRule[][], kind: AlertKind, ref: string, summary: () => string): void {
  let text: string | undefined;
  let seen: Set<string> | undefined;
  for (const rules of lists) {
    for (const rule of rules) {
      if (seen?.has(rule.id)) continue;
      (seen ??= new Set()).add(rule.id);
      out.push({ rule, kind, ref, summary: (text ??= summary()) });
    }
  }
}

/** The alerts a batch's newly stored rows raise. Hidden chat messages raise none (no one can open them). */
export function matchRows<K extends WatchedKind>(rules: RuleSet, kind: K, rows: readonly WatchedRows[K][]): PendingAlert[] {
  const out: PendingAlert[] = [];
  if (rules.size === 0) return out;
  if (kind === 'chat') {
    for (const r of rows as readonly WatchedChat[]) {
      if (r.hidden === 1) continue;
      collect(out, [rules.player(r.user_id, 'chat'), rules.termsIn(r.message)], 'chat', r.id, () => chatSummary(r));
    }
  } else if (kind === 'trades') {
    for (const r of rows as readonly WatchedTrade[]) {
      const items = r.item_names === '' ? [] : [...new Set(r.item_names.split('\n'))].flatMap((name) => rules.item(name, 'trades'));
      collect(out, [rules.player(r.sender_id, 'trades'), rules.player(r.receiver_id, 'trades'), items, rules.lopsided(r.sent, r.received)], 'trade', r.id, () =>
        tradeSummary(r),
      );
    }
  } else {
    for (const r of rows as readonly WatchedPurchase[]) {
      collect(out, [rules.player(r.buyer_id, 'marketplace'), rules.item(itemKey(r.item_name), 'marketplace')], 'marketplace', r.id, () => purchaseSummary(r));
    }
  }
  return out;
}
