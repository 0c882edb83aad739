// Who sees which watch rules and alerts (docs/RULES.md, "Watchlists and alerts"): a staff member
// sees their own personal rules and the shared ones, but only rules whose every watched log they
// may view (chat → view_chat, trades → view_trades, marketplace → view_marketplace, the Reports
// queue → view_moderation, appeals → review_appeals). So an alert about a log the viewer may not
// read is never shown, whoever made the rule.
import { can, isAdmin, type Permission, permissionSubject, type PermissionSubject, type WatchScope } from '@staff-console/domain';
import type { FastifyRequest } from 'fastify';
import { staffOf } from '../../../http/access';

export interface Viewer {
  id: string;
  username: string;
  subject: PermissionSubject;
}

export const viewerOf = (request: FastifyRequest): Viewer => {
  const staff = staffOf(request);
  return { id: staff.id, username: staff.username, subject: permissionSubject(staff) ?? {} };
};

export const SCOPE_PERMISSIONS: Record<WatchScope, Permission> = {
  chat: 'view_chat',
  trades: 'view_trades',
  marketplace: 'view_marketplace',
  reports: 'view_moderation',
  appeals: 'review_appeals',
};

export const mayViewScope = (viewer: Viewer, scope: WatchScope): boolean => can(viewer.subject, SCOPE_PERMISSIONS[scope]);

export const parseScopes = (scopes: string): WatchScope[] => scopes.split(',').filter((s) => s !== '') as WatchScope[];

/**
 * Whether a rule (owner and scopes as stored) is in this viewer's sight. `everyone`: administrators
 * managing rules see other people's personal rules too (never their alerts).
 */
export function seesRule(viewer: Viewer, rule: { owner_id: string | null; shared: number; scopes: string }, everyone = false): boolean {
  const reachable = rule.shared === 1 || rule.owner_id === viewer.id || (everyone && isAdmin(viewer.subject));
  return reachable && parseScopes(rule.scopes).every((s) => mayViewScope(viewer, s));
}
