// A case's text (title, summary, resolution) with Edit for those who may change it.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../../components/form-text-field';
import { errorText } from '../../../../lib/api-client';
import { CASES_UI } from '../cases-messages';

export interface EditableTextProps {
  label: string;
  value: string;
  placeholder: string;
  maxLength: number;
  canEdit: boolean;
  pending: boolean;
  error: unknown;
  onSave: (text: string, done: () => void) => void;
}

export function EditableText({ label, value, placeholder, maxLength, canEdit, pending, error, onSave }: EditableTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Box component="section" aria-label={label} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mr: 'auto' }}>
          {label}
        </Typography>
        {canEdit && draft === null ? (
          <Button size="small" onClick={() => setDraft(value)} aria-label={`${CASES_UI.edit} ${label.toLowerCase()}`}>
            {CASES_UI.edit}
          </Button>
        ) : null}
      </Box>
      {draft === null ? (
        <Typography color={value ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {value || placeholder}
        </Typography>
      ) : (
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            onSave(draft.trim(), () => setDraft(null));
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <FormTextField label={label} value={draft} onChange={(e) => setDraft(e.target.value)} multiline minRows={3} autoFocus inputProps={{ maxLength }} />
          {error ? (
            <Alert severity="error" role="alert">
              {errorText(error, CASES_UI.failed)}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft(null)} disabled={pending}>
              {CASES_UI.cancel}
            </Button>
            <Button type="submit" variant="contained" loading={pending}>
              {CASES_UI.save}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
