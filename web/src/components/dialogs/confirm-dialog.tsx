// The one confirmation every screen asks before an action that cannot be taken back (delete, revoke,
// end sessions, reset two-factor, ...): a title, a body, Cancel and a red confirm button.
// MutationConfirmDialog is the common case: one mutation on one item, whose sentence goes to the
// list's success alert once done.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_UI } from './dialog-messages';
import { mutationErrorText } from './server-errors';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ open, title, body, confirmLabel, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="confirm-dialog-title">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{body}</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {DIALOG_UI.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A request as the confirm dialog sees it (a TanStack mutation). */
export interface ConfirmMutation<V, R> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  mutate: (variables: V, handlers: { onSuccess: (result: R) => void }) => void;
}

export interface MutationConfirmDialogProps<T, V, R> {
  /** The item the action is about; null while none is chosen. */
  item: T | null;
  open: boolean;
  onClose: () => void;
  /** The sentence to show once done. */
  onDone: (message: string) => void;
  title: string;
  body: (item: T) => ReactNode;
  confirmLabel: string;
  mutation: ConfirmMutation<V, R>;
  variables: (item: T) => V;
  /** The sentence once done: the server's, or ours. */
  doneMessage: (result: R) => string;
  /** Ours when the server gives no sentence for a failure. */
  failed: string;
  /** An error found before anything is sent, shown in place of the request's. */
  error?: string | null;
  /** A check before sending: false stops the action (it shows its own error). */
  check?: (item: T) => boolean;
}

export function MutationConfirmDialog<T, V, R>(props: MutationConfirmDialogProps<T, V, R>) {
  const { item, open, onClose, onDone, mutation } = props;
  return (
    <ConfirmDialog
      open={open}
      title={props.title}
      body={item ? props.body(item) : ''}
      confirmLabel={props.confirmLabel}
      pending={mutation.isPending}
      error={props.error ?? (mutation.isError ? mutationErrorText(mutation.error, props.failed) : null)}
      onClose={onClose}
      onConfirm={() => {
        if (!item || props.check?.(item) === false) return;
        mutation.mutate(props.variables(item), {
          onSuccess: (result) => {
            onDone(props.doneMessage(result));
            onClose();
          },
        });
      }}
    />
  );
}
