// The appeal itself: the text (20 to 2,000 characters, counted as it is typed), an optional way to
// reach the player, one submit. The server's sentence is shown when it refuses.
import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APPEAL_LIMITS } from '@staff-console/domain/values';
import { APPEAL_PAGE } from './appeal-messages';
import { sendAppeal } from './public-api';

export function AppealForm({ code, onSent }: { code: string; onSent: (submittedAt: string) => void }) {
  const [text, setText] = useState('');
  const [contact, setContact] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const length = text.trim().length;
  const short = length < APPEAL_LIMITS.textMin;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (short || pending) return;
    setPending(true);
    setError(null);
    const answer = await sendAppeal({ code, text: text.trim(), ...(contact.trim() ? { contact: contact.trim() } : {}) });
    setPending(false);
    if (answer.ok) onSent(answer.data.appeal.submittedAt);
    else setError(answer.message);
  };

  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={2} aria-labelledby="appeal-form-heading">
      <Typography variant="h6" component="h2" id="appeal-form-heading">
        {APPEAL_PAGE.formHeading}
      </Typography>
      <Typography color="text.secondary">{APPEAL_PAGE.formIntro}</Typography>
      {error ? (
        <Alert severity="error" role="alert" data-testid="appeal-send-error">
          {error}
        </Alert>
      ) : null}
      <TextField
        label={APPEAL_PAGE.textLabel}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={5}
        required
        fullWidth
        error={tried && short}
        helperText={
          <Stack component="span" direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <span>{short ? APPEAL_PAGE.tooShort(APPEAL_LIMITS.textMin, length) : ' '}</span>
            <span data-testid="appeal-count" aria-live="polite">
              {APPEAL_PAGE.count(length, APPEAL_LIMITS.textMax)}
            </span>
          </Stack>
        }
        slotProps={{ htmlInput: { maxLength: APPEAL_LIMITS.textMax } }}
      />
      <TextField
        label={APPEAL_PAGE.contactLabel}
        value={contact}
        onChange={(e) => setContact(e.target.value)}
        helperText={APPEAL_PAGE.contactHelp}
        fullWidth
        slotProps={{ htmlInput: { maxLength: APPEAL_LIMITS.contactMax } }}
      />
      <Button type="submit" variant="contained" size="large" loading={pending}>
        {APPEAL_PAGE.send}
      </Button>
    </Stack>
  );
}
