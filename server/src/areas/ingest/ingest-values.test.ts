// Derived values stored at write time, on worked examples from the sample files in ./samples.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSide } from '@staff-console/domain';
import { ENGINES, type TestApp } from '../../test/harness';
import { chatFlags, counters, createIngestingApp, postEvents, readSample } from './ingest.fixtures';

for (const engine of ENGINES) {
  describe(`ingested values [${engine}]`, () => {
    let t: TestApp;
    let key: string;
    beforeAll(async () => ({ t, key } = await createIngestingApp(engine)));
    afterAll(() => t.close());

    it('trades: sides, Case-bux, total, profit/loss, item names and lopsidedness', async () => {
      const res = await postEvents(t, 'trades', key, readSample('trades'));
      expect(res.json()).toEqual({ success: true, accepted: 3, duplicates: 0 });
      const rows = await t.database.db.selectFrom('trades').selectAll().orderBy('date').execute();
      const first = rows[0]!;
      expect(first).toMatchObject({
        id: '6740b0000000000000000001',
        date: Date.parse('2026-11-20T15:00:00.000Z'),
        sender: 'BuilderBob',
        sender_lower: 'builderbob',
        receiver: 'Żaneta_PL',
        receiver_lower: 'żaneta_pl',
        sender_id: 1843029571,
        receiver_id: 77120045,
        sent: 1_202_500,
        received: 300_500,
        sent_case_bux: 2500,
        received_case_bux: 500,
        total: 1_503_000,
        profit_loss: -902_000,
        item_count: 2,
        item_names: 'dominus empyreus\nvalkyrie helm',
        lopsided: 0,
      });
      expect(formatSide({ items: first.sent - first.sent_case_bux, caseBux: first.sent_case_bux })).toBe('1,200,000 + 2,500 Case-bux');
      // GBux 1000 + Rbux 250 and Shaggy 900 × 3; received a Fedora at 85,000.
      expect(rows[1]).toMatchObject({ sent: 3950, sent_case_bux: 1250, received: 85_000, profit_loss: 81_050, sender_id: null, lopsided: 1 });
      // Only currency on one side: 0 items, 75 Case-bux; the date came as {"$date": …}.
      expect(rows[2]).toMatchObject({ sent: 0, received: 75, item_count: 0, item_names: '', date: Date.parse('2026-11-20T15:20:00.000Z') });
      expect(JSON.parse(rows[2]!.raw)).toMatchObject({ date: '2026-11-20T15:20:00.000Z', sender: 'ModTester' });
      expect(JSON.parse(first.raw)).toEqual(readSample('trades')[0]);
      expect((await counters(t.database)).trades).toBe(3);
    });

    it('marketplace: quantity, unit and base price, parse fallbacks, item type', async () => {
      const res = await postEvents(t, 'marketplace', key, readSample('marketplace'));
      expect(res.json()).toEqual({ success: true, accepted: 4, duplicates: 0 });
      const rows = await t.database.db.selectFrom('marketplace').selectAll().orderBy('id').execute();
      const pick = (r: (typeof rows)[number]) => [
        r.item_name,
        r.item_type,
        r.asset_id,
        r.quantity,
        r.price,
        r.price_per_unit,
        r.base_price,
        r.parsed,
        r.seller,
        r.buyer,
      ];
      expect(rows.map(pick)).toEqual([
        ['Valkyrie Helm', 'contest', 1365767, 3, 330, 110, 100, 1, 'BuilderBob', 'Żaneta_PL'],
        ['Sparkle Time Fedora', 'exclusive', 1081300, 4, 60, 15, 20, 1, 'たけし', 'ModTester'],
        ['Parse Error', '', null, 1, 42, 42, 42, 0, 'ModTester', 'BuilderBob'],
        ['Unknown Item', 'hat', 99, 1, 7, 7, 7, 1, 'Żaneta_PL', 'たけし'],
      ]);
      expect(rows[1]!.date).toBe(1795191000000);
      expect(rows[1]!.seller_lower).toBe('たけし');
      expect((await counters(t.database)).marketplace).toBe(4);
    });

    it("chat: the sample chat's hidden lines and Filter Warnings", async () => {
      const res = await postEvents(t, 'chat', key, readSample('chat'));
      expect(res.json()).toEqual({ success: true, accepted: 8, duplicates: 0 });
      const rows = await chatFlags(t.database);
      const byLine = (n: number) => rows.find((r) => r.id === `6740a1b2c3d4e5f60100000${n}`)!;
      expect([2, 5, 7].map((n) => byLine(n).hidden)).toEqual([1, 1, 1]);
      expect([1, 3, 4, 6, 8].map((n) => byLine(n).hidden)).toEqual([0, 0, 0, 0, 0]);
      const warned = rows
        .filter((r) => r.filter_warning === 1)
        .map((r) => r.id.slice(-1))
        .sort();
      expect(warned).toEqual(['1', '3', '4', '6']);
      expect(byLine(4).timestamp).toBe(1795183412000);
      expect(byLine(1).user_id).toBe(1843029571);
      const raw = await t.database.db.selectFrom('chat_messages').select('raw').where('id', '=', '6740a1b2c3d4e5f601000001').executeTakeFirstOrThrow();
      expect(JSON.parse(raw.raw)).toEqual({
        _id: '6740a1b2c3d4e5f601000001',
        userId: 1843029571,
        name: 'BuilderBob',
        message: 'anyone trading a dominus? paying well',
        timestamp: '2026-11-20T14:03:11.000Z',
      });
      const c = await counters(t.database);
      expect([c.chat, c.chat_visible]).toEqual([8, 5]);
    });

    it('players: an upsert that keeps absent values; every valid player is accepted', async () => {
      const res = await postEvents(t, 'players', key, readSample('players'));
      expect(res.json()).toEqual({ success: true, accepted: 5, duplicates: 0 });
      const bob = await t.database.db.selectFrom('players').selectAll().where('user_id', '=', 1843029571).executeTakeFirstOrThrow();
      expect(bob).toMatchObject({ username: 'BuilderBob', username_lower: 'builderbob', value: 1_350_000, bux: 26_500, level: 42, items: 310 });
      // A later batch changes only what it names; a new player starts at 0 for what it leaves out.
      const more = await postEvents(t, 'players', key, [
        { userId: { $numberLong: '1843029571' }, username: 'BuilderBob2', level: 43 },
        { userId: 42, username: 'Newbie', bux: 10 },
      ]);
      expect(more.json()).toEqual({ success: true, accepted: 2, duplicates: 0 });
      const after = await t.database.db.selectFrom('players').selectAll().orderBy('user_id').execute();
      expect(after.map((p) => [p.user_id, p.username, p.value, p.bux, p.level, p.items])).toEqual([
        [42, 'Newbie', 0, 10, 0, 0],
        [3090117, 'たけし', 2_150_000, 900, 63, 1204],
        [5550001, 'ModTester', 0, 0, 1, 0],
        [77120045, 'Żaneta_PL', 300_000, 125_000, 17, 58],
        [1843029571, 'BuilderBob2', 1_350_000, 26_500, 43, 310],
      ]);
      expect((await counters(t.database)).players).toBe(5);
    });

    it('re-sending every sample stores nothing new', async () => {
      for (const kind of ['chat', 'trades', 'marketplace'] as const) {
        const res = await postEvents(t, kind, key, readSample(kind));
        expect(res.json().accepted).toBe(0);
        expect(res.json().duplicates).toBe(readSample(kind).length);
      }
      const c = await counters(t.database);
      expect([c.chat, c.chat_visible, c.trades, c.marketplace, c.players]).toEqual([8, 5, 3, 4, 5]);
    });
  });
}
