// Issuing a warning, mute or ban to one player: reasons, a duration preset, an optional case, and
// for bans whether alternate accounts are banned too. Bans are offered only with ban_players.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { MODERATION_LIMITS, SANCTION_DURATION_PRESETS, SANCTION_TYPES, type SanctionType } from '@staff-console/domain';
import { errorText } from '../../lib/api-client';
import { FormTextField } from '../form-text-field';
import { issueSanction, useCases, useModerationMutation } from './moderation-api';
import { MOD_UI } from './moderation-messages';
import { emptySanctionForm, issueBody, type SanctionForm } from './sanction-form';
import type { ModerationAccess } from './use-moderation-access';

export interface IssueSanctionDialogProps {
  open: boolean;
  userId: number;
  /** The case the sanction is issued for (the case page), preselected. */
  caseId?: string;
  /** The type chosen when the dialog opens (the player record's Warn, Mute and Ban). */
  initialType?: SanctionType;
  access: ModerationAccess;
  onClose: () => void;
}

export function IssueSanctionDialog({ open, userId, caseId = '', initialType, access, onClose }: IssueSanctionDialogProps) {
  const titleId = useId();
  const initial = (): SanctionForm => ({ ...emptySanctionForm(caseId), ...(initialType ? { type: initialType } : {}) });
  const [form, setForm] = useState<SanctionForm>(initial);
  const issue = useModerationMutation(issueSanction);
  const cases = useCases({ player: userId, limit: 50 }, open);
  const openCases = (cases.data?.cases ?? []).filter((c) => c.status !== 'closed' || c._id === caseId);
  const set = (change: Partial<SanctionForm>) => setForm((f) => ({ ...f, ...change }));

  const close = () => {
    if (issue.isPending) return;
    setForm(initial());
    issue.reset();
    onClose();
  };
  const submit = () => {
    if (form.reason.trim() === '') return;
    issue.mutate({ userId, body: issueBody(form) }, { onSuccess: close });
  };
  const allowed = (t: SanctionType) => (t === 'ban' ? access.ban : access.moderate);

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{MOD_UI.issueTitle}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <Box>
            <Typography variant="body2" color="text.secondary" id={`${titleId}-type`} sx={{ mb: 0.5 }}>
              {MOD_UI.type}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={form.type}
              onChange={(_, t: SanctionType | null) => t && set({ type: t })}
              aria-labelledby={`${titleId}-type`}
            >
              {SANCTION_TYPES.map((t) => (
                <ToggleButton key={t} value={t} disabled={!allowed(t)}>
                  {MOD_UI.sanctionTypes[t]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {!access.ban ? (
              <Typography variant="caption" color="text.secondary" component="p">
                {MOD_UI.banNeedsPermission}
              </Typography>
            ) : null}
          </Box>
          {form.type !== 'warn' ? (
            <Box>
              <Typography variant="body2" color="text.secondary" id={`${titleId}-duration`} sx={{ mb: 0.5 }}>
                {MOD_UI.duration}
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={form.preset}
                onChange={(_, p: number | null) => p !== null && set({ preset: p })}
                aria-labelledby={`${titleId}-duration`}
                sx={{ flexWrap: 'wrap' }}
              >
                {SANCTION_DURATION_PRESETS.map((p, i) => (
                  <ToggleButton key={p.label} value={i}>
                    {p.label}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Box>
          ) : null}
          <FormTextField
            label={MOD_UI.reason}
            value={form.reason}
            onChange={(e) => set({ reason: e.target.value })}
            multiline
            minRows={2}
            required
            inputProps={{ maxLength: MODERATION_LIMITS.sanctionReason }}
          />
          <FormTextField
            label={MOD_UI.publicReason}
            value={form.publicReason}
            onChange={(e) => set({ publicReason: e.target.value })}
            multiline
            inputProps={{ maxLength: MODERATION_LIMITS.publicReason }}
          />
          <TextField
            select
            label={MOD_UI.caseLink}
            value={form.caseId}
            onChange={(e) => set({ caseId: e.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{MOD_UI.noCase}</option>
            {openCases.map((c) => (
              <option key={c._id} value={c._id}>
                {`${MOD_UI.caseNumber(c.number)}: ${c.title}`}
              </option>
            ))}
          </TextField>
          {form.type === 'ban' ? (
            <FormControlLabel
              control={<Checkbox checked={form.excludeAltAccounts} onChange={(e) => set({ excludeAltAccounts: e.target.checked })} />}
              label={MOD_UI.excludeAlts}
            />
          ) : null}
          {issue.isError ? (
            <Alert severity="error" role="alert">
              {errorText(issue.error, MOD_UI.failed)}
            </Alert>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={issue.isPending}>
          {MOD_UI.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={submit} loading={issue.isPending} disabled={form.reason.trim() === '' || !allowed(form.type)}>
          {MOD_UI.issueConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
