// Deleting a sanction reason, after a confirmation that says what it changes.
import type { SanctionPreset } from '@staff-console/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useModerationMutation } from '../moderation-api';
import { deleteSanctionPreset } from '../sanctions/sanction-api';
import { ADMIN_UI } from '../../../components/admin/admin-messages';
import { PRESETS_UI } from './sanction-presets-messages';
import { mutationErrorText } from '../../../components/dialogs/server-errors';

export interface DeleteSanctionPresetDialogProps {
  preset: SanctionPreset;
  open: boolean;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

export function DeleteSanctionPresetDialog({ preset, open, onClose, onDeleted }: DeleteSanctionPresetDialogProps) {
  const mutation = useModerationMutation(deleteSanctionPreset);
  return (
    <ConfirmDialog
      open={open}
      title={PRESETS_UI.deleteTitle}
      body={PRESETS_UI.deleteBody(preset.name)}
      confirmLabel={ADMIN_UI.delete}
      pending={mutation.isPending}
      error={mutation.isError ? mutationErrorText(mutation.error, PRESETS_UI.deleteFailed) : null}
      onClose={onClose}
      onConfirm={() =>
        mutation.mutate(preset._id, {
          onSuccess: () => {
            onDeleted(PRESETS_UI.deleted);
            onClose();
          },
        })
      }
    />
  );
}
