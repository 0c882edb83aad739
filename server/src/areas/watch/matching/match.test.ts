// The compiled rule set raises exactly the alerts a rule-by-rule check would, with a thousand
// rules of every kind: the hash maps, the automaton and the loosest-threshold shortcut lose nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForSearch, isLopsidedFor, itemKey } from '@staff-console/domain';
import { matchBatch, type WatchedChat, type WatchedKind, type WatchedPurchase, type WatchedRows, type WatchedTrade } from './match';
import { type RuleRow, RuleSet } from './rule-set';

const WORDS = ['scam', 'free robux', 'ÄRGER', 'trade', 'dupe', 'x!y'];
const ITEMS = ['Dominus Empyreus', 'Valkyrie Helm', 'Egg'];

function rules(count: number): RuleRow[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = (['player', 'term', 'item', 'lopsided'] as const)[i % 4]!;
    const base = {
      id: String(i).padStart(24, '0'),
      name: `rule ${i}`,
      kind,
      ratio: null,
      min_difference: null,
      discord_webhook_id: null,
      created_by_id: `maker${i % 5}`,
    };
    if (kind === 'player') return { ...base, target_key: String(1 + (i % 40)), scopes: ['chat', 'trades', 'marketplace', 'chat,marketplace'][i % 4]! };
    if (kind === 'term') return { ...base, target_key: foldForSearch(`${WORDS[i % WORDS.length]!}${i % 3 === 0 ? '' : i}`), scopes: 'chat' };
    if (kind === 'item') return { ...base, target_key: itemKey(ITEMS[i % ITEMS.length]!), scopes: i % 2 ? 'trades' : 'trades,marketplace' };
    return { ...base, target_key: null, ratio: 1.5 + (i % 7), min_difference: 1000 * (i % 13), scopes: 'trades' };
  });
}

const naive = {
  chat: (all: RuleRow[], r: WatchedChat) =>
    r.hidden === 1
      ? []
      : all.filter(
          (rule) =>
            rule.scopes.split(',').includes('chat') &&
            ((rule.kind === 'player' && Number(rule.target_key) === r.user_id) ||
              (rule.kind === 'term' && foldForSearch(r.message).includes(rule.target_key!))),
        ),
  trades: (all: RuleRow[], r: WatchedTrade) =>
    all.filter(
      (rule) =>
        rule.scopes.split(',').includes('trades') &&
        ((rule.kind === 'player' && [r.sender_id, r.receiver_id].includes(Number(rule.target_key))) ||
          (rule.kind === 'item' && r.item_names.split('\n').includes(rule.target_key!)) ||
          (rule.kind === 'lopsided' && isLopsidedFor(r.sent, r.received, { ratio: rule.ratio!, minDifference: rule.min_difference! }))),
    ),
  marketplace: (all: RuleRow[], r: WatchedPurchase) =>
    all.filter(
      (rule) =>
        rule.scopes.split(',').includes('marketplace') &&
        ((rule.kind === 'player' && [r.buyer_id, r.seller_id].includes(Number(rule.target_key))) ||
          (rule.kind === 'item' && itemKey(r.item_name) === rule.target_key)),
    ),
};

const ids = (list: { id: string }[]) => list.map((r) => r.id).sort();

/** The rules one event raises alerts for, with room for all of them (the batch budget is tested in alert-budget.test.ts). */
const matchRows = <K extends WatchedKind>(set: RuleSet, kind: K, rows: WatchedRows[K][]) => matchBatch(set, kind, rows, { rows: 10_000, perGroup: 10 }).alerts;

describe('matchRows', () => {
  const all = rules(1000);
  const set = new RuleSet(all);
  const player = fc.integer({ min: 1, max: 45 });

  it('agrees with a rule-by-rule check on chat messages', () => {
    const text = fc.array(fc.constantFrom(...WORDS, ...WORDS.map((w) => w.toUpperCase()), ' ', '12', '7', 'hello'), { maxLength: 8 }).map((p) => p.join(''));
    fc.assert(
      fc.property(player, text, fc.constantFrom(0, 0, 1), (userId, message, hidden) => {
        const row: WatchedChat = { id: 'c', user_id: userId, name: 'n', message, hidden };
        expect(ids(matchRows(set, 'chat', [row]).map((a) => a.rule))).toEqual(ids(naive.chat(all, row)));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees on trades (either side, items, lopsided thresholds) and purchases', () => {
    const rap = fc.integer({ min: 0, max: 60_000 });
    const names = fc.subarray(ITEMS.map(itemKey)).map((n) => n.join('\n'));
    fc.assert(
      fc.property(player, player, rap, rap, names, (senderId, receiverId, sent, received, itemNames) => {
        const row: WatchedTrade = { id: 't', sender: 'a', receiver: 'b', sender_id: senderId, receiver_id: receiverId, sent, received, item_names: itemNames };
        expect(ids(matchRows(set, 'trades', [row]).map((a) => a.rule))).toEqual(ids(naive.trades(all, row)));
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(player, player, fc.constantFrom(...ITEMS, ' dominus EMPYREUS ', 'Other'), (buyerId, sellerId, name) => {
        const row: WatchedPurchase = { id: 'm', item_name: name, price: 1, seller: 's', buyer: 'b', buyer_id: buyerId, seller_id: sellerId };
        expect(ids(matchRows(set, 'marketplace', [row]).map((a) => a.rule))).toEqual(ids(naive.marketplace(all, row)));
      }),
      { numRuns: 200 },
    );
  });

  it('counts every match of a batch past a small budget: its rows, their "more" and the rest over budget add up', () => {
    const text = fc.array(fc.constantFrom(...WORDS, ' ', 'hello'), { minLength: 1, maxLength: 6 }).map((p) => p.join(' '));
    const moreOf = (summary: string) => Number(/ \(and ([\d,]+) more in this batch\)$/.exec(summary)?.[1]?.replaceAll(',', '') ?? 0);
    fc.assert(
      fc.property(fc.array(fc.tuple(player, text), { minLength: 1, maxLength: 80 }), (lines) => {
        const rows: WatchedChat[] = lines.map(([userId, message], i) => ({ id: `c${i}`, user_id: userId, name: 'n', message, hidden: 0 }));
        const expected = rows.reduce((n, r) => n + naive.chat(all, r).length, 0);
        const out = matchBatch(set, 'chat', rows, { rows: 3, perGroup: 2 });
        expect(out.matches).toBe(expected);
        expect(out.alerts.length + out.alerts.reduce((n, a) => n + moreOf(a.summary), 0) + out.overBudget).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('raises nothing without rules', () => {
    expect(matchRows(new RuleSet([]), 'chat', [{ id: 'c', user_id: 1, name: 'n', message: 'scam', hidden: 0 }])).toEqual([]);
  });
});
