// The Team table's order: by any column, either way; a staff member with no median (no report
// resolved) always comes last, whichever the direction, and ties keep the username order.
import type { TeamMemberStats } from '@staff-console/domain';

export type TeamColumn = Exclude<keyof TeamMemberStats, 'userId'>;
export type SortDirection = 'asc' | 'desc';

export function sortStaff(staff: readonly TeamMemberStats[], column: TeamColumn, direction: SortDirection): TeamMemberStats[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: TeamMemberStats, b: TeamMemberStats) => a.username.localeCompare(b.username);
  return [...staff].sort((a, b) => {
    const x = a[column];
    const y = b[column];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    const order = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : (x as number) - (y as number);
    return order === 0 ? byName(a, b) : sign * order;
  });
}

/** The work a chart bar shows: sanctions issued, reports resolved, appeals decided, cases opened or closed. */
export const workTotal = (s: TeamMemberStats) => s.warnings + s.mutes + s.bans + s.reportsResolved + s.appealsDecided + s.casesOpened + s.casesClosed;

/** Whether they did anything in the period (revoking, or having a sanction overturned, counts too). */
export const hasActivity = (s: TeamMemberStats) => workTotal(s) + s.revoked + s.overturned > 0;
