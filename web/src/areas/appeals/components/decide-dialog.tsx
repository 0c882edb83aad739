// Deciding an appeal: the player it hits (avatar, name, id) and the question in words ("Lift the ban
// of FrostQueen (123456)?") before anything is sent; uphold, reduce (a shorter length, with the new
// end shown) or lift; the answer the player reads (required) and a private note. A ban's reduce and
// lift are offered only with ban_players. The server's sentence is shown when it refuses.
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { APPEAL_DECISIONS, APPEAL_LIMITS, formatTimestamp, type Appeal } from '@staff-console/domain';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { fieldError, mutationErrorText } from '../../../components/dialogs/server-errors';
import { FormTextField } from '../../../components/form-text-field';
import { muiField } from '../../../lib/form';
import { DurationPicker, MOD_UI, SanctionTarget, useModerationMutation } from '../../moderation';
import { decideAppeal } from '../api/appeals-api';
import { APPEALS_UI } from '../appeals-messages';
import { decideBody, emptyDecideValues, mayChoose, reduceChoices, reducedEnd, type Decider, type DecideValues } from '../decide-form';

export interface DecideDialogProps {
  appeal: Appeal;
  decider: Decider;
  onClose: () => void;
}

export function DecideDialog({ appeal, decider, onClose }: DecideDialogProps) {
  const titleId = useId();
  const decide = useModerationMutation(decideAppeal);
  const { sanction } = appeal;
  const { register, control, handleSubmit, formState } = useForm<DecideValues>({ defaultValues: emptyDecideValues() });
  const decision = useWatch({ control, name: 'decision' });
  const duration = useWatch({ control, name: 'durationSeconds' });
  const choices = reduceChoices(sanction);
  const name = appeal.playerName ?? String(appeal.userId);
  const type = MOD_UI.sanctionTypes[sanction.type].toLowerCase();
  const end = decision === 'reduced' && duration !== null ? reducedEnd(sanction, duration) : null;
  const ready = mayChoose(decision, sanction, decider) && (decision !== 'reduced' || duration !== null);

  const submit = handleSubmit((values) => decide.mutate({ id: appeal._id, body: decideBody(values) }, { onSuccess: onClose }));
  return (
    <FormDialog
      open
      onClose={onClose}
      titleId={titleId}
      title={APPEALS_UI.decideTitle}
      pending={decide.isPending}
      formError={decide.isError ? mutationErrorText(decide.error, APPEALS_UI.failed) : null}
      onSubmit={submit}
      submitLabel={APPEALS_UI.submit[decision]}
      danger={decision !== 'upheld'}
      ready={ready}
    >
      <SanctionTarget player={{ userId: appeal.userId, name: appeal.playerName ?? null }} />
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="decide-question">
        {APPEALS_UI.confirm(decision, type, name, appeal.userId)}
      </Typography>
      <FormControl>
        <FormLabel id={`${titleId}-decision`}>{APPEALS_UI.decision}</FormLabel>
        <Controller
          control={control}
          name="decision"
          render={({ field }) => (
            <RadioGroup {...field} aria-labelledby={`${titleId}-decision`} onChange={(e) => field.onChange(e.target.value)}>
              {APPEAL_DECISIONS.map((d) => (
                <FormControlLabel key={d} value={d} control={<Radio />} label={APPEALS_UI.decisions[d]} disabled={!mayChoose(d, sanction, decider)} />
              ))}
            </RadioGroup>
          )}
        />
        <FormHelperText>{APPEALS_UI.decisionHelp[decision]}</FormHelperText>
        {sanction.type === 'ban' && !decider.ban ? <FormHelperText>{APPEALS_UI.banNeedsPermission}</FormHelperText> : null}
      </FormControl>
      {decision === 'reduced' ? (
        choices.length > 0 ? (
          <div>
            <Controller
              control={control}
              name="durationSeconds"
              render={({ field }) => (
                <DurationPicker id={`${titleId}-length`} label={APPEALS_UI.newLength} value={field.value} choices={choices} onChange={field.onChange} />
              )}
            />
            {end ? (
              <Typography variant="body2" sx={{ mt: 1 }} data-testid="decide-new-end">
                {end.getTime() <= Date.now() ? APPEALS_UI.endsInPast : APPEALS_UI.newEnd(formatTimestamp(end.toISOString()))}
              </Typography>
            ) : null}
          </div>
        ) : (
          <Alert severity="info">{APPEALS_UI.noShorter}</Alert>
        )
      ) : null}
      <FormTextField
        label={APPEALS_UI.publicAnswerLabel}
        multiline
        minRows={3}
        required
        {...muiField(register('publicAnswer', { validate: (v) => (v.trim() === '' ? APPEALS_UI.publicAnswerRequired : true) }))}
        {...fieldError(formState.errors.publicAnswer)}
        inputProps={{ maxLength: APPEAL_LIMITS.publicAnswerMax }}
      />
      <FormTextField
        label={APPEALS_UI.privateNoteLabel}
        multiline
        minRows={2}
        {...muiField(register('privateNote'))}
        inputProps={{ maxLength: APPEAL_LIMITS.privateNoteMax }}
      />
    </FormDialog>
  );
}
