// The moderation screens' scenarios, on the data of moderation-data.ts: the case page (the case with
// its 500 pieces of evidence and activity, and its sanctions), the sanctions overview filtered as a
// moderator looks for failed bans, and the heavy player's notes and sanctions panels.
import { sql } from 'kysely';
import { BENCH_CASE_TITLE } from './moderation-data';
import type { Scenario, ScenarioContext } from './scenario-types';
import { getJson } from './server-process';

export async function moderationScenarios(ctx: ScenarioContext, heavyUserId: number): Promise<Scenario[]> {
  const { baseUrl, token, database } = ctx;
  const get = (url: string) => getJson(baseUrl, url, token);
  const db = database.db;
  const found = await db.selectFrom('cases').select('id').where('title', '=', BENCH_CASE_TITLE).executeTakeFirst();
  if (!found) return [];
  const caseId = found.id;
  const failedActiveBans = 'status=active&type=ban&enforcement=failed&page=1&limit=50';
  const now = Date.now();
  const scenarios: Scenario[] = [
    { name: 'case page: case with 500 evidence and its activity', goalMs: 100, run: () => get(`/api/cases/${caseId}`) },
    { name: 'case page: its sanctions', goalMs: 50, run: () => get(`/api/sanctions?caseId=${caseId}&limit=100`) },
    {
      name: 'sanctions: active bans whose enforcement failed',
      goalMs: 50,
      run: () => get(`/api/sanctions?${failedActiveBans}`),
      baseline: {
        // The same filter with no index on type, enforcement state or time: a scan of every sanction.
        name: 'scan and join, no filter indexes',
        run: async () => {
          const pg = database.engine === 'postgres';
          const plain = (column: string) => (pg ? sql`(${sql.raw(column)} || '')` : sql`+${sql.raw(column)}`);
          const where = sql`${plain('s.type')} = 'ban' AND s.revoked_at IS NULL AND (s.expires_at IS NULL OR s.expires_at > ${now})
            AND ${plain('s.enforcement')} = 'failed'`;
          const from = sql`sanctions s`;
          const unindexed = pg ? sql`s.created_at + 0` : sql`+s.created_at`;
          await sql`SELECT s.id FROM ${from} WHERE ${where} ORDER BY ${unindexed} DESC LIMIT 50`.execute(db);
          await sql`SELECT count(*) AS n FROM ${from} WHERE ${where}`.execute(db);
        },
      },
    },
    { name: 'sanctions: first page, any state', goalMs: 50, run: () => get('/api/sanctions?page=1&limit=50') },
    { name: 'sanctions: applied bans', goalMs: 50, run: () => get('/api/sanctions?type=ban&enforcement=applied&page=1&limit=50') },
    { name: 'player: notes (heavy player)', goalMs: 50, run: () => get(`/api/players/${heavyUserId}/notes`) },
    { name: 'player: sanctions (heavy player)', goalMs: 50, run: () => get(`/api/players/${heavyUserId}/sanctions`) },
  ];
  return scenarios.map((scenario) => ({ ...scenario, group: 'moderation' }));
}
