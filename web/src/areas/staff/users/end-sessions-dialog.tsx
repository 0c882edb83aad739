// Confirms ending every session of a user; the server's sentence ('2 sessions ended') is the result.
import type { User } from '@staff-console/domain';
import { confirmDialogOf } from '../../../components/dialogs/confirm-dialog';
import { useEndUserSessions } from './api/security';
import { ADMIN_SECURITY_UI as T } from './security-messages';

const words = { title: T.endSessionsTitle, confirm: T.endSessionsConfirm, failed: T.endSessionsFailed, done: (res: { message: string }) => res.message };
export const EndSessionsDialog = confirmDialogOf(words, useEndUserSessions, (user: User) => ({ body: T.endSessionsBody(user.username), send: user.id }));
