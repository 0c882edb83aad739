// How watch rules match events (docs/RULES.md, "Watchlists and alerts"): which scopes each kind
// of rule may watch, how texts are folded before comparing, and when a trade is lopsided enough
// for a `lopsided` rule.
import { REPORT_LIMITS } from './reports';
import { LOPSIDED_TRADE_DEFAULTS } from './trade-values';

export const WATCH_RULE_KINDS = ['player', 'term', 'item', 'lopsided', 'reports', 'appeals'] as const;
export type WatchRuleKind = (typeof WATCH_RULE_KINDS)[number];

/**
 * `reports`: the Reports queue, which only a `reports` rule watches (its own scope, so seeing its
 * alerts asks the Reports queue's permission); `appeals`: players' appeals, which only an `appeals`
 * rule watches (seeing its alerts asks review_appeals).
 */
export const WATCH_SCOPES = ['chat', 'trades', 'marketplace', 'reports', 'appeals'] as const;
export type WatchScope = (typeof WATCH_SCOPES)[number];

/** The logs each kind of rule can watch: a term reads chat, an item is traded or bought, lopsidedness is a trade's, a reports threshold the queue's. */
export const WATCH_KIND_SCOPES: Record<WatchRuleKind, readonly WatchScope[]> = {
  player: ['chat', 'trades', 'marketplace'],
  term: ['chat'],
  item: ['trades', 'marketplace'],
  lopsided: ['trades'],
  reports: ['reports'],
  appeals: ['appeals'],
};

/**
 * A `lopsided` rule without its own thresholds: one side worth at least 5× the other, and 10,000 RAP
 * more, the same figures as the lopsided flag of Trade Logs (5× and over 10,000 RAP).
 */
export const LOPSIDED_WATCH_DEFAULTS = { ratio: LOPSIDED_TRADE_DEFAULTS.ratio, minDifference: LOPSIDED_TRADE_DEFAULTS.minRap } as const;

export interface LopsidedThresholds {
  ratio: number;
  minDifference: number;
}

/**
 * A trade matches a lopsided rule when its larger side's RAP is at least `ratio` times the smaller
 * side's and at least `minDifference` more. A side worth nothing against a side worth enough counts.
 */
export function isLopsidedFor(sent: number, received: number, { ratio, minDifference }: LopsidedThresholds): boolean {
  const larger = Math.max(sent, received);
  const smaller = Math.min(sent, received);
  return larger - smaller >= minDifference && larger >= ratio * smaller;
}

/**
 * A `reports` rule's threshold from its target (digits): the distinct open reporters at which a
 * player raises its alert, or null when the target is not a whole number in range.
 */
export function reportThreshold(target: string | null): number | null {
  if (target === null || !/^\d{1,3}$/.test(target)) return null;
  const n = Number(target);
  return n >= REPORT_LIMITS.watchThresholdMin && n <= REPORT_LIMITS.watchThresholdMax ? n : null;
}

/**
 * Text as searches compare it: lower-cased in every script, as the chat search's indexes fold it
 * (SQLite's trigram tokenizer and PostgreSQL's lower() both fold case, not accents).
 */
export const foldForSearch = (text: string): string => text.toLowerCase();

/** Kinds of rule without a target: a lopsided rule has thresholds instead, an appeals rule watches every new appeal. */
export const UNTARGETED_WATCH_KINDS: readonly WatchRuleKind[] = ['lopsided', 'appeals'];

/**
 * Where the web app opens the event an alert is about (its dialog, its place in the chat, the
 * reported player's reports: a report alert's ref is "<player id>:<report id>"; or the appeal,
 * whose id is an appeal alert's ref).
 */
export function alertEventPath(kind: 'chat' | 'trade' | 'marketplace' | 'report' | 'appeal', ref: string): string {
  if (kind === 'report') return `/reports?open=${encodeURIComponent(ref.split(':')[0]!)}`;
  if (kind === 'appeal') return `/appeals?open=${encodeURIComponent(ref)}`;
  const id = encodeURIComponent(ref);
  if (kind === 'chat') return `/chats?context=${id}`;
  return kind === 'trade' ? `/trades?open=${id}` : `/marketplace?open=${id}`;
}

/** An item's key, as trades and marketplace entries store it for exact item searches: trimmed, lower-cased. */
export const itemKey = (name: string): string => name.trim().toLowerCase();

/**
 * The sentence of a refused duplicate rule (one of the same kind, target and an overlapping log,
 * already in its author's sight): it names the rule that exists and its id, which the web app links to.
 */
export const duplicateWatchRuleMessage = (name: string, id: string): string =>
  `A watch rule already watches this: "${name}" (${id}). Open that rule and change it instead of making a second one.`;

/** The id a duplicate rule's sentence names (the web app opens that rule). */
export const duplicateWatchRuleId = (message: string): string | null => /^A watch rule already watches this: .*\(([0-9a-f]{24})\)\./.exec(message)?.[1] ?? null;
