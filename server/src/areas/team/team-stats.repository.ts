// The team's statistics: one grouped count per fact over a time window (inclusive ends, epoch ms),
// each read from a time-first index of migration 034 without touching the table where the index
// holds every column the count needs. Each answers a row per staff member id (and type) with work
// done in the window; nothing is loaded per row.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

export interface Window {
  from: number;
  to: number;
}

export interface StaffCount {
  staff: string;
  n: number | string;
}

/** Sanctions issued per staff member and type (sanctions_issued_idx). */
export const issuedSanctions = (db: Kysely<DB>, w: Window): Promise<(StaffCount & { type: string })[]> =>
  db
    .selectFrom('sanctions')
    .select(['created_by_id as staff', 'type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', w.from)
    .where('created_at', '<=', w.to)
    .groupBy(['created_by_id', 'type'])
    .execute();

/**
 * Sanctions revoked per staff member (sanctions_revoked_idx), lifts on appeal included: a reviewer
 * lifting a sanction revokes it at the decision's time (the service takes those back out).
 */
export const revokedSanctions = (db: Kysely<DB>, w: Window): Promise<StaffCount[]> =>
  db
    .selectFrom('sanctions')
    .select(['revoked_by_id as staff', (eb) => eb.fn.countAll<number>().as('n')])
    .where('revoked_at', '>=', w.from)
    .where('revoked_at', '<=', w.to)
    .where('revoked_by_id', 'is not', null)
    .groupBy('revoked_by_id')
    .$narrowType<{ staff: string }>()
    .execute();

/** Cases opened per staff member (cases_created_idx). */
export const openedCases = (db: Kysely<DB>, w: Window): Promise<StaffCount[]> =>
  db
    .selectFrom('cases')
    .select(['created_by_id as staff', (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', w.from)
    .where('created_at', '<=', w.to)
    .groupBy('created_by_id')
    .execute();

/**
 * The change of a case's status to closed, as its history stores it (JSON.stringify of the change,
 * the fields in this order): one pattern per status a case can be closed from. Text a staff member
 * typed is stored as a JSON string, its quotes escaped, so it never matches.
 */
const CLOSINGS = ['open', 'investigating'].map((from) => `%{"field":"status","from":"${from}","to":"closed"}%`);

/** Cases closed per staff member: changes of a case that set its status to closed (case_activity_time_idx). */
export const closedCases = (db: Kysely<DB>, w: Window): Promise<StaffCount[]> =>
  db
    .selectFrom('case_activity')
    .select(['by_id as staff', (eb) => eb.fn.countAll<number>().as('n')])
    .where('type', '=', 'updated')
    .where('at', '>=', w.from)
    .where('at', '<=', w.to)
    .where((eb) => eb.or(CLOSINGS.map((pattern) => eb('details', 'like', pattern))))
    .groupBy('by_id')
    .execute();

/**
 * Reports resolved per staff member, and the median of their (resolved − received) minutes: each
 * staff member's reports ranked by that time, the middle one (or the mean of the middle two) kept
 * (reports_resolved_idx holds every column read).
 */
export async function resolvedReports(db: Kysely<DB>, w: Window): Promise<(StaffCount & { median: number | string | null })[]> {
  const { rows } = await sql<StaffCount & { median: number | string | null }>`
    SELECT staff, max(n) AS n, avg(minutes) AS median FROM (
      SELECT resolved_by_id AS staff, (resolved_at - received_at) / 60000.0 AS minutes,
        row_number() OVER (PARTITION BY resolved_by_id ORDER BY resolved_at - received_at) AS pos,
        count(*) OVER (PARTITION BY resolved_by_id) AS n
      FROM reports
      WHERE resolved_at >= ${w.from} AND resolved_at <= ${w.to} AND resolved_by_id IS NOT NULL
    ) ranked
    WHERE pos IN ((n + 1) / 2, (n + 2) / 2)
    GROUP BY staff`.execute(db);
  return rows;
}

/** Appeals decided per staff member and decision (appeals_decider_idx). */
export const decidedAppeals = (db: Kysely<DB>, w: Window): Promise<(StaffCount & { status: string })[]> =>
  db
    .selectFrom('appeals')
    .select(['decided_by_id as staff', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('decided_at', '>=', w.from)
    .where('decided_at', '<=', w.to)
    .where('decided_by_id', 'is not', null)
    .groupBy(['decided_by_id', 'status'])
    .$narrowType<{ staff: string }>()
    .execute();

/**
 * Sanctions lifted or reduced on appeal in the window, per staff member who issued them, when
 * someone else decided (appeals_decider_idx, then each such sanction by its key).
 */
export const overturnedSanctions = (db: Kysely<DB>, w: Window): Promise<StaffCount[]> =>
  db
    .selectFrom('appeals as a')
    .innerJoin('sanctions as s', 's.id', 'a.sanction_id')
    .select(['s.created_by_id as staff', (eb) => eb.fn.countAll<number>().as('n')])
    .where('a.decided_at', '>=', w.from)
    .where('a.decided_at', '<=', w.to)
    .where('a.status', 'in', ['lifted', 'reduced'])
    .whereRef('a.decided_by_id', '<>', 's.created_by_id')
    .groupBy('s.created_by_id')
    .execute();

/** The names of these staff members, and every active one (staff are few). */
export const staffNames = (db: Kysely<DB>, ids: readonly string[]): Promise<{ id: string; username: string }[]> =>
  db
    .selectFrom('users')
    .select(['id', 'username'])
    .where((eb) => (ids.length === 0 ? eb('active', '=', 1) : eb.or([eb('active', '=', 1), eb('id', 'in', ids)])))
    .execute();
