// Appeals: the public page's calls (look a code up, send an appeal) and the reviewers' queue and
// decision. The public answers carry only what the player may read: the sanction's type, public
// reason and dates, and their appeal's status and public answer.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { SANCTION_TYPES } from '../values/sanctions';
import { APPEAL_DECISIONS, APPEAL_LIMITS, APPEAL_STATUSES, normalizeAppealCode } from '../values/appeals';
import { oneOf, pageParams } from './common';
import { optionalText, requiredText, Sanction, StaffRef } from './moderation';

/** An appeal code as typed: any letter case, dashes optional; read as its 12 symbols. */
export const AppealCodeField = z
  .string({ error: 'must be a string' })
  .max(40, 'must be an appeal code such as 7K3M-Q9TX-2HFD')
  .transform((raw, ctx) => {
    const code = normalizeAppealCode(raw);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: 'must be an appeal code such as 7K3M-Q9TX-2HFD' });
      return z.NEVER;
    }
    return code;
  });

// ---- the public page ----

export const AppealLookupBody = z.object({ code: AppealCodeField });
export type AppealLookupBody = z.infer<typeof AppealLookupBody>;

/** The sanction as its player may read it. */
export const PublicSanction = z.object({
  type: z.enum(SANCTION_TYPES),
  publicReason: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  active: z.boolean(),
});
export type PublicSanction = z.infer<typeof PublicSanction>;

/** The player's latest appeal of it, as they may read it. */
export const PublicAppeal = z.object({
  status: z.enum(APPEAL_STATUSES),
  submittedAt: z.string(),
  decidedAt: z.string().optional(),
  publicAnswer: z.string().optional(),
});
export type PublicAppeal = z.infer<typeof PublicAppeal>;

export const AppealLookupResponse = z.object({
  success: z.literal(true),
  sanction: PublicSanction,
  appeal: PublicAppeal.optional(),
  canAppeal: z.boolean(),
  /** Why not, in a sentence the player reads. */
  whyNot: z.string().optional(),
});
export type AppealLookupResponse = z.infer<typeof AppealLookupResponse>;

export const SubmitAppealBody = z.object({
  code: AppealCodeField,
  text: z
    .string({ error: 'must be a string' })
    .trim()
    .min(APPEAL_LIMITS.textMin, `must be at least ${APPEAL_LIMITS.textMin} characters`)
    .max(APPEAL_LIMITS.textMax, `must be at most ${APPEAL_LIMITS.textMax.toLocaleString('en-US')} characters`),
  contact: optionalText(APPEAL_LIMITS.contactMax).optional(),
});
export type SubmitAppealBody = z.infer<typeof SubmitAppealBody>;

export const SubmitAppealResponse = z.object({
  success: z.literal(true),
  appeal: z.object({ status: z.literal('open'), submittedAt: z.string() }),
});
export type SubmitAppealResponse = z.infer<typeof SubmitAppealResponse>;

// ---- the reviewers ----

export const AppealsQuery = z.object({
  status: oneOf(APPEAL_STATUSES).default('open'),
  ...pageParams(APPEAL_LIMITS.queuePageSize, APPEAL_LIMITS.maxPageSize),
});
export type AppealsQuery = z.infer<typeof AppealsQuery>;

export const Appeal = z.object({
  _id: z.string(),
  userId: z.number(),
  /** The player's name as the viewer may see it (null: none seen). */
  playerName: z.string().nullable().optional(),
  /** As staff see it. */
  sanction: Sanction,
  text: z.string(),
  contact: z.string().optional(),
  submittedAt: z.string(),
  status: z.enum(APPEAL_STATUSES),
  decidedBy: StaffRef.optional(),
  decidedAt: z.string().optional(),
  publicAnswer: z.string().optional(),
  privateNote: z.string().optional(),
});
export type Appeal = z.infer<typeof Appeal>;

export const AppealsPage = z.object({ success: z.literal(true), appeals: z.array(Appeal), total: z.number() });
export type AppealsPage = z.infer<typeof AppealsPage>;
export const AppealResponse = z.object({ success: z.literal(true), appeal: Appeal });
export type AppealResponse = z.infer<typeof AppealResponse>;
export const AppealsOpenCount = z.object({ success: z.literal(true), open: z.number() });
export type AppealsOpenCount = z.infer<typeof AppealsOpenCount>;

export const DecideAppealBody = z
  .object({
    decision: oneOf(APPEAL_DECISIONS),
    publicAnswer: requiredText(APPEAL_LIMITS.publicAnswerMax),
    privateNote: optionalText(APPEAL_LIMITS.privateNoteMax).optional(),
    /** Reduced: the sanction's new length from when it was issued, shorter than it was. */
    durationSeconds: z
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(60, 'must be at least 60 seconds')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'reduced' && body.durationSeconds === undefined) {
      ctx.addIssue({ code: 'custom', path: ['durationSeconds'], message: MESSAGES.appealReduceNeedsDuration });
    }
    if (body.decision !== 'reduced' && body.durationSeconds !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['durationSeconds'], message: MESSAGES.appealDurationOnlyReduced });
    }
  });
export type DecideAppealBody = z.infer<typeof DecideAppealBody>;
