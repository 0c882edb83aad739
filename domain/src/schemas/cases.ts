// Cases of the moderation workbench (docs/RULES.md, "Moderation"): what staff investigate, the log
// rows kept as evidence (snapshots, as the log screens answered them), comments and history.
import { z } from 'zod';
import { CASE_COMMENTS_MAX, CASE_EVIDENCE_MAX, CASE_HISTORY_MAX } from '../limits';
import { HEX_ID, type Permission, PERMISSIONS } from '../permissions';
import { ChatMessage } from './chat';
import { oneOf, pageParams, queryInt } from './common';
import { MarketplaceEntry } from './marketplace';
import { HexIdParam, MODERATION_LIMITS, MODERATION_PAGE_SIZE, optionalText, PlayerId, requiredText, StaffRef } from './moderation';
import { PlayerLabel } from './players';
import { ReportEvidenceSnapshot } from './reports';
import { SearchParam, Trade } from './trades';

export const CASE_STATUSES = ['open', 'investigating', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const EVIDENCE_KINDS = ['chat', 'trade', 'marketplace', 'report'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** Evidence a moderator adds from a log screen; `report` evidence comes only from resolving a player's reports into a case. */
export const LOG_EVIDENCE_KINDS = ['chat', 'trade', 'marketplace'] as const satisfies readonly EvidenceKind[];
export type LogEvidenceKind = (typeof LOG_EVIDENCE_KINDS)[number];

/** Seeing (and adding) a kind of evidence needs that log's view permission. */
export const EVIDENCE_PERMISSION: Record<EvidenceKind, Permission> = {
  chat: 'view_chat',
  trade: 'view_trades',
  marketplace: 'view_marketplace',
  /** A report's snapshot holds the chat before it. */
  report: 'view_chat',
};

export const Case = z.object({
  _id: z.string(),
  /** 1, 2, 3…: staff say "case 12". */
  number: z.number(),
  title: z.string(),
  status: z.enum(CASE_STATUSES),
  assignee: StaffRef.optional(),
  players: z.array(z.number()),
  /** The players with the names the viewer may see, in the order of `players`. */
  playerLabels: z.array(PlayerLabel),
  summary: z.string(),
  resolution: z.string().optional(),
  createdAt: z.string(),
  createdBy: StaffRef,
  updatedAt: z.string(),
});
export type Case = z.infer<typeof Case>;

const EvidenceBase = {
  _id: z.string(),
  /** The log row's id. */
  ref: z.string(),
  note: z.string().optional(),
  addedBy: StaffRef,
  addedAt: z.string(),
  hidden: z.literal(false),
};

/** Evidence the viewer may see: the row as its log screen answered it when it was added. */
export const VisibleEvidence = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chat'), ...EvidenceBase, snapshot: ChatMessage }),
  z.object({ kind: z.literal('trade'), ...EvidenceBase, snapshot: Trade }),
  z.object({ kind: z.literal('marketplace'), ...EvidenceBase, snapshot: MarketplaceEntry }),
  z.object({ kind: z.literal('report'), ...EvidenceBase, snapshot: ReportEvidenceSnapshot }),
]);
export type VisibleEvidence = z.infer<typeof VisibleEvidence>;

/** Evidence of a kind the viewer may not see: listed, with the permission it needs, and nothing of it. */
export const HiddenEvidence = z.object({
  _id: z.string(),
  kind: z.enum(EVIDENCE_KINDS),
  hidden: z.literal(true),
  requires: z.enum(PERMISSIONS),
  addedBy: StaffRef,
  addedAt: z.string(),
});
export type HiddenEvidence = z.infer<typeof HiddenEvidence>;

export const Evidence = z.union([VisibleEvidence, HiddenEvidence]);
export type Evidence = z.infer<typeof Evidence>;

export const CASE_ACTIVITY_TYPES = ['created', 'updated', 'comment', 'evidence_added', 'evidence_removed', 'sanction_issued', 'sanction_revoked'] as const;
export type CaseActivityType = (typeof CASE_ACTIVITY_TYPES)[number];

/** One field a change set: its value before and after (an assignee as `{id, username}`, players as ids). */
export const CaseChange = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export type CaseChange = z.infer<typeof CaseChange>;

export const CaseActivity = z.object({
  _id: z.string(),
  type: z.enum(CASE_ACTIVITY_TYPES),
  at: z.string(),
  by: StaffRef,
  /** A comment's text. */
  text: z.string().optional(),
  /** What an update changed. */
  changes: z.array(CaseChange).optional(),
  evidence: z.object({ id: z.string(), kind: z.enum(EVIDENCE_KINDS) }).optional(),
  sanction: z.object({ id: z.string(), type: z.string(), userId: z.number() }).optional(),
  /** Evidence that brought its players (a trade's two sides, a purchase's buyer and seller): the ids it added to the case. */
  playersAdded: z.array(z.number()).optional(),
  /** Every player the entry names, with the name the viewer may see. */
  playerLabels: z.array(PlayerLabel).optional(),
});
export type CaseActivity = z.infer<typeof CaseActivity>;

/**
 * What one case may hold. A moderation team never reaches these with one investigation; past them
 * the case is full (409) and the work goes on in a follow-up case, so a case page, its report and
 * the cap's own check stay bounded.
 */
export const CASE_LIMITS = {
  comments: CASE_COMMENTS_MAX,
  evidence: CASE_EVIDENCE_MAX,
  /** History entries of every kind: changes, comments, evidence added and removed (sanctions issued for the case are always recorded). */
  history: CASE_HISTORY_MAX,
  /** History entries or evidence items in one page of the case page. */
  pageSize: 50,
  pageSizeMax: 200,
  /** The report holds the newest this many history entries, evidence items and sanctions, and says how many it left out. */
  reportActivity: 50,
  reportEvidence: 50,
  /** A changed value in the report's history is cut to this many characters (the current summary is shown in full). */
  reportChangeText: 300,
  /** A trade's side in the report names at most this many items, then says how many more it had. */
  reportItemNames: 20,
} as const;

export const CaseDetail = Case.extend({
  /** The newest CASE_LIMITS.pageSize items, oldest first (the evidence route pages further back). */
  evidence: z.array(Evidence),
  /** Comments and every change: the newest CASE_LIMITS.pageSize, oldest first (the activity route pages further back). */
  activity: z.array(CaseActivity),
  /** How many history entries and evidence items the case holds in all. */
  activityTotal: z.number(),
  evidenceTotal: z.number(),
});
export type CaseDetail = z.infer<typeof CaseDetail>;

const casePlayers = z
  .array(PlayerId, { error: 'must be a list of numeric user ids' })
  .max(MODERATION_LIMITS.casePlayers, `must hold at most ${MODERATION_LIMITS.casePlayers} players`)
  .transform((ids) => [...new Set(ids)]);

export const CreateCaseBody = z.object({
  title: requiredText(MODERATION_LIMITS.caseTitle),
  players: casePlayers.default([]),
  summary: optionalText(MODERATION_LIMITS.caseSummary).default(''),
});
export type CreateCaseBody = z.infer<typeof CreateCaseBody>;

export const UpdateCaseBody = z
  .object({
    title: requiredText(MODERATION_LIMITS.caseTitle).optional(),
    status: oneOf(CASE_STATUSES).optional(),
    /** A staff account's id; null unassigns. */
    assignee: HexIdParam.nullable().optional(),
    summary: optionalText(MODERATION_LIMITS.caseSummary).optional(),
    /** Null (or empty) clears it. */
    resolution: optionalText(MODERATION_LIMITS.caseResolution).nullable().optional(),
    players: casePlayers.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'Send at least one field to change' });
export type UpdateCaseBody = z.infer<typeof UpdateCaseBody>;

export const CasesQuery = z.object({
  status: oneOf(CASE_STATUSES).optional(),
  /** `me`, or a staff account's id. */
  assignee: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === 'me' || HEX_ID.test(v), "must be 'me' or a 24-character hexadecimal id")
    .optional(),
  player: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a numeric user id')
    .transform(Number)
    .optional(),
  /** In the title, any letter case. */
  search: SearchParam,
  ...pageParams(MODERATION_PAGE_SIZE),
});
export type CasesQuery = z.infer<typeof CasesQuery>;

/** Staff a case can be assigned to: active accounts whose permissions include `moderate`, by name, at most this many. */
export const CASE_ASSIGNEES_LIMIT = 500;
export const CaseAssignee = z.object({ _id: z.string(), username: z.string() });
export type CaseAssignee = z.infer<typeof CaseAssignee>;
export const CaseAssigneesResponse = z.object({ success: z.literal(true), users: z.array(CaseAssignee) });
export type CaseAssigneesResponse = z.infer<typeof CaseAssigneesResponse>;

export const CasesPage = z.object({ success: z.literal(true), cases: z.array(Case), total: z.number() });
export type CasesPage = z.infer<typeof CasesPage>;
export const CaseResponse = z.object({ success: z.literal(true), case: CaseDetail });
export type CaseResponse = z.infer<typeof CaseResponse>;

export const AddEvidenceBody = z.object({
  kind: oneOf(LOG_EVIDENCE_KINDS),
  /** The log row's id. */
  id: HexIdParam,
  note: optionalText(MODERATION_LIMITS.evidenceNote).optional(),
});
export type AddEvidenceBody = z.infer<typeof AddEvidenceBody>;
export const EvidenceResponse = z.object({ success: z.literal(true), evidence: Evidence });
export type EvidenceResponse = z.infer<typeof EvidenceResponse>;

export const EvidenceParams = z.object({ id: HexIdParam, evidenceId: HexIdParam });
export type EvidenceParams = z.infer<typeof EvidenceParams>;

export const CommentBody = z.object({ text: requiredText(MODERATION_LIMITS.comment) });
export type CommentBody = z.infer<typeof CommentBody>;
export const CommentResponse = z.object({ success: z.literal(true), comment: CaseActivity });
export type CommentResponse = z.infer<typeof CommentResponse>;

/** A position in a case's history or evidence: `<ms>.<id>` of the oldest item shown (an answer's `older`). */
export const CaseCursor = z.string().regex(/^\d{1,15}\.[0-9a-f]{24}$/, 'must be a cursor from an earlier page of this case');
export const caseCursorOf = (at: string, id: string): string => `${Date.parse(at)}.${id}`;

export const CasePageQuery = z.object({
  /** Items older than this cursor; absent: the newest. */
  before: CaseCursor.optional(),
  limit: queryInt(1, CASE_LIMITS.pageSizeMax).default(CASE_LIMITS.pageSize),
});
export type CasePageQuery = z.infer<typeof CasePageQuery>;

/** One page of a case's history: the newest entries before the cursor, shown oldest first. */
export const CaseActivityPage = z.object({
  success: z.literal(true),
  activity: z.array(CaseActivity),
  total: z.number(),
  /** Ask with `before=<older>` for the entries before these; null when there are none. */
  older: z.string().nullable(),
});
export type CaseActivityPage = z.infer<typeof CaseActivityPage>;

/** One page of a case's evidence, by when it was added: the newest before the cursor, oldest first. */
export const CaseEvidencePage = z.object({
  success: z.literal(true),
  evidence: z.array(Evidence),
  total: z.number(),
  older: z.string().nullable(),
});
export type CaseEvidencePage = z.infer<typeof CaseEvidencePage>;

/** How long a report link may be opened, once. */
export const REPORT_LINK_SECONDS = 60;
export const ReportLinkResponse = z.object({ success: z.literal(true), url: z.string(), expiresAt: z.string() });
export type ReportLinkResponse = z.infer<typeof ReportLinkResponse>;
export const ReportTicketParams = z.object({
  id: HexIdParam,
  ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a report link from the case page'),
});
export type ReportTicketParams = z.infer<typeof ReportTicketParams>;
