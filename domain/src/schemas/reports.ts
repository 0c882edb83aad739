// Player reports as staff work them: the queue (one item per reported player), a player's reports,
// the chat around a report, claiming and resolving, a reporter's record, and the outcomes feed the
// game reads to tell reporters what came of their reports. The game's report event is in events.ts.
import { z } from 'zod';
import { REPORT_CATEGORIES, REPORT_LIMITS, REPORT_OUTCOMES, REPORT_QUEUE_SORTS, REPORT_RESOLUTIONS, REPORT_STATUSES } from '../values/reports';
import { ChatMessage } from './chat';
import { oneOf, pageParams, queryInt } from './common';
import { HexIdParam, PlayerId, requiredText, StaffRef } from './moderation';

/** A player id in a query string or path: digits. */
const PlayerIdQuery = z.coerce
  .number({ error: 'must be a numeric user id' })
  .int('must be a numeric user id')
  .min(1, 'must be a numeric user id')
  .max(999_999_999_999_999, 'must be a numeric user id');

const CategoryCounts = z.partialRecord(z.enum(REPORT_CATEGORIES), z.number());

/** The player reported, by id and by the latest name known. */
const ReportedPlayer = { reportedId: z.number(), reportedName: z.string() };

// ---- the queue ----

export const ReportQueueQuery = z.object({
  category: oneOf(REPORT_CATEGORIES).optional(),
  /** `me`, a staff member's id, or `none` (nobody has claimed them). */
  assignee: z.union([z.enum(['me', 'none']), HexIdParam], { error: 'must be me, none or a staff member id' }).optional(),
  sort: oneOf(REPORT_QUEUE_SORTS).default('priority'),
  ...pageParams(REPORT_LIMITS.queuePageSize, REPORT_LIMITS.maxPageSize),
});
export type ReportQueueQuery = z.infer<typeof ReportQueueQuery>;

export const ReportQueueItem = z.object({
  ...ReportedPlayer,
  /** Open and claimed reports of this player. */
  open: z.number(),
  /** Distinct reporters of those reports (excess reports not counted). */
  reporters: z.number(),
  categories: CategoryCounts,
  /** ISO 8601. */
  oldestAt: z.string(),
  newestAt: z.string(),
  assignee: StaffRef.optional(),
  /** What the priority sort ranks by: distinct reporters of the open reports. */
  priority: z.number(),
});
export type ReportQueueItem = z.infer<typeof ReportQueueItem>;

export const ReportQueueResponse = z.object({ success: z.literal(true), items: z.array(ReportQueueItem), total: z.number() });
export type ReportQueueResponse = z.infer<typeof ReportQueueResponse>;

// ---- a player's reports ----

export const ReportsQuery = z.object({
  reportedId: PlayerIdQuery.optional(),
  reporterId: PlayerIdQuery.optional(),
  status: oneOf(REPORT_STATUSES).optional(),
  ...pageParams(REPORT_LIMITS.reportsPageSize, REPORT_LIMITS.maxPageSize),
});
export type ReportsQuery = z.infer<typeof ReportsQuery>;

export const ReportResolution = z.object({
  action: z.enum(REPORT_RESOLUTIONS),
  reason: z.string().optional(),
  caseId: z.string().optional(),
  sanctionId: z.string().optional(),
  by: StaffRef,
  /** ISO 8601. */
  at: z.string(),
});
export type ReportResolution = z.infer<typeof ReportResolution>;

export const Report = z.object({
  _id: z.string(),
  reporterId: z.number(),
  reporterName: z.string(),
  ...ReportedPlayer,
  category: z.enum(REPORT_CATEGORIES),
  text: z.string(),
  serverId: z.string().optional(),
  placeId: z.string().optional(),
  /** ISO 8601. */
  date: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** Past the reporter's daily allowance: kept, but never raising the player's priority. */
  excess: z.boolean(),
  assignee: StaffRef.optional(),
  resolution: ReportResolution.optional(),
});
export type Report = z.infer<typeof Report>;

export const ReportsResponse = z.object({ success: z.literal(true), reports: z.array(Report), total: z.number() });
export type ReportsResponse = z.infer<typeof ReportsResponse>;

/** GET /api/reports/:id/context: the chat before a report, by the two players or everyone in its server. */
export const ReportContextResponse = z.object({ success: z.literal(true), messages: z.array(ChatMessage) });
export type ReportContextResponse = z.infer<typeof ReportContextResponse>;

/** A report put in a case (evidence of kind `report`): the report and the chat before it, as the context route answered. */
export const ReportEvidenceSnapshot = z.object({ report: Report, context: z.array(ChatMessage) });
export type ReportEvidenceSnapshot = z.infer<typeof ReportEvidenceSnapshot>;

// ---- claiming and resolving ----

export const ReportClaimBody = z.object({
  reportedId: PlayerId,
  /** An administrator's take-over of reports another moderator claimed. */
  force: z.boolean({ error: 'must be true or false' }).optional(),
});
export type ReportClaimBody = z.infer<typeof ReportClaimBody>;

export const ReportClaimResponse = z.object({ success: z.literal(true), claimed: z.number() });
export type ReportClaimResponse = z.infer<typeof ReportClaimResponse>;

export const ReportResolveBody = z.discriminatedUnion(
  'action',
  [
    z.object({ reportedId: PlayerId, action: z.literal('dismissed'), reason: requiredText(REPORT_LIMITS.dismissReason) }),
    /** Into a new case titled after the player, or into `caseId`. */
    z.object({ reportedId: PlayerId, action: z.literal('case'), caseId: HexIdParam.optional() }),
  ],
  { error: 'action must be dismissed or case' },
);
export type ReportResolveBody = z.infer<typeof ReportResolveBody>;

export const ReportResolveResponse = z.object({ success: z.literal(true), resolved: z.number(), caseId: z.string().optional() });
export type ReportResolveResponse = z.infer<typeof ReportResolveResponse>;

// ---- a reporter's record ----

export const ReporterParams = z.object({ userId: PlayerIdQuery });

export const ReporterRecordResponse = z.object({
  success: z.literal(true),
  total: z.number(),
  actioned: z.number(),
  dismissed: z.number(),
  excess: z.number(),
});
export type ReporterRecordResponse = z.infer<typeof ReporterRecordResponse>;

// ---- the outcomes feed (ingest key) ----

export const ReportOutcomesQuery = z.object({
  /** The cursor of the previous answer; from the start when left out. */
  after: z.string().max(100, 'must be a cursor from a previous answer').optional(),
  limit: queryInt(1, REPORT_LIMITS.outcomesPageSize).default(REPORT_LIMITS.outcomesPageSize),
});
export type ReportOutcomesQuery = z.infer<typeof ReportOutcomesQuery>;

export const ReportOutcome = z.object({
  reportId: z.string(),
  reporterId: z.number(),
  outcome: z.enum(REPORT_OUTCOMES),
  /** ISO 8601. */
  at: z.string(),
});
export type ReportOutcome = z.infer<typeof ReportOutcome>;

export const ReportOutcomesResponse = z.object({ success: z.literal(true), outcomes: z.array(ReportOutcome), cursor: z.string() });
export type ReportOutcomesResponse = z.infer<typeof ReportOutcomesResponse>;
