import { z } from 'zod';
import { LIMITS, pageParams, SortOrder, TimeParam } from './common';

export const LOG_CATEGORIES = ['auth', 'users', 'roles', 'ingest', 'system', 'moderation'] as const;
export type LogCategory = (typeof LOG_CATEGORIES)[number];

/** What the `moderation` category records: every change to notes, cases, evidence and sanctions, and who read a case report. */
export const MODERATION_ACTIONS = [
  'note_created',
  'note_updated',
  'note_deleted',
  'case_created',
  'case_updated',
  'case_commented',
  'evidence_added',
  'evidence_removed',
  'sanction_issued',
  'sanction_revoked',
  'sanction_enforcement_failed',
  // A failed Open Cloud delivery sent again by a moderator.
  'sanction_enforcement_retried',
  'case_report_viewed',
  // Watch rules (who watches which players, terms, items or lopsided trades).
  'watch_rule_created',
  'watch_rule_updated',
  'watch_rule_deleted',
  // Sanction presets (administrators).
  'sanction_preset_created',
  'sanction_preset_updated',
  'sanction_preset_deleted',
  // Player reports: a player's open reports claimed, and resolved (dismissed or put in a case).
  'reports_claimed',
  'reports_resolved',
  // Appeals: a player's appeal sent from the public page (no staff actor), and a reviewer's decision.
  'appeal_submitted',
  'appeal_decided',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Actions of the `system` category that no staff member takes: what the console does by itself. */
export const SYSTEM_ACTIONS = {
  /** The retention job deleted old rows (details: the rows deleted per kind and the days each is kept). */
  retentionRun: 'retention_run',
} as const;

/** Actions of the `system` category about where alerts go: the Discord webhooks administrators register. */
export const DISCORD_WEBHOOK_ACTIONS = { created: 'discord_webhook_created', deleted: 'discord_webhook_deleted' } as const;

/** What an entry is about, so the log can name and link it (taken from its details when recorded). */
export const ActionTargets = z.object({
  /** The players it concerns, each with the name the viewer may see (null when none). */
  players: z.array(z.object({ userId: z.number(), name: z.string().nullable() })),
  case: z.object({ id: z.string(), number: z.number().nullable() }).nullable(),
  /** A staff account it changed (not the actor). */
  user: z.object({ id: z.string(), username: z.string().nullable() }).nullable(),
  sanctionId: z.string().nullable(),
});
export type ActionTargets = z.infer<typeof ActionTargets>;

export const ActionLog = z.object({
  _id: z.string(),
  timestamp: z.string(),
  category: z.enum(LOG_CATEGORIES),
  ipAddress: z.string(),
  username: z.string(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  targets: ActionTargets.optional(),
});
export type ActionLog = z.infer<typeof ActionLog>;

export const ACTION_LOG_PAGE_SIZE = 50;

export const LogsQuery = z.object({
  category: z.enum(LOG_CATEGORIES, { error: `category must be one of ${LOG_CATEGORIES.join(', ')}` }).optional(),
  username: z.string().trim().max(LIMITS.name).optional(),
  startDate: TimeParam.optional(),
  endDate: TimeParam.optional(),
  /** One action code (the filter's select lists the labelled ones). */
  action: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,64}$/, 'action must be an action code such as sanction_issued')
    .optional(),
  /** The entries about a player: their id, or a name they were seen under. */
  player: z.string().trim().min(1, 'player must be a player id or name').max(LIMITS.name, `player must be at most ${LIMITS.name} characters`).optional(),
  /** The entries about a case: its number or its id. */
  case: z
    .string()
    .trim()
    .regex(/^(\d{1,9}|[0-9a-f]{24})$/, 'case must be a case number or a 24-character case id')
    .optional(),
  /** The entries about a staff account (created, changed, its sessions ended): its username or id. */
  targetUser: z.string().trim().min(1, 'targetUser must be a staff username or id').max(LIMITS.name).optional(),
  sortBy: z.enum(['timestamp'], { error: 'sortBy must be timestamp' }).default('timestamp'),
  sortOrder: SortOrder.default('desc'),
  ...pageParams(ACTION_LOG_PAGE_SIZE),
});
export type LogsQuery = z.infer<typeof LogsQuery>;

export const Pagination = z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() });
export type Pagination = z.infer<typeof Pagination>;

export const LogsResponse = z.object({ success: z.literal(true), logs: z.array(ActionLog), pagination: Pagination });
export type LogsResponse = z.infer<typeof LogsResponse>;
export const CategoriesResponse = z.object({ success: z.literal(true), categories: z.array(z.string()) });
