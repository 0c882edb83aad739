// The team's statistics as CSV: the table the page shows, a row per staff member, with readable
// column names (the median empty when they resolved no reports).
import type { TeamMemberStats } from '@staff-console/domain';
import type { CsvTable } from '../../exports/csv.stream';
import type { LogExport } from '../../exports/log-export';

export const TEAM_CSV: CsvTable<TeamMemberStats> = {
  header: [
    'Staff member',
    'Staff ID',
    'Warnings issued',
    'Mutes issued',
    'Bans issued',
    'Sanctions revoked',
    'Cases opened',
    'Cases closed',
    'Reports resolved',
    'Appeals decided',
    'Sanctions overturned on appeal',
    'Median minutes to resolve a report',
  ],
  cells: (s) => [
    s.username,
    s.userId,
    s.warnings,
    s.mutes,
    s.bans,
    s.revoked,
    s.casesOpened,
    s.casesClosed,
    s.reportsResolved,
    s.appealsDecided,
    s.overturned,
    s.medianReportMinutes,
  ],
};

export const TEAM_EXPORT: LogExport<TeamMemberStats> = { fileStem: 'team-stats', action: 'team_stats_exported', timeFields: ['from', 'to'], table: TEAM_CSV };
