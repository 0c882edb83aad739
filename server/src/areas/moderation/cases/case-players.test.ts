// Cases that know their players: a chat line offers its sender and the players it names (bounded,
// only names the viewer may see); trade and purchase evidence brings both players into the case,
// recorded in its history and the action log; cases, the list and the report name their players.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail, CasesPage, ChatPlayersResponse } from '@staff-console/domain';
import { insertChat, prepareChat } from '../../logs/chat/chat.fixtures';
import { insertMarketplace } from '../../../db/fixtures/marketplace.fixtures';
import { playerNameRow } from '../../../db/fixtures/players.fixtures';
import { insertTrades } from '../../../db/fixtures/trades.fixtures';
import { NAME_SOURCE } from '../../../db/player-names';
import { moderationLog, type StaffMember, staffWith } from '../moderation.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

const D = Date.UTC(2026, 5, 1, 12, 0, 0);
const REPORT_ID = '6a2000000000000000000001';
const LONG_ID = '6a2000000000000000000002';
const TRADE_ID = '6a2000000000000000000003';
const NO_ID_TRADE = '6a2000000000000000000004';
const MARKET_ID = '6a2000000000000000000005';

const seen = (user_id: number, name: string, sources: number, last_seen = D) => playerNameRow(user_id, name, last_seen, sources);

for (const engine of ENGINES) {
  describe(`case players [${engine}]`, () => {
    let t: TestApp;
    let mod: StaffMember;
    let chatOnly: StaffMember;

    beforeAll(async () => {
      t = await createTestApp(engine);
      // 31 filler words before the last name: only the first 30 distinct words are looked up.
      const filler = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
      await insertChat(
        t.database,
        prepareChat([
          { id: REPORT_ID, userId: 7, name: 'Reporter', message: 'scam alert: FrostQueen never sent, ask TradeGhost or me. ok', timestamp: D },
          { id: LONG_ID, userId: 7, name: 'Reporter', message: `${filler} FrostQueen ${'x'.repeat(21)}`, timestamp: D + 1 },
        ]),
      );
      await t.database.db
        .insertInto('player_names')
        .values([
          seen(7, 'Reporter', NAME_SOURCE.chat),
          seen(133640, 'FrostQueen', NAME_SOURCE.chat, D + 5),
          seen(555, 'frostqueen', NAME_SOURCE.chat, D - 5),
          seen(900, 'TradeGhost', NAME_SOURCE.trade),
          seen(901, 'ok', NAME_SOURCE.chat),
          seen(902, 'Never', NAME_SOURCE.chat),
          seen(903, 'x'.repeat(21), NAME_SOURCE.chat),
        ])
        .execute();
      await insertTrades(t.database, [
        {
          _id: TRADE_ID,
          date: new Date(D + 60_000).toISOString(),
          sender: 'Victim',
          senderId: 7,
          receiver: 'FrostQueen',
          receiverId: 133640,
          sentItems: { items: [{ Name: 'Dominus', Value: 50_000 }] },
          receivedItems: { items: [10] },
        },
        {
          _id: NO_ID_TRADE,
          date: new Date(D + 61_000).toISOString(),
          sender: 'Nameless',
          receiver: 'FrostQueen',
          receiverId: 133640,
          sentItems: { items: [{ Name: 'Fedora', Value: 100 }] },
          receivedItems: { items: [1] },
        },
      ]);
      await insertMarketplace(t.database, [
        {
          _id: MARKET_ID,
          boughtItem: { Name: 'Crown', AveragePrice: 900 },
          price: 2500,
          seller: 'FrostQueen',
          sellerId: 133640,
          buyer: 'Mule',
          buyerId: 2718035,
          date: new Date(D + 120_000).toISOString(),
        },
      ]);
      mod = await staffWith(t, 'mod', ['moderate', 'view_chat', 'view_trades', 'view_marketplace']);
      chatOnly = await staffWith(t, 'chat_only', ['view_moderation', 'view_chat']);
    });
    afterAll(() => t?.close());

    const named = async (token: string, id = REPORT_ID) => {
      const res = await t.request('GET', `/api/chat/${id}/players`, { token });
      expect(res.statusCode).toBe(200);
      return res.json<ChatPlayersResponse>();
    };

    it('offers the sender and the players the line names, in the order named, only under names the viewer may see', async () => {
      expect(await named(mod.token)).toEqual({
        success: true,
        sender: { userId: 7, name: 'Reporter' },
        named: [
          { userId: 133640, name: 'FrostQueen' },
          { userId: 555, name: 'frostqueen' },
          { userId: 902, name: 'Never' },
          { userId: 900, name: 'TradeGhost' },
        ],
      });
      // A name seen only in trades is not shown to staff who may not read trades.
      expect((await named(chatOnly.token)).named.map((p) => p.userId)).toEqual([133640, 555, 902]);
    });

    it('looks up at most 30 distinct words of 3 to 20 characters', async () => {
      expect((await named(mod.token, LONG_ID)).named).toEqual([]);
    });

    it('answers 404 for a message that does not exist, and needs view_chat', async () => {
      const missing = await t.request('GET', '/api/chat/6a20000000000000000000ff/players', { token: mod.token });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, error: 'Chat message not found' });
      const blind = await staffWith(t, 'no_chat', ['moderate']);
      expect((await t.request('GET', `/api/chat/${REPORT_ID}/players`, { token: blind.token })).statusCode).toBe(403);
    });

    it('names one player by id for a picker, only under a name the viewer may see', async () => {
      const label = async (id: number, token: string) => (await t.request('GET', `/api/players/${id}/label`, { token })).json();
      expect(await label(133640, chatOnly.token)).toEqual({ success: true, player: { userId: 133640, name: 'FrostQueen' } });
      expect(await label(900, chatOnly.token)).toEqual({ success: true, player: { userId: 900, name: null } });
      expect(await label(900, mod.token)).toEqual({ success: true, player: { userId: 900, name: 'TradeGhost' } });
    });

    it('trade and purchase evidence bring both players into the case, recorded in its history and the action log', async () => {
      const created = await t.request('POST', '/api/cases', { token: mod.token, body: { title: 'Dominus scam', players: [7] } });
      const caseId = created.json<{ case: CaseDetail }>().case._id;
      const add = (kind: string, id: string) => t.request('POST', `/api/cases/${caseId}/evidence`, { token: mod.token, body: { kind, id } });
      expect((await add('trade', TRADE_ID)).statusCode).toBe(201);
      expect((await add('trade', NO_ID_TRADE)).statusCode).toBe(201);
      expect((await add('marketplace', MARKET_ID)).statusCode).toBe(201);
      const detail = (await t.request('GET', `/api/cases/${caseId}`, { token: mod.token })).json<{ case: CaseDetail }>().case;
      expect(detail.players).toEqual([7, 133640, 2718035]);
      expect(detail.playerLabels).toEqual([
        { userId: 7, name: 'Reporter' },
        { userId: 133640, name: 'FrostQueen' },
        { userId: 2718035, name: null },
      ]);
      const added = detail.activity.filter((a) => a.type === 'evidence_added');
      expect(added.map((a) => a.playersAdded)).toEqual([[133640], undefined, [2718035]]);
      expect(added[0]!.playerLabels).toEqual([{ userId: 133640, name: 'FrostQueen' }]);
      const log = (await moderationLog(t)).filter((e) => e.action === 'evidence_added' && (e.details as { caseId?: string }).caseId === caseId);
      expect(log.map((e) => (e.details as { playersAdded?: number[] }).playersAdded)).toEqual([[133640], undefined, [2718035]]);
    });

    it('names the players on the case, in the list and in the report, with their ids', async () => {
      const created = await t.request('POST', '/api/cases', { token: mod.token, body: { title: 'Named players', players: [133640, 900] } });
      const c = created.json<{ case: CaseDetail }>().case;
      expect(c.playerLabels).toEqual([
        { userId: 900, name: 'TradeGhost' },
        { userId: 133640, name: 'FrostQueen' },
      ]);
      expect(c.activity[0]!.changes).toEqual([
        { field: 'title', from: null, to: 'Named players' },
        { field: 'players', from: [], to: [900, 133640] },
      ]);
      expect(c.activity[0]!.playerLabels).toEqual(c.playerLabels);
      await t.request('PATCH', `/api/cases/${c._id}`, { token: mod.token, body: { players: [133640] } });
      const asChatOnly = (await t.request('GET', `/api/cases/${c._id}`, { token: chatOnly.token })).json<{ case: CaseDetail }>().case;
      const change = asChatOnly.activity.find((a) => a.type === 'updated');
      // A name seen only in trades stays hidden from who may not read trades: the id alone.
      expect(change?.playerLabels).toEqual([
        { userId: 900, name: null },
        { userId: 133640, name: 'FrostQueen' },
      ]);
      const list = (await t.request('GET', '/api/cases?search=named', { token: mod.token })).json<CasesPage>();
      expect(list.cases.map((x) => x.playerLabels)).toEqual([[{ userId: 133640, name: 'FrostQueen' }]]);
      const report = await t.request('GET', `/api/cases/${c._id}/report`, { token: mod.token });
      expect(report.statusCode).toBe(200);
      expect(report.body).toContain('<dt>Players</dt><dd>FrostQueen · 133640</dd>');
      expect(report.body).toContain('players: TradeGhost · 900, FrostQueen · 133640 → FrostQueen · 133640');
    });
  });
}
