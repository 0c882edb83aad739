// Confirms ending every session of a user; the server's sentence ('2 sessions ended') is the result.
import type { User } from '@staff-console/domain';
import { MutationConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useEndUserSessions } from './api/security';
import { ADMIN_SECURITY_UI as T } from './security-messages';

export function EndSessionsDialog(props: { user: User | null; open: boolean; onClose: () => void; onEnded: (message: string) => void }) {
  return (
    <MutationConfirmDialog
      item={props.user}
      open={props.open}
      onClose={props.onClose}
      onDone={props.onEnded}
      title={T.endSessionsTitle}
      body={(user) => T.endSessionsBody(user.username)}
      confirmLabel={T.endSessionsConfirm}
      mutation={useEndUserSessions()}
      variables={(user) => user.id}
      doneMessage={(res) => res.message}
      failed={T.endSessionsFailed}
    />
  );
}
