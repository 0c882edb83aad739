// Deleting a sanction reason, after a confirmation that says what it changes.
import type { SanctionPreset } from '@staff-console/domain';
import { confirmDialogOf } from '../../../components/dialogs/confirm-dialog';
import { useModerationMutation } from '../moderation-api';
import { deleteSanctionPreset } from '../sanctions/sanction-api';
import { ADMIN_UI } from '../../../components/admin/admin-messages';
import { PRESETS_UI } from './sanction-presets-messages';

const words = { title: PRESETS_UI.deleteTitle, confirm: ADMIN_UI.delete, failed: PRESETS_UI.deleteFailed, done: () => PRESETS_UI.deleted };
const useDelete = () => useModerationMutation(deleteSanctionPreset);
export const DeleteSanctionPresetDialog = confirmDialogOf(words, useDelete, (preset: SanctionPreset) => ({
  body: PRESETS_UI.deleteBody(preset.name),
  send: preset._id,
}));
