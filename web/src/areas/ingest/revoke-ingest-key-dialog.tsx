import type { IngestKey } from '@staff-console/domain';
import { MutationConfirmDialog } from '../../components/dialogs/confirm-dialog';
import { KEYS_UI } from './ingest-keys-messages';
import { useRevokeIngestKey } from './api/ingest-keys';

/** Revoking is final: servers sending with the key are refused from then on. */
export function RevokeIngestKeyDialog(props: { ingestKey: IngestKey | null; open: boolean; onClose: () => void; onRevoked: (message: string) => void }) {
  return (
    <MutationConfirmDialog
      item={props.ingestKey}
      open={props.open}
      onClose={props.onClose}
      onDone={props.onRevoked}
      title={KEYS_UI.revokeTitle}
      body={(key) => KEYS_UI.revokeBody(key.name)}
      confirmLabel={KEYS_UI.revoke}
      mutation={useRevokeIngestKey()}
      variables={(key) => key._id}
      doneMessage={() => KEYS_UI.revokedOk}
      failed={KEYS_UI.revokeFailed}
    />
  );
}
