// The one field of the page's first step: the code, in any letter case, with or without dashes.
// A code that cannot be one is refused here, before the server counts a look-up.
import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatAppealCode, normalizeAppealCode } from '@staff-console/domain/values';
import { APPEAL_PAGE } from './appeal-messages';

export interface CodeFormProps {
  pending: boolean;
  /** The server's sentence for the last look-up. */
  error: string | null;
  onLookUp: (code: string) => void;
}

export function CodeForm({ pending, error, onLookUp }: CodeFormProps) {
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const symbols = normalizeAppealCode(typed);
    setInvalid(symbols === null);
    if (symbols !== null) onLookUp(formatAppealCode(symbols));
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="appeal-code-heading">
      <Typography variant="h6" component="h2" id="appeal-code-heading">
        {APPEAL_PAGE.codeHeading}
      </Typography>
      <Typography color="text.secondary">{APPEAL_PAGE.intro}</Typography>
      {error ? (
        <Alert severity="error" role="alert" data-testid="appeal-code-error">
          {error}
        </Alert>
      ) : null}
      <TextField
        label={APPEAL_PAGE.codeLabel}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        error={invalid}
        helperText={invalid ? APPEAL_PAGE.codeInvalid : APPEAL_PAGE.codeHelp}
        autoComplete="off"
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
      />
      <Button type="submit" variant="contained" size="large" loading={pending} disabled={typed.trim() === ''}>
        {APPEAL_PAGE.lookUp}
      </Button>
    </Stack>
  );
}
