// The frame of the two dialogs that end with new recovery codes (turning two-factor on, new codes):
// a form confirmed by the authenticator app's current code, then the ten codes, shown once, with
// Done as the only way out. Closing is refused while the code is being checked.
import { type FormEvent, type ReactNode, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MESSAGES } from '@staff-console/domain';
import { errorText, isApiError } from '../../../lib/api-client';
import { codeProblem } from './code-field';
import { RecoveryCodesView } from './recovery-codes-view';
import { TWO_FACTOR_UI as T } from './security-messages';

const isCodeRefusal = (e: unknown) => isApiError(e) && e.serverMessage === MESSAGES.twoFactorCodeInvalid;

/** What a sent code's request looks like to the dialog (a TanStack mutation). */
interface CodeMutation {
  isError: boolean;
  error: unknown;
  mutate: (code: string, handlers: { onSuccess?: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * The code field's state: `confirm` checks the code, then sends it; a refused code shows under the
 * field, any other failure as `generalError` above the form.
 */
export function useCodeEntry(mutation: CodeMutation, failed: string, onSuccess?: () => void) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    const problem = codeProblem(code);
    setCodeError(problem);
    if (problem) return;
    mutation.mutate(code.trim(), {
      onSuccess,
      onError: (error) => {
        if (isCodeRefusal(error)) setCodeError(MESSAGES.twoFactorCodeInvalid);
      },
    });
  };
  const generalError = mutation.isError && !isCodeRefusal(mutation.error) ? errorText(mutation.error, failed) : null;
  return { code, setCode, codeError, confirm, generalError };
}

export interface CodesDialogProps {
  open: boolean;
  onClose: () => void;
  titleId: string;
  /** The form's title; the codes have their own. */
  title: string;
  /** The new codes once the server has sent them. */
  codes: string[] | undefined;
  codesMessage: string | undefined;
  pending: boolean;
  generalError: string | null;
  onSubmit: (e: FormEvent) => void;
  submitLabel: string;
  /** False while the form cannot be sent yet (the set-up is still starting). */
  ready?: boolean;
  children: ReactNode;
}

export function CodesDialog(props: CodesDialogProps) {
  const { open, onClose, titleId, codes, pending } = props;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={codes || pending ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{codes ? T.codesTitle : props.title}</DialogTitle>
      {codes ? (
        <>
          <DialogContent dividers>
            <RecoveryCodesView codes={codes} message={props.codesMessage} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button variant="contained" onClick={onClose}>
              {T.done}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={props.onSubmit} aria-labelledby={titleId}>
          <DialogContent dividers>
            {props.generalError ? (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {props.generalError}
              </Alert>
            ) : null}
            {props.children}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={onClose} disabled={pending}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="contained" loading={pending} disabled={props.ready === false}>
              {props.submitLabel}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
