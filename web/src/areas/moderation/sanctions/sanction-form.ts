// The issue form's state and the request body it makes: a warning has no duration, only a ban can
// reach alternate accounts, a permanent duration is null, and a preset's suggestion fills the type,
// the duration and the reasons (the moderator may still change each).
import { SANCTION_DURATION_PRESETS, type IssueSanctionBody, type SanctionPreset, type SanctionStep, type SanctionType } from '@staff-console/domain';

export interface SanctionForm {
  type: SanctionType;
  reason: string;
  publicReason: string;
  /** Seconds; null: permanent. */
  durationSeconds: number | null;
  caseId: string;
  excludeAltAccounts: boolean;
  /** The preset (reason) picked, '' for none. */
  presetId: string;
  /** Whether the player gets an appeal code (mutes and bans; unticking it needs ban_players). */
  appealable: boolean;
}

const ONE_DAY = 86_400;

export const emptySanctionForm = (caseId = '', type: SanctionType = 'warn'): SanctionForm => ({
  type,
  reason: '',
  publicReason: '',
  durationSeconds: ONE_DAY,
  caseId,
  excludeAltAccounts: false,
  presetId: '',
  appealable: true,
});

/** The seconds of a duration preset (null: permanent); an unknown index reads as permanent. */
export const presetSeconds = (preset: number): number | null => SANCTION_DURATION_PRESETS[preset]?.seconds ?? null;

/** The durations the toggle offers: the usual ones, and the form's own when a preset's step asks for another. */
export function durationChoices(current: number | null): (number | null)[] {
  const usual = SANCTION_DURATION_PRESETS.map((p) => p.seconds);
  return usual.includes(current) ? usual : [...usual.slice(0, -1), current, null].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
}

/** A toggle's value for a duration (the toggle compares strings). */
export const durationKey = (seconds: number | null) => (seconds === null ? 'permanent' : String(seconds));
export const durationOfKey = (key: string): number | null => (key === 'permanent' ? null : Number(key));

/**
 * Picking a preset: its public reason, its private reason unless the moderator wrote their own
 * (anything but the previous preset's text), and no suggestion yet (it comes with the history).
 */
export function withPreset(form: SanctionForm, preset: SanctionPreset | undefined, previous: SanctionPreset | undefined): SanctionForm {
  if (!preset) return { ...form, presetId: '' };
  const ownReason = form.reason.trim() !== '' && form.reason !== previous?.privateReason;
  return { ...form, presetId: preset._id, publicReason: preset.publicReason, reason: ownReason ? form.reason : preset.privateReason };
}

/** The suggested step applied: its type and, for a mute or ban, its duration. */
export function withStep(form: SanctionForm, step: SanctionStep): SanctionForm {
  return { ...form, type: step.type, durationSeconds: step.type === 'warn' ? form.durationSeconds : step.durationSeconds };
}

/** Whether the form still says what the step suggested. */
export const followsStep = (form: SanctionForm, step: SanctionStep) =>
  form.type === step.type && (step.type === 'warn' || form.durationSeconds === step.durationSeconds);

export function issueBody(form: SanctionForm): IssueSanctionBody {
  const body: IssueSanctionBody = { type: form.type, reason: form.reason.trim(), publicReason: form.publicReason.trim() };
  if (form.type !== 'warn') body.durationSeconds = form.durationSeconds;
  if (form.type === 'ban') body.excludeAltAccounts = form.excludeAltAccounts;
  if (form.caseId) body.caseId = form.caseId;
  if (form.presetId) body.presetId = form.presetId;
  // Sent only when unticked: the server's default gives every mute and ban its appeal code.
  if (form.type !== 'warn' && !form.appealable) body.appealable = false;
  return body;
}
