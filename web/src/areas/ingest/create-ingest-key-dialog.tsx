// Creates an ingest key (docs/RULES.md, "Ingest"). The server answers the key once; this dialog shows it with a
// copy button and keeps it only in its own state, so closing it (or reloading) loses it for good.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { LIMITS } from '@staff-console/domain';
import { muiField } from '../../lib/form';
import { FormDialog } from '../../components/dialogs/form-dialog';
import { fieldError, mutationErrorText } from '../../components/dialogs/server-errors';
import { SECRET_SX, useCopy, type CopyState } from '../../components/dialogs/shown-once';
import { KEYS_UI } from './ingest-keys-messages';
import { useCreateIngestKey } from './api/ingest-keys';

interface KeyForm {
  name: string;
}

function ShownOnce({ name, secret, copy }: { name: string; secret: string; copy: CopyState }) {
  return (
    <>
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
        sx={{ ...SECRET_SX, p: 1.5, fontSize: '0.875rem', userSelect: 'all' }}
      >
        {secret}
      </Box>
      {copy !== 'idle' ? (
        <Alert severity={copy === 'copied' ? 'success' : 'warning'} sx={{ mt: 2 }} role="status">
          {copy === 'copied' ? KEYS_UI.copied : KEYS_UI.copyFailed}
        </Alert>
      ) : null}
    </>
  );
}

/** Mount one per opening (a new `key`), so a shown key never outlives its dialog. */
export function CreateIngestKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (message: string) => void }) {
  const mutation = useCreateIngestKey();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const { copy, onCopy } = useCopy(created?.secret ?? '');
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
    <FormDialog
      open={open}
      onClose={close}
      titleId="ingest-key-title"
      title={KEYS_UI.createTitle}
      pending={mutation.isPending}
      formError={mutation.isError ? mutationErrorText(mutation.error, KEYS_UI.createFailed) : null}
      onSubmit={onSubmit}
      result={
        created
          ? {
              title: KEYS_UI.createdTitle,
              body: <ShownOnce name={created.name} secret={created.secret} copy={copy} />,
              actions: (
                <Button startIcon={<ContentCopyIcon />} onClick={onCopy}>
                  {KEYS_UI.copyKey}
                </Button>
              ),
            }
          : null
      }
    >
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
        {...fieldError(errors.name, KEYS_UI.nameHelp)}
      />
    </FormDialog>
  );
}
