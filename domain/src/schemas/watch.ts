// Watchlists and alerts (docs/RULES.md, "Watchlists and alerts"): rules that watch players, chat
// terms, items and lopsided trades as events are stored, the alerts they raise, each staff
// member's read state, and the Discord webhooks administrators register for shared rules.
import { z } from 'zod';
import { WATCH_LIMITS } from '../limits';
import { REPORT_LIMITS } from '../values/reports';
import { characterCount } from '../values/search-term';
import {
  LOPSIDED_WATCH_DEFAULTS,
  reportThreshold,
  WATCH_KIND_SCOPES,
  WATCH_RULE_KINDS,
  WATCH_SCOPES,
  type WatchRuleKind,
  type WatchScope,
} from '../values/watch-rules';
import { oneOf, queryInt } from './common';
import { HexIdParam, requiredText, StaffRef } from './moderation';

export const ALERT_KINDS = ['chat', 'trade', 'marketplace', 'report', 'appeal'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The alert kind of an event of each scope. */
export const ALERT_KIND_OF_SCOPE: Record<WatchScope, AlertKind> = {
  chat: 'chat',
  trades: 'trade',
  marketplace: 'marketplace',
  reports: 'report',
  appeals: 'appeal',
};

export const WatchRule = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(WATCH_RULE_KINDS),
  /** A user id (as digits), a term, an item name or a number of distinct reporters; null for a lopsided or appeals rule. */
  target: z.string().nullable(),
  scopes: z.array(z.enum(WATCH_SCOPES)),
  shared: z.boolean(),
  discordWebhookId: z.string().nullable(),
  enabled: z.boolean(),
  /** A lopsided rule's thresholds (null for the other kinds). */
  ratio: z.number().nullable(),
  minDifference: z.number().nullable(),
  alertCount: z.number(),
  /** A player rule's player name (as the viewer may see it), else null. */
  playerName: z.string().nullable().optional(),
  createdBy: StaffRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WatchRule = z.infer<typeof WatchRule>;

const Target = z
  .union([z.string(), z.number()], { error: 'must be a text or a number' })
  .transform((v) => String(v).trim())
  .pipe(z.string().max(WATCH_LIMITS.target, `must be at most ${WATCH_LIMITS.target} characters`));
const Scopes = z
  .array(z.enum(WATCH_SCOPES, { error: `must each be one of ${WATCH_SCOPES.join(', ')}` }), { error: 'must be a list' })
  .min(1, 'must name at least one log')
  .transform((s) => WATCH_SCOPES.filter((scope) => s.includes(scope)));
const Ratio = z.number({ error: 'must be a number' }).min(1, 'must be at least 1').max(WATCH_LIMITS.maxRatio, `must be at most ${WATCH_LIMITS.maxRatio}`);
const MinDifference = z
  .number({ error: 'must be a number' })
  .min(0, 'must be at least 0')
  .max(WATCH_LIMITS.maxDifference, `must be at most ${WATCH_LIMITS.maxDifference.toLocaleString('en-US')}`);
const WebhookId = HexIdParam.nullable();

/** What a rule is, whole: what the create body gives and what a patch leaves after it is applied. */
export interface WatchRuleShape {
  kind: WatchRuleKind;
  target: string | null;
  scopes: readonly WatchScope[];
  ratio: number | null;
  minDifference: number | null;
}

/** The first problem of a rule's target, scopes and thresholds for its kind, or null. */
export function watchRuleProblem(rule: WatchRuleShape): { field: string; error: string } | null {
  const { kind, target } = rule;
  if (kind === 'lopsided') {
    if (target !== null && target !== '') return { field: 'target', error: 'must be left out for a lopsided rule' };
  } else if (kind === 'appeals') {
    if (target !== null && target !== '') return { field: 'target', error: 'must be left out for an appeals rule' };
    if (rule.ratio !== null || rule.minDifference !== null)
      return { field: rule.ratio !== null ? 'ratio' : 'minDifference', error: 'applies to lopsided rules only' };
  } else {
    if (target === null || target === '') return { field: 'target', error: `is required for a ${kind} rule` };
    if (kind === 'player' && !/^[1-9]\d{0,14}$/.test(target)) return { field: 'target', error: 'must be a numeric user id' };
    if (kind === 'reports' && reportThreshold(target) === null)
      return { field: 'target', error: `must be a whole number from ${REPORT_LIMITS.watchThresholdMin} to ${REPORT_LIMITS.watchThresholdMax}` };
    if (kind === 'term' && characterCount(target) < WATCH_LIMITS.termMin)
      return { field: 'target', error: `must be at least ${WATCH_LIMITS.termMin} characters` };
    if (rule.ratio !== null || rule.minDifference !== null)
      return { field: rule.ratio !== null ? 'ratio' : 'minDifference', error: 'applies to lopsided rules only' };
  }
  const allowed = WATCH_KIND_SCOPES[kind];
  const stray = rule.scopes.find((s) => !allowed.includes(s));
  if (stray) return { field: 'scopes', error: `a ${kind} rule can watch ${allowed.join(', ')} only` };
  return null;
}

export const WatchRuleBody = z
  .object({
    name: requiredText(WATCH_LIMITS.name),
    kind: oneOf(WATCH_RULE_KINDS),
    target: Target.optional(),
    /** The logs watched; every log the kind can watch when left out. */
    scopes: Scopes.optional(),
    shared: z.boolean({ error: 'must be true or false' }).default(false),
    discordWebhookId: WebhookId.default(null),
    enabled: z.boolean({ error: 'must be true or false' }).default(true),
    ratio: Ratio.optional(),
    minDifference: MinDifference.optional(),
  })
  .transform((b) => ({
    ...b,
    target: b.target === undefined || b.target === '' ? null : b.target,
    scopes: b.scopes ?? [...WATCH_KIND_SCOPES[b.kind]],
    ratio: b.ratio ?? (b.kind === 'lopsided' ? LOPSIDED_WATCH_DEFAULTS.ratio : null),
    minDifference: b.minDifference ?? (b.kind === 'lopsided' ? LOPSIDED_WATCH_DEFAULTS.minDifference : null),
  }))
  .superRefine((b, ctx) => {
    const problem = watchRuleProblem(b);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.error });
  });
export type WatchRuleBody = z.infer<typeof WatchRuleBody>;

/** Any of a rule's fields but its kind; checked against the rule's kind once applied. */
export const WatchRulePatch = z
  .object({
    name: requiredText(WATCH_LIMITS.name),
    target: Target.nullable(),
    scopes: Scopes,
    shared: z.boolean({ error: 'must be true or false' }),
    discordWebhookId: WebhookId,
    enabled: z.boolean({ error: 'must be true or false' }),
    ratio: Ratio,
    minDifference: MinDifference,
  })
  .partial()
  .refine((p) => Object.keys(p).length > 0, 'must change at least one field');
export type WatchRulePatch = z.infer<typeof WatchRulePatch>;

export const WatchRulesResponse = z.object({ success: z.literal(true), rules: z.array(WatchRule) });
export const WatchRuleResponse = z.object({ success: z.literal(true), rule: WatchRule });

export const Alert = z.object({
  _id: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  kind: z.enum(ALERT_KINDS),
  /** The event's `_id` in its log. */
  ref: z.string(),
  summary: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /** The player the alert is about, with the name the viewer may see. */
  playerId: z.number().nullable().optional(),
  playerName: z.string().nullable().optional(),
  /** Its group within its rule (player and hour), null when it stands alone. */
  groupKey: z.string().nullable().optional(),
});
export type Alert = z.infer<typeof Alert>;

/** A group of a page's alerts, counted whole (its alerts on other pages too). */
export const AlertGroup = z.object({
  ruleId: z.string(),
  groupKey: z.string(),
  count: z.number(),
  unread: z.number(),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type AlertGroup = z.infer<typeof AlertGroup>;

const GROUP_KEY = /^[1-9]\d{0,14}:\d{1,10}$/;

const QueryFlag = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
);

export const AlertsQuery = z.object({
  unread: QueryFlag,
  ruleId: HexIdParam.optional(),
  /** One group's alerts (with its ruleId). */
  group: z.string().regex(GROUP_KEY, 'must be a player id and an hour, as alerts give it').optional(),
  page: queryInt(1, 100_000).default(1),
  limit: queryInt(1, WATCH_LIMITS.alertsMaxLimit).default(WATCH_LIMITS.alertsPageSize),
});
export type AlertsQuery = z.infer<typeof AlertsQuery>;

export const AlertsResponse = z.object({
  success: z.literal(true),
  alerts: z.array(Alert),
  total: z.number(),
  unread: z.number(),
  /** The groups of this page's alerts, each counted whole. */
  groups: z.array(AlertGroup).optional(),
  /** The newest alert of the list as this answer saw it: "mark read" marks up to it, never past it. */
  newestId: z.string().nullable().optional(),
});
export type AlertsResponse = z.infer<typeof AlertsResponse>;

export const AlertsReadBody = z.union(
  [
    z
      .object({
        ids: z
          .array(HexIdParam, { error: 'must be a list of alert ids' })
          .min(1, 'must name at least one alert')
          .max(WATCH_LIMITS.readIds, `must name at most ${WATCH_LIMITS.readIds} alerts`),
      })
      .strict(),
    z.object({ all: z.literal(true, { error: 'must be true' }) }).strict(),
    /** What a filtered list shows: every alert of the rule (or of every rule) up to the newest the screen saw. */
    z.object({ before: HexIdParam, ruleId: HexIdParam.optional() }).strict(),
  ],
  { error: 'must be {ids: [...]}, {all: true} or {before, ruleId?}' },
);
export type AlertsReadBody = z.infer<typeof AlertsReadBody>;

export const AlertsReadResponse = z.object({
  success: z.literal(true),
  marked: z.number(),
  unread: z.number(),
  /** Undoes a marking of {all} or {before}: POST /api/alerts/unread {undoToken}; null when nothing was marked. */
  undoToken: z.string().nullable().optional(),
});
export type AlertsReadResponse = z.infer<typeof AlertsReadResponse>;

export const AlertsUnreadBody = z.object({ undoToken: HexIdParam }).strict();
export type AlertsUnreadBody = z.infer<typeof AlertsUnreadBody>;
export const AlertsUnreadResponse = z.object({ success: z.literal(true), unmarked: z.number(), unread: z.number() });
export type AlertsUnreadResponse = z.infer<typeof AlertsUnreadResponse>;

export const UnreadCountResponse = z.object({ success: z.literal(true), unread: z.number() });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponse>;

export const DiscordWebhook = z.object({ _id: z.string(), name: z.string(), createdBy: StaffRef.nullable(), createdAt: z.string() });
export type DiscordWebhook = z.infer<typeof DiscordWebhook>;

export const DiscordWebhookBody = z.object({
  name: requiredText(WATCH_LIMITS.name),
  url: z
    .string({ error: 'must be a string' })
    .trim()
    .max(WATCH_LIMITS.webhookUrl, `must be at most ${WATCH_LIMITS.webhookUrl} characters`)
    .regex(/^https?:\/\/[^\s/?#]+(\/\S*)?$/i, 'must be an https:// URL'),
});
export type DiscordWebhookBody = z.infer<typeof DiscordWebhookBody>;

export const DiscordWebhookResponse = z.object({ success: z.literal(true), webhook: z.object({ _id: z.string(), name: z.string() }) });
export const DiscordWebhooksResponse = z.object({ success: z.literal(true), webhooks: z.array(DiscordWebhook) });

// Written once in limits.ts (no zod there: screens read it without the schemas).
export { WATCH_LIMITS };
