// The frame of the administration's create and edit dialogs: a title, the form's error above its
// fields, Cancel and the submit button. Full screen on a phone; the fields scroll while the title
// and the buttons stay in view (FORM_SX). Closing is refused while the form is being sent.
import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ADMIN_UI } from '../admin/admin-messages';
import { FORM_SX } from './dialog-form';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title element id (the form is labelled by it too). */
  titleId: string;
  title: string;
  /** An editing dialog's button says Save, a creating one's Create. */
  editing: boolean;
  pending: boolean;
  /** The error that belongs to no one field, shown above the fields. */
  formError: string | null;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}

export function FormDialog({ open, onClose, titleId, title, editing, pending, formError, onSubmit, children }: FormDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={titleId} sx={FORM_SX}>
        <DialogContent dividers>
          {formError ? (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {formError}
            </Alert>
          ) : null}
          <Stack spacing={2}>{children}</Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            {ADMIN_UI.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {editing ? ADMIN_UI.save : ADMIN_UI.create}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
