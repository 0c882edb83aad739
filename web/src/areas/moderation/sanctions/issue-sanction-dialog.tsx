// Issuing a warning, mute or ban to one player. The dialog names whom it will hit (avatar, name, id)
// before anything else and on its button ("Ban FrostQueen"); from a case with several players the
// moderator chooses one inside the dialog, and nothing is issued until they do. A preset ("Reason")
// fills the reasons and suggests the next step of its ladder from the player's history; the
// moderator may change everything. It says what the sanction will do in the game, with and without
// Open Cloud. Bans are offered only with ban_players, and so is unticking 'Can be appealed' on a mute or ban.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { MODERATION_LIMITS, SANCTION_TYPES, type PlayerLabel, type SanctionType } from '@staff-console/domain';
import { errorText } from '../../../lib/api-client';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { issueSanction, useModerationMutation, usePlayerSanctions } from '../moderation-api';
import { MOD_UI } from '../moderation-messages';
import { usePlayerLabels, useSanctionPresets, useSanctionSuggestion } from './sanction-api';
import { SanctionCaseField, useOpenCases } from './sanction-case-field';
import { SanctionEffect } from './sanction-effect';
import { ChoiceGroup, DurationPicker } from './duration-picker';
import { durationChoices, emptySanctionForm, followsStep, issueBody, withPreset, withStep, type SanctionForm } from './sanction-form';
import { SANCTION_UI } from './sanction-messages';
import { SanctionPresetField } from './sanction-preset-field';
import { PlayerChoice, SanctionTarget } from './sanction-target';
import { mayHandleSanction, type ModerationAccess } from '../use-moderation-access';

export interface IssueSanctionDialogProps {
  open: boolean;
  /** The player it will hit (the player page). */
  userId?: number | null;
  /** The player's name when the opener knows it; else it is looked up. */
  playerName?: string | null;
  /** The players to choose from (a case's players); with more than one, the moderator chooses inside the dialog. */
  players?: readonly number[];
  /** The case the sanction is issued for (the case page), preselected. */
  caseId?: string;
  /** The type selected when the dialog opens (a Warn, Mute or Ban button). */
  initialType?: 'warn' | 'mute' | 'ban';
  access: ModerationAccess;
  onClose: () => void;
}

export function IssueSanctionDialog(props: IssueSanctionDialogProps) {
  // Mounted only while open: every opening starts from a fresh form.
  return props.open ? <IssueSanctionForm {...props} /> : null;
}

function IssueSanctionForm({ userId = null, playerName, players = [], caseId = '', initialType = 'warn', access, onClose }: IssueSanctionDialogProps) {
  const titleId = useId();
  const [form, setForm] = useState<SanctionForm>(() => emptySanctionForm(caseId, initialType));
  const candidates = useMemo(() => (userId !== null ? [userId] : [...new Set(players)]), [userId, players]);
  const [chosen, setChosen] = useState<number | null>(candidates.length === 1 ? candidates[0]! : null);
  const known = userId !== null && playerName !== undefined;
  const labels = usePlayerLabels(candidates, !known);
  const labelOf = (id: number): PlayerLabel =>
    known && id === userId ? { userId: id, name: playerName } : (labels.data?.find((l) => l.userId === id) ?? { userId: id, name: null });
  const target = chosen === null ? null : labelOf(chosen);
  const targetName = target ? (target.name ?? String(target.userId)) : null;

  const presets = useSanctionPresets();
  const presetList = presets.data?.presets ?? [];
  const suggestion = useSanctionSuggestion(chosen, form.presetId);
  const cases = useOpenCases(true);
  const issue = useModerationMutation(issueSanction);
  const history = usePlayerSanctions(chosen ?? 0, chosen !== null);
  const active = history.data?.find((s) => s.type === form.type && form.type !== 'warn' && s.status === 'active');

  // The suggestion is applied once per player and preset; the moderator's changes afterwards stand.
  const applied = useRef('');
  useEffect(() => {
    const key = `${chosen}:${form.presetId}`;
    if (!suggestion.data || suggestion.data.presetId !== form.presetId || applied.current === key) return;
    applied.current = key;
    setForm((f) => withStep(f, suggestion.data.step));
  }, [suggestion.data, chosen, form.presetId]);

  const set = (change: Partial<SanctionForm>) => setForm((f) => ({ ...f, ...change }));
  const allowed = (t: SanctionType) => mayHandleSanction(access, t);
  const ready = chosen !== null && form.reason.trim() !== '' && allowed(form.type);
  const submit = () => {
    if (!ready) return;
    issue.mutate({ userId: chosen, body: issueBody(form) }, { onSuccess: onClose });
  };
  const openCloud = presets.data?.openCloudConfigured;
  const sameSuggestion = suggestion.data && suggestion.data.presetId === form.presetId ? suggestion.data : undefined;

  return (
    <FormDialog
      open
      onClose={onClose}
      titleId={titleId}
      title={MOD_UI.issueTitle}
      pending={issue.isPending}
      formError={issue.isError ? errorText(issue.error, MOD_UI.failed) : null}
      onSubmit={submit}
      submitLabel={targetName ? SANCTION_UI.submit(form.type, targetName) : SANCTION_UI.submitNoPlayer}
      danger
      ready={ready}
      note={chosen === null ? SANCTION_UI.choosePlayerFirst : null}
    >
      {candidates.length > 1 ? <PlayerChoice players={candidates.map(labelOf)} value={chosen} onChange={setChosen} labelId={`${titleId}-player`} /> : null}
      {target ? <SanctionTarget player={target} /> : null}
      {presetList.length > 0 ? (
        <SanctionPresetField
          presets={presetList}
          value={form.presetId}
          onChange={(id) =>
            setForm((f) =>
              withPreset(
                f,
                presetList.find((p) => p._id === id),
                presetList.find((p) => p._id === f.presetId),
              ),
            )
          }
          suggestion={{ data: sameSuggestion, isFetching: suggestion.isFetching, isError: suggestion.isError }}
          following={sameSuggestion ? followsStep(form, sameSuggestion.step) : true}
        />
      ) : null}
      <Box>
        <ChoiceGroup id={`${titleId}-type`} label={MOD_UI.type} value={form.type} onChange={(t) => set({ type: t as SanctionType })}>
          {SANCTION_TYPES.map((t) => (
            <ToggleButton key={t} value={t} disabled={!allowed(t)}>
              {MOD_UI.sanctionTypes[t]}
            </ToggleButton>
          ))}
        </ChoiceGroup>
        {!access.ban ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {MOD_UI.banNeedsPermission}
          </Typography>
        ) : null}
      </Box>
      {form.type !== 'warn' ? (
        <Box>
          <DurationPicker
            id={`${titleId}-duration`}
            label={MOD_UI.duration}
            value={form.durationSeconds}
            choices={durationChoices(form.durationSeconds)}
            onChange={(durationSeconds) => set({ durationSeconds })}
          />
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
      <SanctionCaseField cases={cases} value={form.caseId} onChange={(id) => set({ caseId: id })} fromCase={caseId} userId={chosen} />
      {form.type === 'ban' ? (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={openCloud === true && form.excludeAltAccounts}
                disabled={openCloud !== true}
                onChange={(e) => set({ excludeAltAccounts: e.target.checked })}
                slotProps={{ input: { 'aria-describedby': `${titleId}-alts` } }}
              />
            }
            label={MOD_UI.excludeAlts}
          />
          <FormHelperText id={`${titleId}-alts`} sx={{ mt: -0.5, ml: 4 }}>
            {openCloud ? SANCTION_UI.altHelpWithOpenCloud : SANCTION_UI.altHelpWithoutOpenCloud}
          </FormHelperText>
        </Box>
      ) : null}
      {form.type !== 'warn' && access.ban ? (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.appealable}
                onChange={(e) => set({ appealable: e.target.checked })}
                slotProps={{ input: { 'aria-describedby': `${titleId}-appealable` } }}
              />
            }
            label={SANCTION_UI.appealable}
          />
          <FormHelperText id={`${titleId}-appealable`} sx={{ mt: -0.5, ml: 4 }}>
            {SANCTION_UI.appealableHelp}
          </FormHelperText>
        </Box>
      ) : null}
      {active ? (
        <Alert severity="warning" role="note" data-testid="active-sanction">
          {SANCTION_UI.activeExists(MOD_UI.sanctionTypes[form.type].toLowerCase())}
        </Alert>
      ) : null}
      <SanctionEffect type={form.type} openCloud={openCloud} />
    </FormDialog>
  );
}
