// The dialog's "Reason" picker: the presets administrators defined, and, once one is picked for a
// chosen player, the suggested step of its ladder with why ("2nd time for Scamming: warned on …").
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { stepWords, type SanctionPreset, type SanctionSuggestion } from '@staff-console/domain';
import { SANCTION_UI } from './sanction-messages';

export interface SanctionPresetFieldProps {
  presets: SanctionPreset[];
  value: string;
  onChange: (presetId: string) => void;
  suggestion: { data: SanctionSuggestion | undefined; isFetching: boolean; isError: boolean };
  /** Whether the form still says what the suggestion said. */
  following: boolean;
}

export function SanctionPresetField({ presets, value, onChange, suggestion, following }: SanctionPresetFieldProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        select
        label={SANCTION_UI.presetLabel}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        helperText={presets.length === 0 ? SANCTION_UI.presetsAdmin : undefined}
      >
        <option value="">{SANCTION_UI.noPreset}</option>
        {presets.map((p) => (
          <option key={p._id} value={p._id}>
            {p.name}
          </option>
        ))}
      </TextField>
      {value === '' ? null : suggestion.isError ? (
        <Alert severity="warning" role="status">
          {SANCTION_UI.suggestionFailed}
        </Alert>
      ) : suggestion.data === undefined ? (
        suggestion.isFetching ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {SANCTION_UI.suggestionLoading}
          </Typography>
        ) : null
      ) : (
        <Alert severity="info" role="status" data-testid="sanction-suggestion" sx={{ overflowWrap: 'anywhere' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {SANCTION_UI.suggested(stepWords(suggestion.data.step))}
          </Typography>
          <Typography variant="body2">{suggestion.data.reason}</Typography>
          {following ? null : (
            <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }}>
              {SANCTION_UI.changedFromSuggestion}
            </Typography>
          )}
        </Alert>
      )}
    </Box>
  );
}
