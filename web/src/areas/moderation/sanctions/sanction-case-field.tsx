// The dialog's case choice: the open cases (open or investigating, any of them, not only those that
// already list the player: the sanction adds the player to the case), marked when they list the
// chosen player; the case the dialog was opened from stays offered whatever its status.
import TextField from '@mui/material/TextField';
import type { Case } from '@staff-console/domain';
import { useCases } from '../moderation-api';
import { MOD_UI } from '../moderation-messages';
import { SANCTION_UI } from './sanction-messages';

const OFFERED = 50;

export function useOpenCases(enabled: boolean): Case[] {
  const open = useCases({ status: 'open', limit: OFFERED }, enabled);
  const investigating = useCases({ status: 'investigating', limit: OFFERED }, enabled);
  return [...(open.data?.cases ?? []), ...(investigating.data?.cases ?? [])].sort((a, b) => b.number - a.number);
}

export interface SanctionCaseFieldProps {
  cases: Case[];
  value: string;
  onChange: (caseId: string) => void;
  /** The case the dialog was opened from. */
  fromCase: string;
  userId: number | null;
}

export function SanctionCaseField({ cases, value, onChange, fromCase, userId }: SanctionCaseFieldProps) {
  const missing = fromCase !== '' && !cases.some((c) => c._id === fromCase);
  const chosen = cases.find((c) => c._id === value);
  const adds = chosen !== undefined && userId !== null && !chosen.players.includes(userId);
  return (
    <TextField
      select
      label={MOD_UI.caseLink}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      helperText={adds ? SANCTION_UI.caseHint : undefined}
    >
      <option value="">{MOD_UI.noCase}</option>
      {missing ? <option value={fromCase}>{SANCTION_UI.thisCase}</option> : null}
      {cases.map((c) => (
        <option key={c._id} value={c._id}>
          {`${MOD_UI.caseNumber(c.number)}: ${c.title}${userId !== null && c.players.includes(userId) ? SANCTION_UI.listsPlayer : ''}`}
        </option>
      ))}
    </TextField>
  );
}
