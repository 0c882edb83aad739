// The staff area's public entry: the sign-in state and the route guards the app wraps screens in,
// and the Users, Roles and Logs (action log) tabs the admin panel composes. The sign-in and profile
// screens are lazy-loaded by the router from their page modules.
export { LogsTab } from './action-log/logs-tab';
export { AuthProvider } from './auth/auth-provider';
export { RequireAnyPermission, RequireAuth, RequirePermission } from './auth/require-auth';
export { RolesTab } from './roles/roles-tab';
export { UsersTab } from './users/users-tab';
