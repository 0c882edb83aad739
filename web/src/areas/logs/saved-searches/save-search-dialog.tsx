// Saving the view on screen under a name, for oneself or (moderators) for every staff member who
// may open the screen. The server's sentence is shown when it refuses (a name too long, too many
// saved searches).
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { SAVED_SEARCH_LIMITS, type SavedSearchScreen } from '@staff-console/domain';
import { errorText } from '../../../lib/api-client';
import { FormTextField } from '../../../components/form-text-field';
import { useSaveSearch } from './saved-searches-api';
import { SAVED_UI } from './saved-searches-messages';

export interface SaveSearchDialogProps {
  screen: SavedSearchScreen;
  query: string;
  canShare: boolean;
  onClose: () => void;
}

export function SaveSearchDialog({ screen, query, canShare, onClose }: SaveSearchDialogProps) {
  const titleId = useId();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const save = useSaveSearch();
  const submit = () => {
    if (name.trim() === '') return;
    save.mutate({ screen, query, name: name.trim(), shared }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{SAVED_UI.dialogTitle}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={`${titleId}-form`}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1 }}
        >
          <FormTextField
            label={SAVED_UI.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
            helperText={SAVED_UI.nameHint}
            inputProps={{ maxLength: SAVED_SEARCH_LIMITS.name }}
            autoFocus
            required
          />
          {canShare ? <FormControlLabel control={<Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} />} label={SAVED_UI.share} /> : null}
          {save.isError ? (
            <Alert severity="error" role="alert">
              {errorText(save.error, SAVED_UI.saveFailed)}
            </Alert>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {SAVED_UI.cancel}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={save.isPending || name.trim() === ''}>
          {SAVED_UI.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
