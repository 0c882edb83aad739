// The bench's player reports, added once to a dataset (generated or reused) through the real write
// path (ingestReports: queue rows and distinct-reporter pairs kept as the server keeps them): at
// full scale 1,000,000 reports over 200,000 players, skewed so a few players carry many reports,
// over the 30 days before the data's end, half of them naming one of the demo's game servers.
import type { Database } from '../../db/database';
import { ingestReports } from '../../areas/reports';
import { DEMO_PLACE_ID, DEMO_SERVERS, random } from '../demo/demo-data';
import { DATA_END_AT, type Scale } from './datasets';

export const BENCH_REPORTS: Record<Scale, { reports: number; players: number }> = {
  smoke: { reports: 5_000, players: 1_000 },
  small: { reports: 100_000, players: 20_000 },
  full: { reports: 1_000_000, players: 200_000 },
};
const CATEGORIES = ['scam', 'harassment', 'exploiting', 'inappropriate', 'other'] as const;
const BATCH = 10_000;
const DAY = 86_400_000;

/** The number of reports stored: a dataset that has them all is left as it is. */
async function storedReports(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function ensureReportsData(database: Database, scale: Scale, players: readonly number[], log: (line: string) => void): Promise<void> {
  const { reports, players: reported } = BENCH_REPORTS[scale];
  if ((await storedReports(database)) >= reports) return;
  log(`Adding ${reports.toLocaleString('en-US')} player reports over ${reported.toLocaleString('en-US')} players…`);
  const next = random(11);
  const started = performance.now();
  for (let done = 0; done < reports; done += BATCH) {
    const events = Array.from({ length: Math.min(BATCH, reports - done) }, (_, i) => {
      const n = done + i;
      // The first players of the list are reported most (r³ leans towards 0).
      const reportedId = players[Math.floor(next() ** 3 * reported)]!;
      let reporterId = players[Math.floor(next() * players.length)]!;
      if (reporterId === reportedId) reporterId = players[(players.indexOf(reporterId) + 1) % players.length]!;
      return {
        _id: `bench-report-${n}`,
        reporterId,
        reportedId,
        category: CATEGORIES[n % CATEGORIES.length],
        text: n % 3 === 0 ? '' : 'Asked me to send my items first and left.',
        ...(n % 2 === 0 ? { serverId: DEMO_SERVERS[n % DEMO_SERVERS.length], placeId: DEMO_PLACE_ID } : {}),
        date: DATA_END_AT - Math.floor(next() * 30 * DAY),
      };
    });
    await ingestReports(database, events);
    if ((done / BATCH) % 10 === 9) log(`  reports: ${(done + events.length).toLocaleString('en-US')} / ${reports.toLocaleString('en-US')}`);
  }
  const seconds = (performance.now() - started) / 1000;
  log(
    `  ${reports.toLocaleString('en-US')} reports in ${seconds.toFixed(0)} s (${Math.round(reports / seconds).toLocaleString('en-US')}/s through the write path).`,
  );
}
