// Revoking is final: servers sending with the key are refused from then on.
import type { IngestKey } from '@staff-console/domain';
import { confirmDialogOf } from '../../components/dialogs/confirm-dialog';
import { KEYS_UI } from './ingest-keys-messages';
import { useRevokeIngestKey } from './api/ingest-keys';

const words = { title: KEYS_UI.revokeTitle, confirm: KEYS_UI.revoke, failed: KEYS_UI.revokeFailed, done: () => KEYS_UI.revokedOk };
export const RevokeIngestKeyDialog = confirmDialogOf(words, useRevokeIngestKey, (key: IngestKey) => ({ body: KEYS_UI.revokeBody(key.name), send: key._id }));
