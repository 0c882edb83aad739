// What the signed-in user may do in the moderation workbench, from their current permissions (the
// server checks every request again; this only decides what to offer). Outside a session (a
// component rendered on its own) nothing is offered.
import { useContext } from 'react';
import { can, permissionSubject, type SanctionPermission, sanctionPermission, type SanctionType } from '@staff-console/domain';
import { AuthContext } from '../../lib/auth-context';

export interface ModerationAccess {
  view: boolean;
  moderate: boolean;
  ban: boolean;
}

export function useModerationAccess(): ModerationAccess {
  const subject = permissionSubject(useContext(AuthContext)?.user);
  return { view: can(subject, 'view_moderation'), moderate: can(subject, 'moderate'), ban: can(subject, 'ban_players') };
}

/** The flag of ModerationAccess that holds each permission a sanction type may need. */
const SANCTION_ACCESS: Record<SanctionPermission, keyof ModerationAccess> = { moderate: 'moderate', ban_players: 'ban' };

/** Whether this access may issue, revoke or retry a sanction of this type (the domain's sanctionPermission). */
export const mayHandleSanction = (access: ModerationAccess, type: SanctionType): boolean => access[SANCTION_ACCESS[sanctionPermission(type)]];
