// Resolving a player's reports into a case: a new case titled after the player, or a given one,
// each report as `report` evidence holding the chat before it exactly as the context route answers,
// within the case's caps (too many for its room: 409, nothing changes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_LIMITS, type CaseResponse, type ReportContextResponse } from '@staff-console/domain';
import { ENGINES } from '../../test/harness';
import { moderationLog } from '../moderation/moderation.fixtures';
import { createReportsApp, MINUTE, queue, reportEvent, type ReportsApp, reportsOf, storeReports, T0 } from './reports.fixtures';

for (const engine of ENGINES) {
  describe(`reports into a case [${engine}]`, () => {
    let r: ReportsApp;
    beforeAll(async () => (r = await createReportsApp(engine)));
    afterAll(() => r?.t.close());

    const resolve = (body: Record<string, unknown>, token = r.mod.token) => r.t.request('POST', '/api/reports/resolve', { token, body });
    const caseOf = async (id: string) => {
      const res = await r.t.request('GET', `/api/cases/${id}`, { token: r.mod.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CaseResponse>().case;
    };

    it('opens a case titled after the player holding each report and the chat before it', async () => {
      const at = T0 + 60 * MINUTE;
      await storeReports(r, [reportEvent(1, 900, { date: at }), reportEvent(2, 900, { date: at + MINUTE, category: 'harassment', text: 'he insulted me' })]);
      const chat = [
        { userId: 900, name: 'Player900', message: 'trade me first', timestamp: at - 2 * MINUTE },
        { userId: 1, name: 'Reporter1', message: 'ok', timestamp: at - MINUTE },
        { userId: 2, name: 'Reporter2', message: 'stop it', timestamp: at + 30_000 },
      ];
      expect((await r.t.request('POST', '/api/ingest/chat', { headers: { 'x-ingest-key': r.key }, body: chat })).statusCode).toBe(200);
      const reports = (await reportsOf(r, '?reportedId=900')).reports;
      const contexts = new Map<string, ReportContextResponse['messages']>();
      for (const report of reports) {
        const res = await r.t.request('GET', `/api/reports/${report._id}/context`, { token: r.reader.token });
        contexts.set(report._id, res.json<ReportContextResponse>().messages);
      }

      const res = await resolve({ reportedId: 900, action: 'case' });
      expect(res.statusCode, res.body).toBe(200);
      const { caseId, resolved } = res.json<{ caseId: string; resolved: number }>();
      expect(resolved).toBe(2);
      const found = await caseOf(caseId);
      expect(found.title).toBe('Reports of Player900 · 900');
      expect(found.players).toEqual([900]);
      expect(found.evidenceTotal).toBe(2);
      for (const e of found.evidence) {
        if (e.hidden || e.kind !== 'report') throw new Error(`expected visible report evidence, got ${JSON.stringify(e)}`);
        const report = reports.find((x) => x._id === e.ref)!;
        expect(e.snapshot.report).toEqual(report);
        expect(e.snapshot.context).toEqual(contexts.get(e.ref));
      }
      expect(contexts.get(reports.find((x) => x.reporterId === 2)!._id)!.map((m) => m.message)).toEqual(['trade me first', 'stop it']);
      const after = (await reportsOf(r, '?reportedId=900')).reports;
      for (const x of after) expect(x).toMatchObject({ status: 'actioned', resolution: { action: 'case', caseId, by: { username: 'mod' } } });
      expect((await queue(r)).items.map((i) => i.reportedId)).not.toContain(900);
      const log = await moderationLog(r.t);
      expect(log.find((e) => e.action === 'reports_resolved')?.details).toMatchObject({ userId: 900, action: 'case', caseId, reports: 2 });
      expect(log.find((e) => e.action === 'case_created')?.details).toMatchObject({ caseId, players: [900] });
      // The printable report shows each report with its chat.
      const printed = await r.t.request('GET', `/api/cases/${caseId}/report`, { token: r.mod.token });
      expect(printed.statusCode).toBe(200);
      expect(printed.body).toContain('Reporter2 (2) reported Player900 (900) for harassment');
      expect(printed.body).toContain('he insulted me');
      expect(printed.body).toContain('trade me first');
      // A reader without view_chat sees that the case holds report evidence, not its chat.
      const viewer = await r.t.request('GET', `/api/cases/${caseId}`, { token: r.viewer.token });
      expect(viewer.json<CaseResponse>().case.evidence.every((e) => e.hidden && e.requires === 'view_chat')).toBe(true);
    });

    it('adds them to a given case, bringing the player in', async () => {
      const made = await r.t.request('POST', '/api/cases', { token: r.mod.token, body: { title: 'Scam ring', players: [1] } });
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json<CaseResponse>().case._id;
      await storeReports(r, [reportEvent(3, 901)]);
      const res = await resolve({ reportedId: 901, action: 'case', caseId: id });
      expect(res.json()).toEqual({ success: true, resolved: 1, caseId: id });
      const found = await caseOf(id);
      expect(found.players.sort()).toEqual([1, 901]);
      expect(found.evidence.map((e) => e.kind)).toEqual(['report']);
      // Report evidence comes only from resolving reports, never from the log screens' evidence route.
      const direct = await r.t.request('POST', `/api/cases/${id}/evidence`, { token: r.mod.token, body: { kind: 'report', id: found.evidence[0]!._id } });
      expect(direct.statusCode).toBe(400);
      expect(direct.json().error).toBe("Invalid body 'kind': must be one of chat, trade, marketplace");
      const missing = await resolve({ reportedId: 901, action: 'case', caseId: 'ffffffffffffffffffffffff' });
      expect(missing.statusCode).toBe(404);
    });

    it('keeps the case caps: too many reports for the room left is refused and nothing changes', async () => {
      const made = await r.t.request('POST', '/api/cases', { token: r.mod.token, body: { title: 'Nearly full', players: [] } });
      const id = made.json<CaseResponse>().case._id;
      // Fill the case to one place short of its evidence cap, directly (the cap itself is the case area's own test).
      const rows = Array.from({ length: CASE_LIMITS.evidence - 1 }, (_, i) => ({
        id: `${'a'.repeat(12)}${String(i).padStart(12, '0')}`,
        case_id: id,
        kind: 'chat',
        ref: `${'b'.repeat(12)}${String(i).padStart(12, '0')}`,
        snapshot: '{}',
        note: null,
        added_by_id: r.mod.id,
        added_by_name: 'mod',
        added_at: T0,
      }));
      for (let i = 0; i < rows.length; i += 200)
        await r.t.database.db
          .insertInto('case_evidence')
          .values(rows.slice(i, i + 200))
          .execute();
      await storeReports(r, [reportEvent(4, 902), reportEvent(5, 902)]);
      const res = await resolve({ reportedId: 902, action: 'case', caseId: id });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatch(/^This case already holds .* pieces of evidence/);
      expect((await reportsOf(r, '?reportedId=902')).reports.map((x) => x.status)).toEqual(['open', 'open']);
      expect((await queue(r)).items.find((i) => i.reportedId === 902)).toMatchObject({ open: 2, reporters: 2 });
    });
  });
}
