// What a batch of new reports changes, worked out in memory so each engine's writer sends a few
// statements for the whole batch instead of several per report: which reports are past their
// reporter's daily allowance (excess), what each reported player's queue row gains, what each
// (reported, reporter) pair gains, and which players' distinct reporters went up (the `reports`
// watch rules' crossings). The rules are the queue's (report-queue.repository.ts): a player's row
// counts open reports by category, the oldest and newest, and the name of the newest; a pair counts
// the reporter's open, non-excess reports of the player, and the row's distinct reporters go up by
// one for each pair that had none.
import { REPORT_CATEGORIES, REPORT_LIMITS, type ReportCategory } from '@staff-console/domain/values';
import { NameSightings } from '../../../db/player-names';
import type { ReporterCountChange } from '../../watch/matching';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A validated report as the writer stores it (the resolution columns start empty). */
export interface NewReport {
  id: string;
  reporter_id: number;
  reporter_name: string;
  reported_id: number;
  reported_name: string;
  category: ReportCategory;
  text: string;
  server_id: string | null;
  place_id: string | null;
  date: number;
  received_at: number;
  /** 1: past the reporter's allowance; decided by the writer (markExcess). */
  excess: number;
}

/** The first occurrence of each id that is not stored yet, in the batch's order. */
export function freshReports(rows: readonly NewReport[], isStored: (id: string) => boolean): NewReport[] {
  const seen = new Set<string>();
  const fresh: NewReport[] = [];
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    if (!isStored(row.id)) fresh.push(row);
  }
  return fresh;
}

/** The reporter's day before a report, both ends included: the excess rule's window. */
export const dayBefore = (row: NewReport): { from: number; to: number } => ({ from: row.date - DAY_MS + 1, to: row.date });

/** Stored reports counted in a day need go no further than this: the allowance is then spent. */
export const COUNT_CAP = REPORT_LIMITS.perReporterPerDay;

/**
 * Marks each new report past its reporter's allowance as excess. `storedInDay[i]`: the reporter's
 * stored reports in row i's day (capped at COUNT_CAP); the batch's earlier reports of the same
 * reporter in that day count too, in the batch's order.
 */
export function markExcess(fresh: NewReport[], storedInDay: readonly number[]): void {
  const earlierOf = new Map<number, NewReport[]>();
  fresh.forEach((row, i) => {
    const { from, to } = dayBefore(row);
    const earlier = earlierOf.get(row.reporter_id) ?? [];
    let count = storedInDay[i] ?? 0;
    for (const e of earlier) if (e.date >= from && e.date <= to) count += 1;
    row.excess = count >= REPORT_LIMITS.perReporterPerDay ? 1 : 0;
    earlier.push(row);
    earlierOf.set(row.reporter_id, earlier);
  });
}

/** The names the reports gave, as sightings of a kind of record (db/player-names.ts). */
export function reportNames(fresh: readonly NewReport[]): NameSightings {
  const names = new NameSightings('report');
  for (const row of fresh) {
    names.add(row.reporter_id, row.reporter_name, row.date);
    names.add(row.reported_id, row.reported_name, row.date);
  }
  return names;
}

/** Players a report named without a name: looked up under their latest known one. */
export function unnamedPlayers(fresh: readonly NewReport[]): number[] {
  const ids = new Set<number>();
  for (const row of fresh) {
    if (row.reporter_name === '') ids.add(row.reporter_id);
    if (row.reported_name === '') ids.add(row.reported_id);
  }
  return [...ids].sort((a, b) => a - b);
}

export function fillNames(fresh: readonly NewReport[], latest: ReadonlyMap<number, string>): void {
  for (const row of fresh) {
    if (row.reporter_name === '') row.reporter_name = latest.get(row.reporter_id) ?? '';
    if (row.reported_name === '') row.reported_name = latest.get(row.reported_id) ?? '';
  }
}

type CategoryCounts = Record<`cat_${ReportCategory}`, number>;

/** What one player's queue row gains from the batch. */
export interface QueueAdd extends CategoryCounts {
  reported_id: number;
  /** The name of the player's newest report of the batch. */
  reported_name: string;
  open: number;
  oldest_at: number;
  newest_at: number;
}

/** What one (reported, reporter) pair gains: the batch's non-excess reports, the first of them named. */
export interface PairAdd {
  reported_id: number;
  reporter_id: number;
  open: number;
  firstReportId: string;
}

const byPlayerThenId = (a: NewReport, b: NewReport) => a.reported_id - b.reported_id || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const CATEGORY_COLUMNS = REPORT_CATEGORIES.map((c) => `cat_${c}` as const);
const COLUMN_OF = Object.fromEntries(REPORT_CATEGORIES.map((c) => [c, `cat_${c}`])) as Record<ReportCategory, keyof CategoryCounts>;

/** The queue rows and pairs the stored reports add to, each in key order (the order locks are taken in). */
export function queueAdds(inserted: readonly NewReport[]): { players: QueueAdd[]; pairs: PairAdd[] } {
  const players: QueueAdd[] = [];
  const pairs: PairAdd[] = [];
  // Rows in player order: each player's rows, and so its pairs, come together.
  let player: QueueAdd | undefined;
  let pairsOfPlayer = new Map<number, PairAdd>();
  for (const row of [...inserted].sort(byPlayerThenId)) {
    if (player?.reported_id !== row.reported_id) {
      for (const pair of [...pairsOfPlayer.values()].sort((a, b) => a.reporter_id - b.reporter_id)) pairs.push(pair);
      pairsOfPlayer = new Map();
      player = {
        cat_scam: 0,
        cat_harassment: 0,
        cat_exploiting: 0,
        cat_inappropriate: 0,
        cat_other: 0,
        reported_id: row.reported_id,
        reported_name: row.reported_name,
        open: 0,
        oldest_at: row.date,
        newest_at: row.date,
      };
      players.push(player);
    }
    player.open += 1;
    player[COLUMN_OF[row.category]] += 1;
    if (row.date < player.oldest_at) player.oldest_at = row.date;
    if (row.date >= player.newest_at) {
      player.newest_at = row.date;
      player.reported_name = row.reported_name;
    }
    if (row.excess === 1) continue;
    const pair = pairsOfPlayer.get(row.reporter_id);
    if (pair) pair.open += 1;
    else pairsOfPlayer.set(row.reporter_id, { reported_id: row.reported_id, reporter_id: row.reporter_id, open: 1, firstReportId: row.id });
  }
  for (const pair of [...pairsOfPlayer.values()].sort((a, b) => a.reporter_id - b.reporter_id)) pairs.push(pair);
  return { players, pairs };
}

export const pairKey = (p: { reported_id: number; reporter_id: number }) => `${p.reported_id}:${p.reporter_id}`;

/** Per player, the pairs that had no open report before the batch: each is one more distinct reporter. */
export function newReporters(pairs: readonly PairAdd[], openAfter: ReadonlyMap<string, number>): Map<number, PairAdd[]> {
  const added = new Map<number, PairAdd[]>();
  for (const pair of pairs) {
    if (openAfter.get(pairKey(pair)) !== pair.open) continue;
    const list = added.get(pair.reported_id) ?? [];
    list.push(pair);
    added.set(pair.reported_id, list);
  }
  return added;
}

/**
 * The players whose distinct reporters went up, with the count after the batch and the reports that
 * brought each new reporter, in the order the reports are written (by id).
 */
export function reporterChanges(
  players: readonly QueueAdd[],
  added: ReadonlyMap<number, PairAdd[]>,
  reportersAfter: ReadonlyMap<number, number>,
): ReporterCountChange[] {
  const changes: ReporterCountChange[] = [];
  for (const p of players) {
    const pairs = added.get(p.reported_id);
    const after = reportersAfter.get(p.reported_id);
    if (!pairs || after === undefined) continue;
    const reportIds = pairs.map((pair) => pair.firstReportId).sort();
    changes.push({ playerId: p.reported_id, playerName: p.reported_name, before: after - pairs.length, after, reportIds });
  }
  return changes;
}
