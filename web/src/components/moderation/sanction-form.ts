// The issue form's state and the request body it makes: a warning has no duration, only a ban can
// reach alternate accounts, and the 'Permanent' preset sends null.
import { SANCTION_DURATION_PRESETS, type IssueSanctionBody, type SanctionType } from '@staff-console/domain';

export interface SanctionForm {
  type: SanctionType;
  reason: string;
  publicReason: string;
  /** An index into SANCTION_DURATION_PRESETS. */
  preset: number;
  caseId: string;
  excludeAltAccounts: boolean;
}

export const emptySanctionForm = (caseId = ''): SanctionForm => ({ type: 'warn', reason: '', publicReason: '', preset: 1, caseId, excludeAltAccounts: false });

/** The seconds of a duration preset (null: permanent); an unknown index reads as permanent. */
export const presetSeconds = (preset: number): number | null => SANCTION_DURATION_PRESETS[preset]?.seconds ?? null;

export function issueBody(form: SanctionForm): IssueSanctionBody {
  const body: IssueSanctionBody = { type: form.type, reason: form.reason.trim(), publicReason: form.publicReason.trim() };
  if (form.type !== 'warn') body.durationSeconds = presetSeconds(form.preset);
  if (form.type === 'ban') body.excludeAltAccounts = form.excludeAltAccounts;
  if (form.caseId) body.caseId = form.caseId;
  return body;
}
