// The one frame of every form in a dialog: a title, the form's error above its fields, Cancel and
// the submit button. The bigger forms go full screen on a phone; the fields scroll while the title
// and the buttons stay in view (FORM_SX). Closing is refused while the form is being sent. A form
// whose work ends in something shown once (new recovery codes, a new key) shows it in place of the
// form (`result`), and then only its Done button closes the dialog.
import { type FormEvent, type ReactNode, useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DIALOG_UI } from './dialog-messages';
import { FORM_SX } from './dialog-form';

/** What a form dialog shows once its work is done, in place of the form. */
export interface FormDialogResult {
  title: string;
  body: ReactNode;
  /** Buttons beside Done (a copy button). */
  actions?: ReactNode;
}

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title element id (the form is labelled by it too); a fresh one when left out. */
  titleId?: string;
  title: string;
  /** The submit button's words; when left out, an editing dialog's says Save and a creating one's Create. */
  submitLabel?: string;
  editing?: boolean;
  /** A form that takes something away has a red submit button. */
  danger?: boolean;
  pending: boolean;
  /** The error that belongs to no one field, shown above the fields. */
  formError: string | null;
  /** Called with the submit event, whose default (a page load) is already prevented. */
  onSubmit: (event: FormEvent) => unknown;
  /** False while the form cannot be sent yet (a required field empty, a set-up still starting). */
  ready?: boolean;
  /** The dialog's width: 'sm' for the bigger forms (full screen on a phone), 'xs' for a field or two. */
  size?: 'xs' | 'sm';
  /** The space between the fields, in theme units. */
  spacing?: number;
  result?: FormDialogResult | null;
  /** A word beside the buttons (why the form cannot be sent yet). */
  note?: ReactNode;
  children: ReactNode;
}

export function FormDialog(props: FormDialogProps) {
  const { open, onClose, title, pending, formError, result, size = 'sm', children } = props;
  const ownId = useId();
  const titleId = props.titleId ?? ownId;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void props.onSubmit(event);
  };
  return (
    <Dialog
      open={open}
      // What is shown once is closed only with Done, never by a stray click outside.
      onClose={pending || result ? undefined : onClose}
      fullWidth
      maxWidth={size}
      fullScreen={phone && size === 'sm'}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{result ? result.title : title}</DialogTitle>
      {result ? (
        <>
          <DialogContent dividers>{result.body}</DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            {result.actions}
            <Button variant="contained" onClick={onClose}>
              {DIALOG_UI.done}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId} sx={FORM_SX}>
          <DialogContent dividers>
            {formError ? (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {formError}
              </Alert>
            ) : null}
            <Stack spacing={props.spacing ?? 2}>{children}</Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap' }}>
            {props.note ? (
              <Typography variant="body2" color="text.secondary" role="status" sx={{ mr: 'auto' }}>
                {props.note}
              </Typography>
            ) : null}
            <Button onClick={onClose} disabled={pending}>
              {DIALOG_UI.cancel}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={props.danger ? 'error' : 'primary'}
              loading={pending}
              disabled={props.ready === false}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {props.submitLabel ?? (props.editing ? DIALOG_UI.save : DIALOG_UI.create)}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
