// GET /api/team/stats: what each staff member did in the window, one row per staff member (every
// active one, with zeros, and anyone else with work in the window), sorted by username. Each
// figure is one grouped query (team-stats.repository.ts); they run side by side.
import { deletedStaffName, type TeamMemberStats, type TeamStatsQuery } from '@staff-console/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import * as repo from './team-stats.repository';

type Counted = Exclude<keyof TeamMemberStats, 'userId' | 'username' | 'medianReportMinutes'>;

const SANCTION_FIELDS: Record<string, Counted> = { warn: 'warnings', mute: 'mutes', ban: 'bans' };

const zeros = (userId: string, username: string): TeamMemberStats => ({
  userId,
  username,
  warnings: 0,
  mutes: 0,
  bans: 0,
  revoked: 0,
  casesOpened: 0,
  casesClosed: 0,
  reportsResolved: 0,
  appealsDecided: 0,
  overturned: 0,
  medianReportMinutes: null,
});

/** Minutes to one decimal: a median of two middle reports can fall between whole minutes. */
const minutes = (value: number | string | null): number | null => (value === null ? null : Math.round(Number(value) * 10) / 10);

export async function teamStats(db: Kysely<DB>, window: TeamStatsQuery): Promise<TeamMemberStats[]> {
  const [issued, revoked, opened, closed, resolved, decided, overturned] = await Promise.all([
    repo.issuedSanctions(db, window),
    repo.revokedSanctions(db, window),
    repo.openedCases(db, window),
    repo.closedCases(db, window),
    repo.resolvedReports(db, window),
    repo.decidedAppeals(db, window),
    repo.overturnedSanctions(db, window),
  ]);
  const counts = new Map<string, Partial<Record<Counted, number>>>();
  const add = <R extends repo.StaffCount>(rows: readonly R[], field: (row: R) => Counted | undefined) => {
    for (const row of rows) {
      const key = field(row);
      if (key === undefined) continue;
      const member = counts.get(row.staff) ?? {};
      member[key] = (member[key] ?? 0) + Number(row.n);
      counts.set(row.staff, member);
    }
  };
  add(issued, (row) => SANCTION_FIELDS[row.type]);
  add(revoked, () => 'revoked');
  // A sanction lifted on appeal is revoked by its reviewer at the decision's time, in the same
  // window: it counts among their decided appeals, not a second time as a revoke.
  add(
    decided.filter((row) => row.status === 'lifted').map((row) => ({ staff: row.staff, n: -Number(row.n) })),
    () => 'revoked',
  );
  add(opened, () => 'casesOpened');
  add(closed, () => 'casesClosed');
  add(resolved, () => 'reportsResolved');
  add(decided, () => 'appealsDecided');
  add(overturned, () => 'overturned');
  const medians = new Map(resolved.map((row) => [row.staff, minutes(row.median)]));

  const names = new Map((await repo.staffNames(db, [...counts.keys()])).map((u) => [u.id, u.username]));
  const ids = new Set([...names.keys(), ...counts.keys()]);
  const staff = [...ids].map((id) => ({
    ...zeros(id, names.get(id) ?? deletedStaffName(id)),
    ...counts.get(id),
    medianReportMinutes: medians.get(id) ?? null,
  }));
  return staff.sort((a, b) => a.username.localeCompare(b.username, 'en') || a.userId.localeCompare(b.userId));
}
