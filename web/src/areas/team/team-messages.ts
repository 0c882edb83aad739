// The Team page's strings.
import { formatNumber } from '@staff-console/domain';

export const TEAM_UI = {
  title: 'Team',
  subtitle: 'What each staff member did in the period: sanctions, cases, reports, appeals, and their sanctions overturned on appeal.',
  period: 'Period',
  days: (n: number) => `${n} days`,
  custom: 'Custom',
  from: 'From',
  to: 'To',
  badRange: "The period's start must not be after its end.",
  tooLong: (max: number) => `A period may be at most ${max} days long.`,
  empty: 'No staff activity in this period',
  failed: 'The team statistics could not be loaded.',
  tryAgain: 'Try Again',
  downloadCsv: 'Download CSV',
  downloading: 'Downloading…',
  downloadFailed: 'The download failed. Please try again.',
  dismiss: 'Dismiss',
  chart: {
    title: 'Work per staff member',
    subtitle: 'Sanctions by type, reports resolved, appeals decided, and cases opened or closed',
    empty: 'No staff activity in this period',
    staff: 'Staff member',
    warnings: 'Warnings',
    mutes: 'Mutes',
    bans: 'Bans',
    reports: 'Reports resolved',
    appeals: 'Appeals decided',
    cases: 'Cases opened or closed',
  },
  table: {
    title: 'Staff activity',
    sortBy: (column: string) => `Sort by ${column}`,
    columns: {
      username: 'Staff member',
      warnings: 'Warnings',
      mutes: 'Mutes',
      bans: 'Bans',
      revoked: 'Revoked',
      casesOpened: 'Cases opened',
      casesClosed: 'Cases closed',
      reportsResolved: 'Reports resolved',
      appealsDecided: 'Appeals decided',
      overturned: 'Overturned on appeal',
      medianReportMinutes: 'Median time to resolve a report',
    },
    overturned: (n: number) => `${formatNumber(n)} of their sanctions overturned on appeal`,
    noReports: '—',
  },
} as const;

/** A duration in minutes as people say it: "45 min", "3 h 20 min", "2 d 4 h". */
export function humanMinutes(minutes: number): string {
  const total = Math.round(minutes);
  if (total < 1) return '< 1 min';
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return mins > 0 ? `${hours} h ${mins} min` : `${hours} h`;
  return `${mins} min`;
}
