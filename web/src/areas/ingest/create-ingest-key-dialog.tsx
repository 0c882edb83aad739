// Creates an ingest key (docs/RULES.md, "Ingest"). The server answers the key once; this dialog shows it with a
// copy button and keeps it only in its own state, so closing it (or reloading) loses it for good.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { LIMITS } from '@staff-console/domain';
import { muiField } from '../../lib/form';
import { FORM_SX } from '../../components/dialogs/dialog-form';
import { ADMIN_UI } from '../../components/admin/admin-messages';
import { KEYS_UI } from './ingest-keys-messages';
import { useCreateIngestKey } from './api/ingest-keys';
import { mutationErrorText } from '../../components/dialogs/server-errors';

interface KeyForm {
  name: string;
}

function ShownOnce({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <>
      <DialogTitle id="ingest-key-title">{KEYS_UI.createdTitle}</DialogTitle>
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {KEYS_UI.shownOnce}
        </Alert>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {name}
        </Typography>
        <Box
          component="output"
          aria-label={KEYS_UI.keyLabel}
          data-testid="ingest-key-secret"
          sx={{
            display: 'block',
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: '0.875rem',
            overflowWrap: 'anywhere',
            userSelect: 'all',
          }}
        >
          {secret}
        </Box>
        {copy !== 'idle' ? (
          <Alert severity={copy === 'copied' ? 'success' : 'warning'} sx={{ mt: 2 }} role="status">
            {copy === 'copied' ? KEYS_UI.copied : KEYS_UI.copyFailed}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copyKey()}>
          {KEYS_UI.copyKey}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {KEYS_UI.done}
        </Button>
      </DialogActions>
    </>
  );
}

/** Mount one per opening (a new `key`), so a shown key never outlives its dialog. */
export function CreateIngestKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (message: string) => void }) {
  const mutation = useCreateIngestKey();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<KeyForm>({ defaultValues: { name: '' } });
  const { errors } = formState;
  const onSubmit = handleSubmit(({ name }) => {
    mutation.mutate(
      { name: name.trim() },
      {
        onSuccess: (res) => {
          setCreated({ name: res.ingestKey.name, secret: res.key });
          onCreated(KEYS_UI.created);
        },
      },
    );
  });
  const close = () => {
    setCreated(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      // The shown-once key is closed only with Done, never by a stray click outside.
      onClose={mutation.isPending || created ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="ingest-key-title"
    >
      {created ? (
        <ShownOnce name={created.name} secret={created.secret} onDone={close} />
      ) : (
        <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="ingest-key-title" sx={FORM_SX}>
          <DialogTitle id="ingest-key-title">{KEYS_UI.createTitle}</DialogTitle>
          <DialogContent dividers>
            {mutation.isError ? (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {mutationErrorText(mutation.error, KEYS_UI.createFailed)}
              </Alert>
            ) : null}
            <TextField
              {...muiField(
                register('name', {
                  validate: (v) => (v.trim() === '' ? KEYS_UI.nameRequired : v.trim().length > LIMITS.name ? KEYS_UI.nameTooLong : true),
                }),
              )}
              label={KEYS_UI.name}
              required
              fullWidth
              autoFocus
              autoComplete="off"
              error={Boolean(errors.name)}
              helperText={errors.name?.message ?? KEYS_UI.nameHelp}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={close} disabled={mutation.isPending}>
              {ADMIN_UI.cancel}
            </Button>
            <Button type="submit" variant="contained" loading={mutation.isPending}>
              {ADMIN_UI.create}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
