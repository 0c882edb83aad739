// Deleting a sanction reason, after a confirmation that says what it changes.
import type { SanctionPreset } from '@staff-console/domain';
import { MutationConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useModerationMutation } from '../moderation-api';
import { deleteSanctionPreset } from '../sanctions/sanction-api';
import { ADMIN_UI } from '../../../components/admin/admin-messages';
import { PRESETS_UI } from './sanction-presets-messages';

export interface DeleteSanctionPresetDialogProps {
  preset: SanctionPreset;
  open: boolean;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

export function DeleteSanctionPresetDialog({ preset, open, onClose, onDeleted }: DeleteSanctionPresetDialogProps) {
  return (
    <MutationConfirmDialog
      item={preset}
      open={open}
      onClose={onClose}
      onDone={onDeleted}
      title={PRESETS_UI.deleteTitle}
      body={(p) => PRESETS_UI.deleteBody(p.name)}
      confirmLabel={ADMIN_UI.delete}
      mutation={useModerationMutation(deleteSanctionPreset)}
      variables={(p) => p._id}
      doneMessage={() => PRESETS_UI.deleted}
      failed={PRESETS_UI.deleteFailed}
    />
  );
}
