// The team's statistics (one grouped count per fact over a window) and the dashboard's activity per hour.
import * as team from '../../areas/team/team-stats.repository';
import * as activity from '../../areas/operations/stats/activity.repository';
import * as alertHours from '../../areas/watch/alerts/alert-hours.repository';
import type { RepositoryCatalogue } from './catalog';
import { AT, ID } from './sample-rows';

const DAY = 86_400_000;
const year = { from: AT - 365 * DAY, to: AT };
const fortnight = { from: AT - 14 * DAY, to: AT };

export const teamCatalogue: RepositoryCatalogue[] = [
  {
    file: 'team-stats.repository',
    module: team,
    calls: {
      issuedSanctions: [{ run: ({ db }) => team.issuedSanctions(db, year) }],
      revokedSanctions: [{ run: ({ db }) => team.revokedSanctions(db, year) }],
      openedCases: [{ run: ({ db }) => team.openedCases(db, year) }],
      closedCases: [{ run: ({ db }) => team.closedCases(db, year) }],
      resolvedReports: [{ run: (database) => team.resolvedReports(database.db, year) }],
      decidedAppeals: [{ run: ({ db }) => team.decidedAppeals(db, year) }],
      overturnedSanctions: [{ run: ({ db }) => team.overturnedSanctions(db, year) }],
      staffNames: [
        { variant: 'active staff', run: ({ db }) => team.staffNames(db, []) },
        { variant: 'and others with work in the window', run: ({ db }) => team.staffNames(db, [ID]) },
      ],
    },
  },
  {
    file: 'activity.repository',
    module: activity,
    calls: {
      chatPerHour: [{ run: ({ db }) => activity.chatPerHour(db, fortnight.from / 3_600_000, fortnight.to / 3_600_000) }],
      logPerHour: [
        { variant: 'trades', run: ({ db }) => activity.logPerHour(db, 'trades', fortnight.from, fortnight.to) },
        { variant: 'marketplace', run: ({ db }) => activity.logPerHour(db, 'marketplace', fortnight.from, fortnight.to) },
      ],
    },
  },
  {
    file: 'alert-hours.repository',
    module: alertHours,
    calls: {
      alertsPerHour: [{ run: ({ db }) => alertHours.alertsPerHour(db, ['rule-1', 'rule-2'], fortnight.from, fortnight.to) }],
    },
  },
];
