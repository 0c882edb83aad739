// A form dialog whose one field is a required reason (revoking a sanction, dismissing reports): what
// it hits above the field, the submit button red and usable only once a reason is written, and the
// reason sent trimmed. Closing is refused while it is being sent, and clears the reason.
import { type ReactNode, useState } from 'react';
import { errorText } from '../../lib/api-client';
import { FormTextField } from '../form-text-field';
import { FormDialog } from './form-dialog';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** The reason field's label, its help and its most characters. */
  field: { label: string; help: string; maxLength: number };
  /** The request: its state, and how to clear it when the dialog closes. */
  request: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  /** The sentence when the request failed and the server said none. */
  failed: string;
  /** Sends the trimmed reason; `done` closes the dialog. */
  onSubmit: (reason: string, done: () => void) => void;
  onClose: () => void;
  /** Whom or what it hits, and what it will do, above the reason. */
  children: ReactNode;
}

export function ReasonDialog({ open, title, submitLabel, field, request, failed, onSubmit, onClose, children }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const close = () => {
    if (request.isPending) return;
    setReason('');
    request.reset();
    onClose();
  };
  const submit = () => {
    if (open && reason.trim() !== '') onSubmit(reason.trim(), close);
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={title}
      pending={request.isPending}
      formError={request.isError ? errorText(request.error, failed) : null}
      onSubmit={submit}
      submitLabel={submitLabel}
      danger
      ready={reason.trim() !== ''}
    >
      {children}
      <FormTextField
        label={field.label}
        helperText={field.help}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        required
        autoFocus
        inputProps={{ maxLength: field.maxLength }}
      />
    </FormDialog>
  );
}
