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
