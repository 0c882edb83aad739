// What the signed-in user may do in the moderation workbench, from their current permissions (the
// server checks every request again; this only decides what to offer).
import { can, permissionSubject } from '@staff-console/domain';
import { useAuth } from '../../lib/auth-context';

export interface ModerationAccess {
  view: boolean;
  moderate: boolean;
  ban: boolean;
}

export function useModerationAccess(): ModerationAccess {
  const { user } = useAuth();
  const subject = permissionSubject(user);
  return { view: can(subject, 'view_moderation'), moderate: can(subject, 'moderate'), ban: can(subject, 'ban_players') };
}
