// Revoking a sanction: whose it is (name and id), and a reason, required (staff only; kept in the
// sanction's history).
import Alert from '@mui/material/Alert';
import { MODERATION_LIMITS, type Sanction } from '@staff-console/domain';
import { ReasonDialog } from '../../../components/dialogs/reason-dialog';
import { revokeSanction, useModerationMutation } from '../moderation-api';
import { MOD_UI } from '../moderation-messages';
import { usePlayerLabels } from './sanction-api';
import { SanctionTarget } from './sanction-target';
import { sanctionHeadline } from './sanction-words';

const REASON = { label: MOD_UI.revokeReason, help: MOD_UI.revokeHelp, maxLength: MODERATION_LIMITS.revokeReason };

export function RevokeSanctionDialog({ sanction, onClose }: { sanction: Sanction | null; onClose: () => void }) {
  const revoke = useModerationMutation(revokeSanction);
  // Lists of several players' sanctions carry the name; a player's own list may not.
  const labels = usePlayerLabels(sanction ? [sanction.userId] : [], sanction !== null && sanction.playerName === undefined);
  const name = sanction ? (sanction.playerName ?? labels.data?.[0]?.name ?? null) : null;
  return (
    <ReasonDialog
      open={sanction !== null}
      title={sanction ? MOD_UI.revokeTitle(MOD_UI.sanctionTypes[sanction.type]) : ''}
      submitLabel={MOD_UI.revokeConfirm}
      field={REASON}
      request={revoke}
      failed={MOD_UI.failed}
      onSubmit={(reason, done) => sanction && revoke.mutate({ id: sanction._id, reason }, { onSuccess: done })}
      onClose={onClose}
    >
      {sanction ? <SanctionTarget player={{ userId: sanction.userId, name }} /> : null}
      {sanction ? <Alert severity="info" role="note" sx={{ overflowWrap: 'anywhere' }}>{`${sanctionHeadline(sanction)} — ${sanction.reason}`}</Alert> : null}
    </ReasonDialog>
  );
}
