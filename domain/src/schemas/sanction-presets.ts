// Sanction presets (docs/RULES.md, "Moderation"): the reasons administrators define ("Scamming"),
// each with the public reason shown to the player, an optional private reason, and a ladder of
// steps (warning → 7-day ban → permanent ban) the issue dialog suggests from the player's history.
import { z } from 'zod';
import { oneOf } from './common';
import { SANCTION_PRESETS_MAX } from '../limits';
import { MESSAGES } from '../messages';
import { SANCTION_MAX_DURATION_SECONDS, SANCTION_TYPES } from '../values/sanctions';
import { HexIdParam, MODERATION_LIMITS, optionalText, requiredText } from './moderation';

export const SANCTION_PRESET_LIMITS = {
  /** Presets in all. */
  presets: SANCTION_PRESETS_MAX,
  /** Steps of one ladder. */
  steps: 10,
  name: 80,
  publicReason: MODERATION_LIMITS.publicReason,
  privateReason: MODERATION_LIMITS.sanctionReason,
} as const;

/** Actions of the `moderation` category about presets. */
export const SANCTION_PRESET_ACTIONS = {
  created: 'sanction_preset_created',
  updated: 'sanction_preset_updated',
  deleted: 'sanction_preset_deleted',
} as const;

export const SanctionStepSchema = z
  .object({
    type: oneOf(SANCTION_TYPES),
    /** Null: permanent; a warning has none. */
    durationSeconds: z
      .number({ error: 'must be a number of seconds or null (permanent)' })
      .int('must be a whole number of seconds')
      .min(60, 'must be at least 60 seconds')
      .max(SANCTION_MAX_DURATION_SECONDS, `must be at most ${SANCTION_MAX_DURATION_SECONDS} seconds (use null for permanent)`)
      .nullable()
      .default(null),
  })
  .superRefine((step, ctx) => {
    if (step.type === 'warn' && step.durationSeconds !== null)
      ctx.addIssue({ code: 'custom', path: ['durationSeconds'], message: MESSAGES.warningHasNoDuration });
  });

const Steps = z
  .array(SanctionStepSchema, { error: 'must be a list of steps' })
  .min(1, 'must have at least 1 step')
  .max(SANCTION_PRESET_LIMITS.steps, `must have at most ${SANCTION_PRESET_LIMITS.steps} steps`);

export const SanctionPresetBody = z.object({
  name: requiredText(SANCTION_PRESET_LIMITS.name),
  publicReason: requiredText(SANCTION_PRESET_LIMITS.publicReason),
  privateReason: optionalText(SANCTION_PRESET_LIMITS.privateReason).default(''),
  steps: Steps,
});
export type SanctionPresetBody = z.infer<typeof SanctionPresetBody>;
export type SanctionPresetInput = z.input<typeof SanctionPresetBody>;

export const SanctionPresetPatch = z
  .object({
    name: requiredText(SANCTION_PRESET_LIMITS.name).optional(),
    publicReason: requiredText(SANCTION_PRESET_LIMITS.publicReason).optional(),
    privateReason: optionalText(SANCTION_PRESET_LIMITS.privateReason).optional(),
    steps: Steps.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), MESSAGES.sanctionPresetNothingToChange);
export type SanctionPresetPatch = z.infer<typeof SanctionPresetPatch>;

export const SanctionPreset = z.object({
  _id: z.string(),
  name: z.string(),
  publicReason: z.string(),
  privateReason: z.string(),
  steps: z.array(z.object({ type: z.enum(SANCTION_TYPES), durationSeconds: z.number().nullable() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SanctionPreset = z.infer<typeof SanctionPreset>;

export const SanctionPresetsResponse = z.object({
  success: z.literal(true),
  presets: z.array(SanctionPreset),
  /** Whether bans are sent to Roblox through Open Cloud; without it only the game servers enforce them. */
  openCloudConfigured: z.boolean(),
});
export type SanctionPresetsResponse = z.infer<typeof SanctionPresetsResponse>;
export const SanctionPresetResponse = z.object({ success: z.literal(true), preset: SanctionPreset });
export type SanctionPresetResponse = z.infer<typeof SanctionPresetResponse>;

export const SanctionSuggestionQuery = z.object({ presetId: HexIdParam });
export type SanctionSuggestionQuery = z.infer<typeof SanctionSuggestionQuery>;

export const SanctionSuggestion = z.object({
  presetId: z.string(),
  /** The player's earlier sanctions under the preset that were not revoked. */
  count: z.number(),
  /** The index of the suggested step in the ladder. */
  stepIndex: z.number(),
  step: z.object({ type: z.enum(SANCTION_TYPES), durationSeconds: z.number().nullable() }),
  /** The latest earlier sanctions (oldest first), at most 5. */
  earlier: z.array(z.object({ sanctionId: z.string(), type: z.enum(SANCTION_TYPES), durationSeconds: z.number().nullable(), createdAt: z.string() })),
  /** Why, in words: '2nd time for Scamming: warned on Nov 2, 2026.' */
  reason: z.string(),
});
export type SanctionSuggestion = z.infer<typeof SanctionSuggestion>;
export const SanctionSuggestionResponse = z.object({ success: z.literal(true), suggestion: SanctionSuggestion });
export type SanctionSuggestionResponse = z.infer<typeof SanctionSuggestionResponse>;
