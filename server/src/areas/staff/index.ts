// Staff: sign-in, sessions, two-factor, step-up, users, roles, and the action log screen. Other areas import only this entry.
export { hasActiveAdministrator, lockStaffChanges } from './accounts/last-admin';
export { clearAccountFailures, forgetRemembered } from './accounts/login-limiter';
export { hashPassword } from './accounts/passwords';
export { ensureSystemRoles } from './accounts/roles.repository';
export { endUserSessions, findSession } from './accounts/sessions.repository';
export { createTokenService } from './accounts/tokens';
export { newUserRow, toAuthUser, toUser } from './accounts/users.mapping';
export { countUsers, findUserById, findUserByUsername, insertUser, listActiveUsers, updateUser } from './accounts/users.repository';
export { toActionLog } from './action-log/action-log.mapping';
export { latestActionLogs } from './action-log/action-log.repository';
export { auditRoutes } from './action-log/audit.routes';
export { registerRefusalAudit } from './action-log/refusals';
export { authRoutes } from './auth/auth.routes';
export { authenticate } from './auth/auth.service';
export { twoFactorRoutes } from './auth/two-factor.routes';
export { rolesRoutes } from './roles/roles.routes';
export { usersRoutes } from './users/users.routes';
