// Administrators' Discord webhooks: a name and a URL to add (the URL is never shown again), each
// listed by name with who added it, deleted after a confirmation (refused while a rule uses it).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { formatTimestamp, WATCH_LIMITS, type DiscordWebhook } from '@staff-console/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { createDiscordWebhook, deleteDiscordWebhook, useDiscordWebhooks, useWatchMutation } from '../watch-api';
import { errorText } from '../../../lib/api-client';
import { RULES_UI } from './watch-rules-messages';

export function DiscordWebhooksPanel() {
  const webhooks = useDiscordWebhooks(true);
  const add = useWatchMutation(createDiscordWebhook);
  const remove = useWatchMutation(deleteDiscordWebhook);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DiscordWebhook | null>(null);
  const submit = () => {
    if (name.trim() === '' || url.trim() === '') return;
    setAdded(null);
    add.mutate(
      { name: name.trim(), url: url.trim() },
      {
        onSuccess: (w) => {
          setAdded(w.name);
          setName('');
          setUrl('');
        },
      },
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="discord-webhooks-title" sx={{ p: { xs: 2, sm: 3 }, mt: 4 }}>
      <Typography id="discord-webhooks-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {RULES_UI.webhooksTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {RULES_UI.webhooksBody}
      </Typography>
      {webhooks.isError ? <Alert severity="error">{RULES_UI.webhooksLoadFailed}</Alert> : null}
      {webhooks.data?.length === 0 ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {RULES_UI.webhooksEmpty}
        </Typography>
      ) : null}
      {webhooks.data && webhooks.data.length > 0 ? (
        <Box component="ul" aria-label={RULES_UI.webhooksTitle} sx={{ listStyle: 'none', m: 0, mb: 2, p: 0 }}>
          {webhooks.data.map((w) => (
            <Box component="li" key={w._id} data-testid="discord-webhook" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{w.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {w.createdBy
                    ? RULES_UI.webhookAddedBy(w.createdBy.username, formatTimestamp(w.createdAt))
                    : RULES_UI.webhookAddedAt(formatTimestamp(w.createdAt))}
                </Typography>
              </Box>
              <IconButton aria-label={RULES_UI.deleteWebhook(w.name)} onClick={() => (remove.reset(), setDeleting(w))}>
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr) auto' }, alignItems: 'start' }}
      >
        <FormTextField
          label={RULES_UI.webhookName}
          value={name}
          onChange={(e) => setName(e.target.value)}
          inputProps={{ maxLength: WATCH_LIMITS.name }}
          size="small"
        />
        <FormTextField
          label={RULES_UI.webhookUrl}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          inputProps={{ maxLength: WATCH_LIMITS.webhookUrl, autoComplete: 'off', spellCheck: false }}
          placeholder={RULES_UI.webhookUrlHelp}
          size="small"
        />
        <Button type="submit" variant="contained" loading={add.isPending} disabled={name.trim() === '' || url.trim() === ''} sx={{ whiteSpace: 'nowrap' }}>
          {RULES_UI.addWebhook}
        </Button>
      </Box>
      {add.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {errorText(add.error, RULES_UI.webhookAddFailed)}
        </Alert>
      ) : null}
      {added ? (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
          {RULES_UI.webhookAdded(added)}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={RULES_UI.deleteWebhookTitle}
        body={deleting ? RULES_UI.deleteWebhookBody(deleting.name) : ''}
        confirmLabel={RULES_UI.deleteConfirm}
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error, RULES_UI.deleteWebhookFailed) : null}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
