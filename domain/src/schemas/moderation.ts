// The moderation workbench's notes and sanctions (docs/RULES.md, "Moderation"): what staff write
// about a player and the warnings, mutes and bans they issue, with the sanctions feed game servers
// read. Cases and their evidence are in cases.ts.
import { z } from 'zod';
import { CASE_PLAYERS_MAX } from '../limits';
import { MESSAGES } from '../messages';
import { HEX_ID } from '../permissions';
import { APPEAL_STATUSES } from '../values/appeals';
import { SANCTION_MAX_DURATION_SECONDS, SANCTION_STATUSES, SANCTION_TYPES } from '../values/sanctions';
import { LIMITS, oneOf, pageParams, queryInt, withinLimitLowerCased } from './common';

/** Every text staff write, limited (and the limit holds once lower-cased too, as elsewhere). */
export const MODERATION_LIMITS = {
  noteText: 4000,
  sanctionReason: 1000,
  publicReason: 400,
  revokeReason: 1000,
  caseTitle: 200,
  caseSummary: 20_000,
  caseResolution: 4000,
  comment: 4000,
  evidenceNote: 1000,
  /** Players named in one case. */
  casePlayers: CASE_PLAYERS_MAX,
} as const;

export const MODERATION_PAGE_SIZE = 50;
export const SANCTION_FEED_PAGE_SIZE = 500;

const atMost = (max: number) => `must be at most ${max.toLocaleString('en-US')} characters`;

/** A trimmed text of 1 to `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, atMost(max))
    .refine((s) => withinLimitLowerCased(s, max), `${atMost(max)}, also in lower case`);

/** A trimmed text of at most `max` characters; may be empty. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'must be a string' })
    .trim()
    .max(max, atMost(max))
    .refine((s) => withinLimitLowerCased(s, max), `${atMost(max)}, also in lower case`);

/** An id in a body or path: 24 hexadecimal digits (a pasted upper-case id is the same id). */
export const HexIdParam = z.string({ error: 'must be a string' }).trim().toLowerCase().regex(HEX_ID, 'must be a 24-character hexadecimal id');

export const IdParams = z.object({ id: HexIdParam });
export type IdParams = z.infer<typeof IdParams>;

/** A game player's numeric id in a body. */
export const PlayerId = z
  .number({ error: 'must be a numeric user id' })
  .int('must be a numeric user id')
  .min(1, 'must be a numeric user id')
  .max(999_999_999_999_999, 'must be a numeric user id');

/** A staff member as moderation records show them. */
export const StaffRef = z.object({ id: z.string(), username: z.string() });
export type StaffRef = z.infer<typeof StaffRef>;

// ---- Notes ----

export const Note = z.object({
  _id: z.string(),
  userId: z.number(),
  text: z.string(),
  createdAt: z.string(),
  createdBy: StaffRef,
  updatedAt: z.string().optional(),
});
export type Note = z.infer<typeof Note>;

export const NoteBody = z.object({ text: requiredText(MODERATION_LIMITS.noteText) });
export type NoteBody = z.infer<typeof NoteBody>;

export const NotesResponse = z.object({ success: z.literal(true), notes: z.array(Note) });
export type NotesResponse = z.infer<typeof NotesResponse>;
export const NoteResponse = z.object({ success: z.literal(true), note: Note });
export type NoteResponse = z.infer<typeof NoteResponse>;

// ---- Sanctions ----

/**
 * How a sanction reached the game: `applied`/`pending`/`failed` for a ban sent through Open Cloud;
 * `not_configured` for a ban while no Open Cloud key is set; `not_applicable` for warnings and
 * mutes, which game servers read from the sanctions feed.
 */
export const ENFORCEMENT_STATES = ['applied', 'pending', 'failed', 'not_configured', 'not_applicable'] as const;
export type EnforcementState = (typeof ENFORCEMENT_STATES)[number];

export const Enforcement = z.object({
  state: z.enum(ENFORCEMENT_STATES),
  /** Delivery attempts of the latest change (the issue, or the revoke once revoked). */
  attempts: z.number(),
  /** The platform's answer to the last failed attempt. */
  lastError: z.string().optional(),
  appliedAt: z.string().optional(),
});
export type Enforcement = z.infer<typeof Enforcement>;

export const Sanction = z.object({
  _id: z.string(),
  userId: z.number(),
  type: z.enum(SANCTION_TYPES),
  /** Private: staff only. */
  reason: z.string(),
  /** Shown to the player. */
  publicReason: z.string(),
  createdAt: z.string(),
  createdBy: StaffRef,
  /** Null: permanent (a warning always is). */
  expiresAt: z.string().nullable(),
  excludeAltAccounts: z.boolean(),
  caseId: z.string().optional(),
  revokedAt: z.string().optional(),
  revokedBy: StaffRef.optional(),
  revokeReason: z.string().optional(),
  status: z.enum(SANCTION_STATUSES),
  enforcement: Enforcement,
  /** The player's name as the viewer may see it (null: none seen); absent where not looked up. */
  playerName: z.string().nullable().optional(),
  /** The preset (reason) it was issued under. */
  presetId: z.string().optional(),
  /** The code its player appeals with (XXXX-XXXX-XXXX); mutes and bans only, unless issued as not appealable. */
  appealCode: z.string().optional(),
  /** Its latest appeal, if any. */
  appeal: z.object({ _id: z.string(), status: z.enum(APPEAL_STATUSES), submittedAt: z.string(), decidedAt: z.string().optional() }).optional(),
});
export type Sanction = z.infer<typeof Sanction>;

export const IssueSanctionBody = z
  .object({
    type: oneOf(SANCTION_TYPES),
    reason: requiredText(MODERATION_LIMITS.sanctionReason),
    publicReason: optionalText(MODERATION_LIMITS.publicReason).default(''),
    /** Absent or null: permanent. */
    durationSeconds: z
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(60, 'must be at least 60 seconds')
      .max(SANCTION_MAX_DURATION_SECONDS, `must be at most ${SANCTION_MAX_DURATION_SECONDS} seconds (use null for permanent)`)
      .nullable()
      .optional(),
    caseId: HexIdParam.optional(),
    excludeAltAccounts: z.boolean({ error: 'must be true or false' }).optional(),
    /** The preset (reason) it is issued under: counted for that preset's escalation. */
    presetId: HexIdParam.optional(),
    /** False: the sanction gets no appeal code (needs ban_players). Mutes and bans only. */
    appealable: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.appealable !== undefined && body.type === 'warn') {
      ctx.addIssue({ code: 'custom', path: ['appealable'], message: MESSAGES.appealableMutesAndBans });
    }
    if (body.type === 'warn' && typeof body.durationSeconds === 'number') {
      ctx.addIssue({ code: 'custom', path: ['durationSeconds'], message: MESSAGES.warningHasNoDuration });
    }
    if (body.excludeAltAccounts === true && body.type !== 'ban') {
      ctx.addIssue({ code: 'custom', path: ['excludeAltAccounts'], message: MESSAGES.altAccountsBansOnly });
    }
  });
export type IssueSanctionBody = z.infer<typeof IssueSanctionBody>;

export const RevokeSanctionBody = z.object({ reason: requiredText(MODERATION_LIMITS.revokeReason) });
export type RevokeSanctionBody = z.infer<typeof RevokeSanctionBody>;

const numericUserId = z
  .string()
  .regex(/^\d{1,15}$/, 'must be a numeric user id')
  .transform(Number);

export const SanctionsQuery = z.object({
  status: oneOf(SANCTION_STATUSES).optional(),
  type: oneOf(SANCTION_TYPES).optional(),
  userId: numericUserId.optional(),
  /** How the sanction reached the game (see ENFORCEMENT_STATES). */
  enforcement: oneOf(ENFORCEMENT_STATES).optional(),
  /** Only the sanctions issued for this case. */
  caseId: HexIdParam.optional(),
  ...pageParams(MODERATION_PAGE_SIZE),
});
export type SanctionsQuery = z.infer<typeof SanctionsQuery>;

export const SanctionResponse = z.object({ success: z.literal(true), sanction: Sanction });
export type SanctionResponse = z.infer<typeof SanctionResponse>;
export const SanctionsResponse = z.object({ success: z.literal(true), sanctions: z.array(Sanction) });
export type SanctionsResponse = z.infer<typeof SanctionsResponse>;
export const SanctionsPage = z.object({ success: z.literal(true), sanctions: z.array(Sanction), total: z.number() });
export type SanctionsPage = z.infer<typeof SanctionsPage>;

// ---- The sanctions feed (game servers, with an ingest key) ----

/** A position in the feed: the `cursor` of an earlier answer ('0' or absent: from the start). */
export const SanctionFeedQuery = z.object({
  after: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a cursor from an earlier answer')
    .transform(Number)
    .default(0),
  limit: queryInt(1, LIMITS.pageSize).default(SANCTION_FEED_PAGE_SIZE),
});
export type SanctionFeedQuery = z.infer<typeof SanctionFeedQuery>;

/** One issue (`active: true`) or revoke (`active: false`) of a sanction; `_id` is the sanction's. */
export const SanctionChange = z.object({
  _id: z.string(),
  userId: z.number(),
  type: z.enum(SANCTION_TYPES),
  active: z.boolean(),
  publicReason: z.string(),
  expiresAt: z.string().nullable(),
  changedAt: z.string(),
  /** The code the game shows the player with the appeal address; absent when it cannot be appealed. */
  appealCode: z.string().optional(),
});
export type SanctionChange = z.infer<typeof SanctionChange>;

export const SanctionFeed = z.object({
  success: z.literal(true),
  /** Oldest first. */
  changes: z.array(SanctionChange),
  /** Ask again with `after=<cursor>` for what came since (the same cursor when nothing did). */
  cursor: z.string(),
  /** The public appeal page (PUBLIC_URL + /appeal), which the game shows a sanctioned player with their code. */
  appealUrl: z.string(),
});
export type SanctionFeed = z.infer<typeof SanctionFeed>;
