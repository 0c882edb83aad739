// The report writer stores a batch in a few statements (each queue row and reporter pair once a
// batch): whatever the batches hold (many players, repeated reporters, reports past the allowance,
// categories mixed, repeats of stored reports) and however they overlap in time, the queue must
// equal what the reports themselves say. Checked here against a recomputation from `reports`.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CATEGORIES } from '@staff-console/domain';
import { ENGINES } from '../../test/harness';
import { createReportsApp, MINUTE, postReports, type ReportsApp, reportsOf, T0 } from './reports.fixtures';

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/** `count` reports of players 5000–5029 by reporters 6000–6059 (6000 reports far more than the rest). */
function batch(seed: number, count: number, firstId: number): Record<string, unknown>[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const reporterId = next() < 0.3 ? 6000 : 6000 + Math.floor(next() * 60);
    const reportedId = 5000 + Math.floor(next() ** 2 * 30);
    return {
      _id: `writer-${firstId + i}`,
      reporterId,
      reportedId,
      reportedName: `Player${reportedId}`,
      ...(next() < 0.2 ? {} : { reporterName: `Reporter${reporterId}` }),
      category: REPORT_CATEGORIES[Math.floor(next() * REPORT_CATEGORIES.length)],
      text: `report ${firstId + i}`,
      date: new Date(T0 + Math.floor(next() * 48 * 60) * MINUTE).toISOString(),
    };
  });
}

async function queueRows(r: ReportsApp) {
  return (
    await sql<
      Record<string, unknown>
    >`SELECT reported_id, reported_name, open, reporters, oldest_at, newest_at, cat_scam, cat_harassment, cat_exploiting, cat_inappropriate, cat_other
      FROM report_queue ORDER BY reported_id`.execute(r.t.database.db)
  ).rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === 'reported_name' ? v : Number(v)])));
}

/** The queue as the reports say it should be: open reports by player, their distinct non-excess reporters, categories, dates, the newest report's name. */
async function recomputed(r: ReportsApp) {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT reported_id,
      (SELECT p.reported_name FROM reports p WHERE p.reported_id = r.reported_id AND p.status IN ('open', 'claimed') ORDER BY p.date DESC, p.id DESC LIMIT 1) AS reported_name,
      count(*) AS open,
      count(DISTINCT CASE WHEN excess = 0 THEN reporter_id END) AS reporters,
      min(date) AS oldest_at, max(date) AS newest_at,
      sum(CASE WHEN category = 'scam' THEN 1 ELSE 0 END) AS cat_scam,
      sum(CASE WHEN category = 'harassment' THEN 1 ELSE 0 END) AS cat_harassment,
      sum(CASE WHEN category = 'exploiting' THEN 1 ELSE 0 END) AS cat_exploiting,
      sum(CASE WHEN category = 'inappropriate' THEN 1 ELSE 0 END) AS cat_inappropriate,
      sum(CASE WHEN category = 'other' THEN 1 ELSE 0 END) AS cat_other
    FROM reports r WHERE status IN ('open', 'claimed') GROUP BY reported_id ORDER BY reported_id`.execute(r.t.database.db);
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === 'reported_name' ? v : Number(v)])));
}

async function pairs(r: ReportsApp, from: 'report_reporters' | 'reports') {
  const { rows } =
    from === 'report_reporters'
      ? await sql<{
          reported_id: string;
          reporter_id: string;
          open: string;
        }>`SELECT reported_id, reporter_id, open FROM report_reporters ORDER BY reported_id, reporter_id`.execute(r.t.database.db)
      : await sql<{ reported_id: string; reporter_id: string; open: string }>`
          SELECT reported_id, reporter_id, count(*) AS open FROM reports WHERE status IN ('open', 'claimed') AND excess = 0
          GROUP BY reported_id, reporter_id ORDER BY reported_id, reporter_id`.execute(r.t.database.db);
  return rows.map((p) => [Number(p.reported_id), Number(p.reporter_id), Number(p.open)]);
}

for (const engine of ENGINES) {
  describe(`report writer [${engine}]`, () => {
    let r: ReportsApp;
    beforeAll(async () => (r = await createReportsApp(engine)));
    afterAll(() => r?.t.close());

    it('keeps the queue and its reporter pairs equal to what the stored reports say, batch after batch and batches at once', async () => {
      // One large batch, then one that repeats half of it, then four at once over the same players.
      expect((await postReports(r, batch(1, 600, 0))).json()).toMatchObject({ success: true, accepted: 600, duplicates: 0 });
      expect((await postReports(r, batch(1, 600, 0).slice(300))).json()).toMatchObject({ success: true, accepted: 0, duplicates: 300 });
      const answers = await Promise.all([3, 4, 5, 6].map((seed, i) => postReports(r, batch(seed, 250, 1000 + 250 * i))));
      expect(answers.map((a) => a.json<{ accepted: number }>().accepted)).toEqual([250, 250, 250, 250]);

      const expected = await recomputed(r);
      expect(expected).toHaveLength(30);
      expect(await queueRows(r)).toEqual(expected);
      expect(await pairs(r, 'report_reporters')).toEqual(await pairs(r, 'reports'));
      // The heavy reporter went past the allowance: some of their reports are excess, and not counted.
      expect((await reportsOf(r, '?reporterId=6000&limit=200')).reports.some((x) => x.excess)).toBe(true);
    });
  });
}
