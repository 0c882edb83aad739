// The one confirmation every screen asks before an action that cannot be taken back (delete, revoke,
// end sessions, reset two-factor, ...): a title, a body, Cancel and a red confirm button.
// MutationConfirmDialog is the common case: one mutation on one item, whose sentence goes to the
// list's success alert once done.
import { type ReactNode, useState } from 'react';
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

/** What a list hands the confirm dialog of one of its items. */
export interface ItemDialogProps<T> {
  /** The item the action is about; null while none is chosen. */
  item: T | null;
  open: boolean;
  onClose: () => void;
  /** The sentence to show once done (the list's success alert). */
  onDone: (message: string) => void;
}

/** The words of one confirmation: its title, its button, ours for a failure the server gives no sentence for, and the sentence once done. */
export interface ConfirmWords<R> {
  title: string;
  confirm: string;
  failed: string;
  done: (result: R) => string;
}

/** What the dialog asks about one item: the words of its body, and what is sent. */
export interface ConfirmAsk<V> {
  body: ReactNode;
  send: V;
  /** Why it cannot be sent at all, found before asking the server. */
  refusal?: string;
}

export interface MutationConfirmDialogProps<T, V, R> extends ItemDialogProps<T> {
  words: ConfirmWords<R>;
  mutation: ConfirmMutation<V, R>;
  ask: (item: T) => ConfirmAsk<V>;
}

export function MutationConfirmDialog<T, V, R>({ item, open, onClose, onDone, words, mutation, ask }: MutationConfirmDialogProps<T, V, R>) {
  const [refused, setRefused] = useState<string | null>(null);
  const asked = item ? ask(item) : null;
  return (
    <ConfirmDialog
      open={open}
      title={words.title}
      body={asked?.body ?? ''}
      confirmLabel={words.confirm}
      pending={mutation.isPending}
      error={refused ?? (mutation.isError ? mutationErrorText(mutation.error, words.failed) : null)}
      onClose={onClose}
      onConfirm={() => {
        if (!asked) return;
        setRefused(asked.refusal ?? null);
        if (asked.refusal) return;
        mutation.mutate(asked.send, {
          onSuccess: (result) => {
            onDone(words.done(result));
            onClose();
          },
        });
      }}
    />
  );
}

/**
 * The confirm dialog of one action on one item, as a component a list mounts: its words, the hook
 * of its request, and what it asks about an item.
 */
export function confirmDialogOf<T, V, R>(words: ConfirmWords<R>, useMutation: () => ConfirmMutation<V, R>, ask: (item: T) => ConfirmAsk<V>) {
  return function ItemConfirmDialog(props: ItemDialogProps<T>) {
    return <MutationConfirmDialog {...props} words={words} mutation={useMutation()} ask={ask} />;
  };
}
