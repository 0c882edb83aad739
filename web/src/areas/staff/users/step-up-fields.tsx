// The step-up confirmation of a change to another administrator's password or two-factor: the
// signed-in administrator's own password, and their current code when they use two-factor. The
// server decides; these fields only collect what it asks for.
import TextField from '@mui/material/TextField';
import { isAdmin, permissionSubject, STEP_UP_CODE_MAX, type User } from '@staff-console/domain';
import { ADMIN_SECURITY_UI as T } from './security-messages';

export interface StepUpValues {
  yourPassword: string;
  yourCode: string;
}

export const EMPTY_STEP_UP: StepUpValues = { yourPassword: '', yourCode: '' };

/** Whether a change to `target`'s password or two-factor needs the step-up (any holder of `admin`). */
export const needsStepUp = (target: User | null): boolean => isAdmin(permissionSubject(target));

/** The confirmation as the server reads it: only what was typed. */
export const stepUpBody = (v: StepUpValues): { yourPassword?: string; yourCode?: string } => ({
  ...(v.yourPassword !== '' ? { yourPassword: v.yourPassword } : {}),
  ...(v.yourCode.trim() !== '' ? { yourCode: v.yourCode.trim() } : {}),
});

export interface StepUpFieldsProps {
  target: string;
  withCode: boolean;
  passwordProps: React.ComponentProps<typeof TextField>;
  codeProps: React.ComponentProps<typeof TextField>;
}

/** The two fields, under a sentence that says why they are asked for. */
export function StepUpFields({ target, withCode, passwordProps, codeProps }: StepUpFieldsProps) {
  return (
    <>
      <TextField
        label={T.yourPassword}
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        {...passwordProps}
        helperText={passwordProps.helperText ?? T.stepUpHelp(target)}
      />
      {withCode ? (
        <TextField
          label={T.yourCode}
          autoComplete="one-time-code"
          required
          fullWidth
          {...codeProps}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: STEP_UP_CODE_MAX } }}
        />
      ) : null}
    </>
  );
}
