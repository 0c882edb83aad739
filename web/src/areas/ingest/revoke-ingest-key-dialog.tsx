import type { IngestKey } from '@staff-console/domain';
import { KEYS_UI } from './ingest-keys-messages';
import { useRevokeIngestKey } from './api/ingest-keys';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog';
import { mutationErrorText } from '../../components/dialogs/server-errors';

/** Revoking is final: servers sending with the key are refused from then on. */
export function RevokeIngestKeyDialog({
  ingestKey,
  open,
  onClose,
  onRevoked,
}: {
  ingestKey: IngestKey | null;
  open: boolean;
  onClose: () => void;
  onRevoked: (message: string) => void;
}) {
  const mutation = useRevokeIngestKey();
  return (
    <ConfirmDialog
      open={open}
      title={KEYS_UI.revokeTitle}
      body={ingestKey ? KEYS_UI.revokeBody(ingestKey.name) : ''}
      confirmLabel={KEYS_UI.revoke}
      pending={mutation.isPending}
      error={mutation.isError ? mutationErrorText(mutation.error, KEYS_UI.revokeFailed) : null}
      onClose={onClose}
      onConfirm={() => {
        if (!ingestKey) return;
        mutation.mutate(ingestKey._id, {
          onSuccess: () => {
            onRevoked(KEYS_UI.revokedOk);
            onClose();
          },
        });
      }}
    />
  );
}
