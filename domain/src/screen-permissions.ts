// Which screen needs which permission (docs/RULES.md, "Roles and permissions"): the route guards, the
// navigation and the dashboard's cards all read this table, so a screen is shown exactly to those
// who may open it. Screens not named here need only a signed-in user.
import { can, type Permission, type PermissionSubject } from './permissions';

export const SCREEN_PERMISSIONS = {
  '/chats': 'view_chat',
  '/trades': 'view_trades',
  '/marketplace': 'view_marketplace',
  '/items': 'view_marketplace',
  '/tc-users': 'view_users',
  '/cf-users': 'view_users',
  '/cases': 'view_moderation',
  '/sanctions': 'view_moderation',
  '/reports': 'view_moderation',
  '/appeals': 'review_appeals',
  '/watch-rules': 'moderate',
  '/team': 'admin',
  '/admin': 'admin',
} as const satisfies Record<string, Permission>;

export type GuardedScreen = keyof typeof SCREEN_PERMISSIONS;

/** The player pages need any one of these; each of their sections checks its own (notes and sanctions: view_moderation). */
export const PLAYER_VIEW_PERMISSIONS: readonly Permission[] = ['view_chat', 'view_trades', 'view_marketplace', 'view_leaderboards', 'view_moderation'];

const PLAYERS = '/players';

const under = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/** The permission a path's screen needs; undefined when any signed-in user may open it. */
export function screenPermission(pathname: string): Permission | undefined {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const screen = (Object.keys(SCREEN_PERMISSIONS) as GuardedScreen[]).find((root) => under(path, root));
  return screen === undefined ? undefined : SCREEN_PERMISSIONS[screen];
}

/** Whether a user may open the screen at a path (the player pages: with any evidence permission). */
export function canOpen(user: PermissionSubject | null | undefined, pathname: string): boolean {
  if (!user) return false;
  if (under(pathname.split(/[?#]/, 1)[0] ?? '', PLAYERS)) return PLAYER_VIEW_PERMISSIONS.some((p) => can(user, p));
  const permission = screenPermission(pathname);
  return permission === undefined || can(user, permission);
}
