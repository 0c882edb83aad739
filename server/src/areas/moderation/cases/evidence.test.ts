// Evidence in cases: the snapshot equals what the log routes answer for that row and outlives the
// row; each kind is shown only with its view permission (else listed hidden, with the permission it
// needs); adding needs that permission too; duplicates, unknown rows and hidden chat are refused.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail, ChatPage, Evidence } from '@staff-console/domain';
import { insertChat, prepareChat } from '../../logs/chat/chat.fixtures';
import { insertMarketplace } from '../../../db/fixtures/marketplace.fixtures';
import { insertTrades } from '../../../db/fixtures/trades.fixtures';
import { moderationLog, type StaffMember, staffWith } from '../moderation.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

const D = Date.UTC(2026, 2, 3, 18, 30, 0);
const CHAT_ID = '6a0000000000000000000001';
const HIDDEN_CHAT_ID = '6a0000000000000000000002';
const TRADE_ID = '6a0000000000000000000003';
const MARKET_ID = '6a0000000000000000000004';

for (const engine of ENGINES) {
  describe(`case evidence [${engine}]`, () => {
    let t: TestApp;
    let investigator: StaffMember;
    let modOnly: StaffMember;
    let chatViewer: StaffMember;
    let caseId: string;

    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertChat(
        t.database,
        prepareChat([
          { id: CHAT_ID, userId: 42, name: 'Scammer', message: 'send me your dominus <3', timestamp: D, translatedText: 'envoie-moi ton dominus' },
          { id: HIDDEN_CHAT_ID, userId: 42, name: 'Scammer', message: '####', timestamp: D + 1000 },
        ]),
      );
      await insertTrades(t.database, [
        {
          _id: TRADE_ID,
          date: new Date(D + 60_000).toISOString(),
          sender: 'Victim',
          senderId: 7,
          receiver: 'Scammer',
          receiverId: 42,
          sentItems: { items: [{ Name: 'Dominus', Value: 50_000 }] },
          receivedItems: { items: [10] },
        },
      ]);
      await insertMarketplace(t.database, [
        {
          _id: MARKET_ID,
          boughtItem: { Name: 'Crown', AveragePrice: 900 },
          price: 2500,
          seller: 'Scammer',
          sellerId: 42,
          buyer: 'Mule',
          buyerId: 9,
          date: new Date(D + 120_000).toISOString(),
        },
      ]);
      investigator = await staffWith(t, 'investigator', ['moderate', 'view_chat', 'view_trades', 'view_marketplace']);
      modOnly = await staffWith(t, 'mod_only', ['moderate']);
      chatViewer = await staffWith(t, 'chat_viewer', ['view_moderation', 'view_chat']);
      const res = await t.request('POST', '/api/cases', { token: investigator.token, body: { title: 'Dominus scam', players: [42, 7] } });
      caseId = res.json<{ case: CaseDetail }>().case._id;
    });
    afterAll(() => t?.close());

    const add = (token: string, body: Record<string, unknown>, id = caseId) => t.request('POST', `/api/cases/${id}/evidence`, { token, body });
    const detail = async (token: string): Promise<CaseDetail> => (await t.request('GET', `/api/cases/${caseId}`, { token })).json<{ case: CaseDetail }>().case;

    it('keeps each row exactly as its log route answers it', async () => {
      const chat = (await t.request('GET', '/api/chat', { token: t.adminToken })).json<ChatPage>().data.find((m) => m._id === CHAT_ID);
      const trade = (await t.request('GET', `/api/trades/${TRADE_ID}`, { token: t.adminToken })).json().data;
      const entry = (await t.request('GET', `/api/marketplace/${MARKET_ID}`, { token: t.adminToken })).json().data;
      expect(chat).toBeDefined();

      const added: Evidence[] = [];
      for (const [kind, id, note] of [
        ['chat', CHAT_ID, 'The ask'],
        ['trade', TRADE_ID.toUpperCase(), undefined],
        ['marketplace', MARKET_ID, '  '],
      ] as const) {
        const res = await add(investigator.token, { kind, id, ...(note !== undefined ? { note } : {}) });
        expect(res.statusCode, res.body).toBe(201);
        added.push(res.json<{ evidence: Evidence }>().evidence);
      }
      expect(added[0]).toMatchObject({
        kind: 'chat',
        ref: CHAT_ID,
        hidden: false,
        note: 'The ask',
        snapshot: chat,
        addedBy: { id: investigator.id, username: 'investigator' },
      });
      expect(added[1]).toMatchObject({ kind: 'trade', ref: TRADE_ID, hidden: false, snapshot: trade });
      expect(added[1]).not.toHaveProperty('note');
      expect(added[2]).toMatchObject({ kind: 'marketplace', ref: MARKET_ID, hidden: false, snapshot: entry });
      expect(added[2]).not.toHaveProperty('note');

      const c = await detail(investigator.token);
      expect(c.evidence).toEqual(added);
      expect(c.activity.filter((a) => a.type === 'evidence_added').map((a) => a.evidence)).toEqual(added.map((e) => ({ id: e._id, kind: e.kind })));
    });

    it('keeps the evidence when the log row is deleted', async () => {
      const before = (await detail(investigator.token)).evidence.find((e) => e.kind === 'trade');
      await sql`DELETE FROM trades WHERE id = ${TRADE_ID}`.execute(t.database.db);
      expect((await t.request('GET', `/api/trades/${TRADE_ID}`, { token: t.adminToken })).statusCode).toBe(404);
      expect((await detail(investigator.token)).evidence.find((e) => e.kind === 'trade')).toEqual(before);
    });

    it('lists evidence of a kind the viewer may not see as hidden, with the permission it needs', async () => {
      const c = await detail(chatViewer.token);
      expect(c.evidence.map((e) => [e.kind, e.hidden, e.hidden ? e.requires : e.ref])).toEqual([
        ['chat', false, CHAT_ID],
        ['trade', true, 'view_trades'],
        ['marketplace', true, 'view_marketplace'],
      ]);
      const hidden = c.evidence[1]!;
      expect(Object.keys(hidden).sort()).toEqual(['_id', 'addedAt', 'addedBy', 'hidden', 'kind', 'requires']);
      for (const secret of ['Victim', 'Dominus', 'Crown', 'Mule', TRADE_ID, MARKET_ID]) expect(JSON.stringify(c.evidence)).not.toContain(secret);
      // A moderator without any log permission sees every item hidden.
      expect((await detail(modOnly.token)).evidence.every((e) => e.hidden)).toBe(true);
    });

    it("needs the kind's view permission to add it, and refuses unknown, hidden and repeated rows", async () => {
      const forbidden = await add(modOnly.token, { kind: 'chat', id: CHAT_ID });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ success: false, error: 'Adding this evidence needs the permission to view its log.' });
      expect((await add(chatViewer.token, { kind: 'chat', id: CHAT_ID })).statusCode).toBe(403);
      const cases: [Record<string, unknown>, number, string][] = [
        [{ kind: 'chat', id: CHAT_ID }, 409, 'This log entry is already evidence in this case.'],
        [{ kind: 'chat', id: HIDDEN_CHAT_ID }, 404, 'Chat message not found'],
        [{ kind: 'trade', id: TRADE_ID }, 404, 'Trade not found'],
        [{ kind: 'marketplace', id: 'ffffffffffffffffffffffff' }, 404, 'Marketplace entry not found'],
        [{ kind: 'trade', id: MARKET_ID }, 404, 'Trade not found'],
        [{ kind: 'player', id: CHAT_ID }, 400, "Invalid body 'kind': must be one of chat, trade, marketplace"],
        [{ kind: 'chat', id: 'abc' }, 400, "Invalid body 'id': must be a 24-character hexadecimal id"],
        [{ kind: 'chat', id: CHAT_ID, note: 'x'.repeat(1001) }, 400, "Invalid body 'note': must be at most 1,000 characters"],
      ];
      const before = await detail(investigator.token);
      for (const [body, status, error] of cases) {
        const res = await add(investigator.token, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(status);
        expect(res.json()).toEqual({ success: false, error });
      }
      const missingCase = await add(investigator.token, { kind: 'chat', id: CHAT_ID }, 'ffffffffffffffffffffffff');
      expect(missingCase.statusCode).toBe(404);
      expect(missingCase.json()).toEqual({ success: false, error: 'Case not found' });
      expect(await detail(investigator.token)).toEqual(before);
    });

    it('adds the same row once when two moderators add it at the same moment', async () => {
      const res = await t.request('POST', '/api/cases', { token: investigator.token, body: { title: 'Race' } });
      const id = res.json<{ case: CaseDetail }>().case._id;
      const both = await Promise.all([0, 1, 2].map(() => add(investigator.token, { kind: 'marketplace', id: MARKET_ID }, id)));
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    });

    it('removes evidence (moderate is enough), keeps the removal in the history and the action log', async () => {
      const logBefore = (await moderationLog(t)).length;
      const chat = (await detail(investigator.token)).evidence.find((e) => e.kind === 'chat')!;
      const removed = await t.request('DELETE', `/api/cases/${caseId}/evidence/${chat._id}`, { token: modOnly.token });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ success: true });
      const c = await detail(investigator.token);
      expect(c.evidence.map((e) => e.kind)).toEqual(['trade', 'marketplace']);
      expect(c.activity.at(-1)).toMatchObject({ type: 'evidence_removed', by: { username: 'mod_only' }, evidence: { id: chat._id, kind: 'chat' } });
      const again = await t.request('DELETE', `/api/cases/${caseId}/evidence/${chat._id}`, { token: modOnly.token });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ success: false, error: 'Evidence not found in this case' });
      const entries = (await moderationLog(t)).slice(logBefore);
      expect(entries.map((e) => [e.action, e.username, e.details])).toEqual([
        ['evidence_removed', 'mod_only', { caseId, number: c.number, evidenceId: chat._id, kind: 'chat', ref: CHAT_ID }],
      ]);
      // Added once more: a fresh item.
      expect((await add(investigator.token, { kind: 'chat', id: CHAT_ID })).statusCode).toBe(201);
    });
  });
}
