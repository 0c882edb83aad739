// New recovery codes: the app's current code proves the phone is at hand; the old codes stop
// working and the ten new ones are shown once.
import Typography from '@mui/material/Typography';
import { CodeField } from './code-field';
import { CodesDialog, useCodeEntry } from './codes-dialog';
import { useRecoveryCodes } from './security-api';
import { TWO_FACTOR_UI as T } from './security-messages';

/** Mount one per opening. */
export function RecoveryCodesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mutation = useRecoveryCodes();
  const { code, setCode, codeError, confirm, generalError } = useCodeEntry(mutation, T.regenerateFailed);
  return (
    <CodesDialog
      open={open}
      onClose={onClose}
      titleId="recovery-codes-title"
      title={T.regenerateTitle}
      codes={mutation.data?.recoveryCodes}
      codesMessage={mutation.data?.message}
      pending={mutation.isPending}
      generalError={generalError}
      onSubmit={confirm}
      submitLabel={T.regenerate}
    >
      <Typography sx={{ mb: 2 }}>{T.regenerateBody}</Typography>
      <CodeField label={T.codeLabel} value={code} onChange={setCode} error={codeError} disabled={mutation.isPending} autoFocus />
    </CodesDialog>
  );
}
