// Staff accounts, roles, sessions, two-factor, ingest keys and the action log.
import type { LogsQuery } from '@staff-console/domain';
import * as ingestKeys from '../../areas/ingest/keys/ingest-keys.repository';
import * as roles from '../../areas/staff/accounts/roles.repository';
import * as sessions from '../../areas/staff/accounts/sessions.repository';
import * as twoFactor from '../../areas/staff/accounts/two-factor.repository';
import * as users from '../../areas/staff/accounts/users.repository';
import * as actionLog from '../../areas/staff/action-log/action-log.repository';
import type { RepositoryCatalogue } from './catalog';
import { AT, ID, ingestKey, role, session, user } from './sample-rows';

/** The row a count reads (`executeTakeFirstOrThrow` needs one). */
const counted = () => [{ n: 0 }];

export const accountsCatalogue: RepositoryCatalogue[] = [
  {
    file: 'ingest-keys.repository',
    module: ingestKeys,
    calls: {
      insertKey: [{ run: ({ db }) => ingestKeys.insertKey(db, ingestKey) }],
      listKeys: [{ run: ({ db }) => ingestKeys.listKeys(db) }],
      findKey: [{ run: ({ db }) => ingestKeys.findKey(db, ID) }],
      findKeyByHash: [{ run: ({ db }) => ingestKeys.findKeyByHash(db, 'hash') }],
      revokeKey: [{ run: ({ db }) => ingestKeys.revokeKey(db, ID, AT, ID) }],
      touchKey: [{ run: ({ db }) => ingestKeys.touchKey(db, ID, AT, 60_000) }],
    },
  },
  {
    file: 'roles.repository',
    module: roles,
    calls: {
      findRole: [{ run: ({ db }) => roles.findRole(db, ID) }],
      findRoleByName: [{ run: ({ db }) => roles.findRoleByName(db, 'Helper') }],
      listRoles: [{ run: ({ db }) => roles.listRoles(db) }],
      roleUserCounts: [{ run: ({ db }) => roles.roleUserCounts(db) }],
      insertRole: [{ run: ({ db }) => roles.insertRole(db, role) }],
      updateRole: [{ run: ({ db }) => roles.updateRole(db, ID, { description: '', permissions: '[]', updated_at: AT }) }],
      deleteRole: [{ run: ({ db }) => roles.deleteRole(db, ID) }],
      ensureSystemRoles: [{ run: ({ db }) => roles.ensureSystemRoles(db) }],
    },
  },
  {
    file: 'sessions.repository',
    module: sessions,
    calls: {
      insertSession: [{ run: ({ db }) => sessions.insertSession(db, session) }],
      findSession: [{ run: ({ db }) => sessions.findSession(db, ID) }],
      touchSession: [{ run: ({ db }) => sessions.touchSession(db, ID, AT) }],
      listLiveSessions: [{ run: ({ db }) => sessions.listLiveSessions(db, ID, AT) }],
      clearPasswordChangeNeeded: [{ run: ({ db }) => sessions.clearPasswordChangeNeeded(db, ID) }],
      endSession: [{ run: ({ db }) => sessions.endSession(db, ID, ID, AT) }],
      endUserSessions: [
        { variant: 'all', run: ({ db }) => sessions.endUserSessions(db, ID, AT) },
        { variant: 'keeping one', run: ({ db }) => sessions.endUserSessions(db, ID, AT, ID) },
      ],
    },
  },
  {
    file: 'two-factor.repository',
    module: twoFactor,
    calls: {
      replaceRecoveryCodes: [
        { variant: 'two codes', run: ({ db }) => twoFactor.replaceRecoveryCodes(db, ID, ['a', 'b']) },
        { variant: 'none', run: ({ db }) => twoFactor.replaceRecoveryCodes(db, ID, []) },
      ],
      useRecoveryCode: [{ run: ({ db }) => twoFactor.useRecoveryCode(db, ID, 'hash', AT) }],
      deleteRecoveryCodes: [{ run: ({ db }) => twoFactor.deleteRecoveryCodes(db, ID) }],
      claimTotpStep: [{ run: ({ db }) => twoFactor.claimTotpStep(db, ID, 1) }],
      insertChallenge: [{ run: ({ db }) => twoFactor.insertChallenge(db, 'hash', ID, AT, 300_000, false) }],
      findChallenge: [{ run: ({ db }) => twoFactor.findChallenge(db, 'hash', AT) }],
      deleteChallenge: [{ run: ({ db }) => twoFactor.deleteChallenge(db, 'hash') }],
    },
  },
  {
    file: 'users.repository',
    module: users,
    calls: {
      findUserById: [{ run: ({ db }) => users.findUserById(db, ID) }],
      findUserByUsername: [{ run: ({ db }) => users.findUserByUsername(db, 'Alice') }],
      listActiveUsers: [{ run: ({ db }) => users.listActiveUsers(db) }],
      listUsers: [{ run: ({ db }) => users.listUsers(db) }],
      countUsers: [{ run: ({ db }) => users.countUsers(db), answer: counted }],
      insertUser: [{ run: ({ db }) => users.insertUser(db, user) }],
      updateUser: [{ run: ({ db }) => users.updateUser(db, ID, { active: 0, updated_at: AT }) }],
      deleteUser: [{ run: ({ db }) => users.deleteUser(db, ID) }],
      countUsersWithRole: [{ run: ({ db }) => users.countUsersWithRole(db, 'moderator'), answer: counted }],
    },
  },
  {
    file: 'action-log.repository',
    module: actionLog,
    calls: {
      findActionLogs: [
        { variant: 'unfiltered', run: ({ db }) => actionLog.findActionLogs(db, logsQuery({})), answer: counted },
        {
          variant: 'every filter, targets by name and number',
          run: ({ db }) =>
            actionLog.findActionLogs(
              db,
              logsQuery({
                category: 'moderation',
                username: 'Alice',
                action: 'sanction_issued',
                player: 'bob',
                case: '12',
                targetUser: 'carol',
                startDate: AT,
                endDate: AT,
              }),
            ),
          // Each lookup finds its target, so the list and its count follow.
          answer: () => [{ user_id: 1, id: ID, n: 0 }],
        },
        {
          variant: 'targets by id',
          run: ({ db }) => actionLog.findActionLogs(db, logsQuery({ player: '1', case: ID, targetUser: ID, sortOrder: 'asc' })),
          answer: counted,
        },
      ],
      filtered: [{ variant: 'rows', run: ({ db }) => actionLog.filtered(db, logsQuery({ category: 'moderation' }), { players: [1, 2] }).selectAll() }],
      latestActionLogs: [{ run: ({ db }) => actionLog.latestActionLogs(db, 10) }],
    },
  },
];

function logsQuery(filters: Partial<LogsQuery>): LogsQuery {
  return { sortBy: 'timestamp', sortOrder: 'desc', page: 2, limit: 50, ...filters };
}
