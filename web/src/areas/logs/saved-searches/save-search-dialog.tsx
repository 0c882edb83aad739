// Saving the view on screen under a name, for oneself or (moderators) for every staff member who
// may open the screen. The server's sentence is shown when it refuses (a name too long, too many
// saved searches).
import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { SAVED_SEARCH_LIMITS, type SavedSearchScreen } from '@staff-console/domain';
import { errorText } from '../../../lib/api-client';
import { FormDialog } from '../../../components/dialogs/form-dialog';
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
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const save = useSaveSearch();
  const submit = () => {
    if (name.trim() === '') return;
    save.mutate({ screen, query, name: name.trim(), shared }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={SAVED_UI.dialogTitle}
      size="xs"
      spacing={1.5}
      pending={save.isPending}
      formError={save.isError ? errorText(save.error, SAVED_UI.saveFailed) : null}
      onSubmit={submit}
      submitLabel={SAVED_UI.save}
      ready={name.trim() !== ''}
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
    </FormDialog>
  );
}
