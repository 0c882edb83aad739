// Create or edit a watch rule: the fields follow the kind (a target for players, terms and items;
// thresholds for lopsided trades; only the logs the kind can watch). Sharing a rule and sending its
// alerts to Discord are offered to administrators only. The server's sentence is shown when it refuses;
// a refused duplicate comes with a button that opens the rule that exists. A player is typed as a name
// or an id; a name is looked up when the form is sent.
import { type FormEvent, useContext, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  duplicateWatchRuleId,
  isAdmin,
  LOPSIDED_WATCH_DEFAULTS,
  permissionSubject,
  WATCH_KIND_SCOPES,
  WATCH_LIMITS,
  UNTARGETED_WATCH_KINDS,
  WATCH_RULE_KINDS,
  type WatchRule,
  type WatchRuleKind,
} from '@staff-console/domain';
import { errorText } from '../../lib/api-client';
import { AuthContext } from '../../lib/auth-context';
import { muiField } from '../../lib/form';
import { isUserId, type PlayerTarget, resolvePlayerTarget } from './player-target';
import { createWatchRule, updateWatchRule, useDiscordWebhooks, useWatchMutation } from './watch-api';
import { WATCH_UI } from './watch-messages';
import {
  initialWatchRuleValues,
  watchRuleCreateBody,
  watchRulePatchBody,
  watchRuleResolver,
  type WatchRuleFormValues,
  type WatchRulePrefill,
} from './watch-rule-form';

export interface WatchRuleDialogProps {
  /** A rule to edit, else a new one (optionally pre-filled). Mount one per opening. */
  rule?: WatchRule | null;
  prefill?: WatchRulePrefill;
  onClose: () => void;
  onSaved?: (rule: WatchRule) => void;
}

const fieldError = (label: string, message: string | undefined) => (message ? `${label} ${message}` : undefined);

export function WatchRuleDialog({ rule = null, prefill, onClose, onSaved }: WatchRuleDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const admin = isAdmin(permissionSubject(useContext(AuthContext)?.user));
  const webhooks = useDiscordWebhooks(admin);
  const create = useWatchMutation(createWatchRule);
  const update = useWatchMutation(updateWatchRule);
  const saving = rule ? update : create;
  const [lookup, setLookup] = useState<PlayerTarget | 'pending' | 'failed' | null>(null);
  const { register, control, handleSubmit, formState, setValue, getValues } = useForm<WatchRuleFormValues>({
    resolver: watchRuleResolver,
    defaultValues: initialWatchRuleValues(rule ?? prefill ?? null),
  });
  const { errors } = formState;
  const kind = useWatch({ control, name: 'kind' });
  const lopsided = kind === 'lopsided';
  const untargeted = UNTARGETED_WATCH_KINDS.includes(kind);

  const send = handleSubmit((values) => {
    const done = { onSuccess: (saved: WatchRule) => (onSaved?.(saved), onClose()) };
    if (rule) update.mutate({ id: rule._id, body: watchRulePatchBody(values, admin) }, done);
    else create.mutate(watchRuleCreateBody(values, admin), done);
  });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { kind: k, target } = getValues();
    if (k === 'player' && target.trim() !== '' && !isUserId(target)) {
      setLookup('pending');
      const found = await resolvePlayerTarget(target).catch(() => 'failed' as const);
      setLookup(found);
      if (found === 'failed' || found.kind !== 'id') return;
      setValue('target', String(found.userId));
    }
    await send();
  };
  const refusal = saving.isError ? errorText(saving.error, rule ? WATCH_UI.updateFailed : WATCH_UI.createFailed) : null;
  const existingId = refusal ? duplicateWatchRuleId(refusal) : null;
  const chosen = lookup !== null && typeof lookup === 'object' && lookup.kind === 'id' ? lookup : null;
  const playerHelp =
    kind !== 'player'
      ? null
      : lookup === 'pending'
        ? WATCH_UI.lookingUp
        : chosen?.name
          ? WATCH_UI.playerIs(WATCH_UI.playerLabel(chosen.name, chosen.userId))
          : rule?.kind === 'player' && rule.target
            ? WATCH_UI.playerIs(WATCH_UI.playerLabel(rule.playerName ?? null, rule.target))
            : null;

  return (
    <Dialog open onClose={saving.isPending ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{rule ? WATCH_UI.editTitle : WATCH_UI.createTitle}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-labelledby={titleId}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <DialogContent dividers>
          <Stack spacing={2}>
            {refusal ? (
              <Alert severity={existingId ? 'warning' : 'error'} role="alert" data-testid="watch-rule-refusal">
                {refusal}
                {existingId ? (
                  <Box sx={{ mt: 1 }}>
                    <Button component={RouterLink} to={`/watch-rules?rule=${existingId}`} onClick={onClose} variant="outlined" color="inherit" size="small">
                      {WATCH_UI.openExisting}
                    </Button>
                  </Box>
                ) : null}
              </Alert>
            ) : null}
            {lookup === 'failed' ? (
              <Alert severity="error" role="alert">
                {WATCH_UI.lookupFailed}
              </Alert>
            ) : null}
            {lookup !== null && typeof lookup === 'object' && lookup.kind === 'none' ? (
              <Alert severity="error" role="alert">
                {WATCH_UI.noPlayerNamed(lookup.typed)}
              </Alert>
            ) : null}
            {lookup !== null && typeof lookup === 'object' && lookup.kind === 'many' ? (
              <Alert severity="warning" role="alert">
                {WATCH_UI.manyPlayersNamed(lookup.typed)}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                  {lookup.matches.map((m) => (
                    <Chip
                      key={`${m.userId}-${m.name}`}
                      label={WATCH_UI.playerLabel(m.username || m.name, m.userId)}
                      onClick={() => (setValue('target', String(m.userId)), setLookup({ kind: 'id', userId: m.userId, name: m.username || m.name }))}
                    />
                  ))}
                </Box>
              </Alert>
            ) : null}
            <TextField
              {...muiField(register('name'))}
              label={WATCH_UI.name}
              required
              autoFocus
              autoComplete="off"
              error={Boolean(errors.name)}
              helperText={fieldError(WATCH_UI.name, errors.name?.message)}
              slotProps={{ htmlInput: { maxLength: WATCH_LIMITS.name } }}
            />
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <TextField
                  select
                  label={WATCH_UI.kind}
                  value={field.value}
                  disabled={rule !== null}
                  onChange={(e) => {
                    const next = e.target.value as WatchRuleKind;
                    field.onChange(next);
                    setValue('scopes', [...WATCH_KIND_SCOPES[next]]);
                  }}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'watch-kind' } }}
                >
                  {WATCH_RULE_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {WATCH_UI.kinds[k]}
                    </option>
                  ))}
                </TextField>
              )}
            />
            {untargeted ? null : (
              <TextField
                {...muiField(register('target', { onChange: () => setLookup(null) }))}
                label={WATCH_UI.targetLabel[kind]}
                required
                autoComplete="off"
                error={Boolean(errors.target)}
                helperText={fieldError(WATCH_UI.targetLabel[kind], errors.target?.message) ?? playerHelp ?? WATCH_UI.targetHelp[kind]}
                slotProps={{
                  htmlInput: { maxLength: WATCH_LIMITS.target, inputMode: kind === 'reports' ? 'numeric' : undefined, 'data-testid': 'watch-target' },
                }}
              />
            )}
            {lopsided ? (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
                <TextField
                  {...muiField(register('ratio'))}
                  label={WATCH_UI.ratio}
                  placeholder={String(LOPSIDED_WATCH_DEFAULTS.ratio)}
                  error={Boolean(errors.ratio)}
                  helperText={fieldError(WATCH_UI.ratio, errors.ratio?.message) ?? WATCH_UI.ratioHelp}
                  slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
                />
                <TextField
                  {...muiField(register('minDifference'))}
                  label={WATCH_UI.minDifference}
                  placeholder={String(LOPSIDED_WATCH_DEFAULTS.minDifference)}
                  error={Boolean(errors.minDifference)}
                  helperText={fieldError(WATCH_UI.minDifference, errors.minDifference?.message) ?? WATCH_UI.minDifferenceHelp}
                  slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
                />
              </Box>
            ) : null}
            <Controller
              control={control}
              name="scopes"
              render={({ field }) => (
                <FormControl component="fieldset" error={Boolean(errors.scopes)}>
                  <FormLabel component="legend">{WATCH_UI.scopesLabel}</FormLabel>
                  <FormGroup row>
                    {WATCH_KIND_SCOPES[kind].map((scope) => (
                      <FormControlLabel
                        key={scope}
                        label={WATCH_UI.scopes[scope]}
                        control={
                          <Checkbox
                            checked={field.value.includes(scope)}
                            onChange={(e) => field.onChange(e.target.checked ? [...field.value, scope] : field.value.filter((s) => s !== scope))}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>{fieldError(WATCH_UI.scopesLabel, errors.scopes?.message) ?? WATCH_UI.scopesHelp}</FormHelperText>
                </FormControl>
              )}
            />
            {admin ? (
              <>
                <Controller
                  control={control}
                  name="shared"
                  render={({ field }) => (
                    <FormControlLabel label={WATCH_UI.shared} control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
                  )}
                />
                <TextField
                  {...muiField(register('discordWebhookId'))}
                  select
                  label={WATCH_UI.webhook}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">{WATCH_UI.noWebhook}</option>
                  {webhooks.data?.map((w) => (
                    <option key={w._id} value={w._id}>
                      {w.name}
                    </option>
                  ))}
                </TextField>
              </>
            ) : null}
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <FormControlLabel label={WATCH_UI.enabled} control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={saving.isPending}>
            {WATCH_UI.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={saving.isPending || lookup === 'pending'}>
            {rule ? WATCH_UI.save : WATCH_UI.create}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
