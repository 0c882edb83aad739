// Adding or editing a sanction reason: its name, the public reason, an optional default private
// reason, and its ladder (1 to 10 steps, each a warning or a mute or ban with a duration). Checked
// with the domain's schema before it is sent; the server's sentence wins otherwise.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  durationWords,
  MESSAGES,
  SANCTION_PRESET_LIMITS,
  SANCTION_TYPES,
  SanctionPresetBody,
  type SanctionPreset,
  type SanctionStep,
  type SanctionType,
} from '@staff-console/domain';
import { useModerationMutation } from '../moderation-api';
import { MOD_UI } from '../moderation-messages';
import { createSanctionPreset, updateSanctionPreset } from '../sanctions/sanction-api';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { PRESETS_UI } from './sanction-presets-messages';
import { fieldError, fieldOfServerError, mutationErrorText } from '../../../components/dialogs/server-errors';
import { savedAndClosed, type EditDialogProps } from '../../../components/dialogs/dialog-form';

const HOUR = 3600;
const DAY = 24 * HOUR;
/** The durations a step offers; a stored step's own duration is added when it is none of them. */
const DURATIONS: (number | null)[] = [HOUR, DAY, 3 * DAY, 7 * DAY, 14 * DAY, 30 * DAY, 90 * DAY, null];

type Field = 'name' | 'publicReason' | 'privateReason' | 'steps';
const SERVER_FIELDS: Record<string, Field> = { [MESSAGES.sanctionPresetNameTaken]: 'name' };

/** null: add a reason; a preset: edit it. */
export function SanctionPresetFormDialog({ preset, open, onClose, onSaved }: EditDialogProps<'preset', SanctionPreset>) {
  const [name, setName] = useState(preset?.name ?? '');
  const [publicReason, setPublicReason] = useState(preset?.publicReason ?? '');
  const [privateReason, setPrivateReason] = useState(preset?.privateReason ?? '');
  const [steps, setSteps] = useState<SanctionStep[]>(preset?.steps ?? [{ type: 'warn', durationSeconds: null }]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useModerationMutation(createSanctionPreset);
  const update = useModerationMutation(updateSanctionPreset);
  const pending = create.isPending || update.isPending;

  const setStep = (i: number, change: Partial<SanctionStep>) => setSteps((all) => all.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const setType = (i: number, type: SanctionType) =>
    setStep(i, { type, durationSeconds: type === 'warn' ? null : (steps[i]?.durationSeconds ?? (type === 'ban' ? 7 * DAY : DAY)) });

  const submit = () => {
    setFormError(null);
    const parsed = SanctionPresetBody.safeParse({ name, publicReason, privateReason, steps });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.path.length > 2 ? `${PRESETS_UI.step(Number(issue.path[1]) + 1)}: ${issue.message}` : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const onError = (error: unknown) => {
      const onField = fieldOfServerError(error, SERVER_FIELDS);
      if (onField) setErrors({ [onField.field]: onField.message });
      else setFormError(mutationErrorText(error, PRESETS_UI.failed));
    };
    const done = (message: string) => savedAndClosed(onSaved, onClose, message);
    if (preset) update.mutate({ id: preset._id, body: parsed.data }, { onSuccess: () => done(PRESETS_UI.saved), onError });
    else create.mutate(parsed.data, { onSuccess: () => done(PRESETS_UI.created), onError });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={preset ? PRESETS_UI.editTitle(preset.name) : PRESETS_UI.createTitle}
      editing={preset !== null}
      pending={pending}
      formError={formError}
      onSubmit={submit}
    >
      <TextField
        label={PRESETS_UI.name}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        {...fieldError(errors.name)}
        slotProps={{ htmlInput: { maxLength: SANCTION_PRESET_LIMITS.name } }}
      />
      <TextField
        label={PRESETS_UI.publicReason}
        value={publicReason}
        onChange={(e) => setPublicReason(e.target.value)}
        required
        multiline
        {...fieldError(errors.publicReason)}
        slotProps={{ htmlInput: { maxLength: SANCTION_PRESET_LIMITS.publicReason } }}
      />
      <TextField
        label={PRESETS_UI.privateReason}
        value={privateReason}
        onChange={(e) => setPrivateReason(e.target.value)}
        multiline
        {...fieldError(errors.privateReason)}
        slotProps={{ htmlInput: { maxLength: SANCTION_PRESET_LIMITS.privateReason } }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {PRESETS_UI.steps}
        </Typography>
        <Typography variant="caption" color={errors.steps ? 'error' : 'text.secondary'} component="p" role={errors.steps ? 'alert' : undefined} sx={{ mb: 1 }}>
          {errors.steps ?? PRESETS_UI.stepsHelp}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {steps.map((step, i) => (
            <Box component="li" key={i} data-testid="preset-step" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ flex: { xs: '1 1 100%', sm: '0 0 56px' } }}>
                {PRESETS_UI.step(i + 1)}
              </Typography>
              <TextField
                select
                size="small"
                label={PRESETS_UI.type}
                value={step.type}
                onChange={(e) => setType(i, e.target.value as SanctionType)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ flex: '1 1 110px', minWidth: 0 }}
              >
                {SANCTION_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {MOD_UI.sanctionTypes[t]}
                  </option>
                ))}
              </TextField>
              {step.type !== 'warn' ? (
                <TextField
                  select
                  size="small"
                  label={PRESETS_UI.duration}
                  value={step.durationSeconds === null ? 'permanent' : String(step.durationSeconds)}
                  onChange={(e) => setStep(i, { durationSeconds: e.target.value === 'permanent' ? null : Number(e.target.value) })}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  sx={{ flex: '1 1 120px', minWidth: 0 }}
                >
                  {(DURATIONS.includes(step.durationSeconds) ? DURATIONS : [step.durationSeconds, ...DURATIONS]).map((d) => (
                    <option key={d ?? 'permanent'} value={d ?? 'permanent'}>
                      {d === null ? MOD_UI.permanent : durationWords(d)}
                    </option>
                  ))}
                </TextField>
              ) : (
                <Box sx={{ flex: '1 1 120px', minWidth: 0 }} />
              )}
              <IconButton
                aria-label={PRESETS_UI.removeStep(i + 1)}
                onClick={() => setSteps((all) => all.filter((_, j) => j !== i))}
                disabled={steps.length === 1}
                size="small"
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
        <Button
          startIcon={<AddIcon />}
          size="small"
          sx={{ mt: 1 }}
          disabled={steps.length >= SANCTION_PRESET_LIMITS.steps}
          onClick={() => setSteps((all) => [...all, { type: 'ban', durationSeconds: 7 * DAY }])}
        >
          {PRESETS_UI.addStep}
        </Button>
        {steps.length >= SANCTION_PRESET_LIMITS.steps ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {PRESETS_UI.stepsFull}
          </Typography>
        ) : null}
      </Box>
    </FormDialog>
  );
}
