// A player rule watches both sides of a marketplace sale, as it does a trade's: the watched player
// selling raises an alert about them, as their buying does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, WatchRule } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

const T0 = 1_790_000_000_000;
const sale = (sellerId: number, buyerId: number, at: number) => ({
  boughtItem: JSON.stringify({ Name: 'Valkyrie Helm', Amount: 1 }),
  price: 750,
  seller: `Seller${sellerId}`,
  buyer: `Buyer${buyerId}`,
  sellerId,
  buyerId,
  date: T0 + at * 1000,
});

for (const engine of ENGINES) {
  describe(`player watch rules and marketplace sales [${engine}]`, () => {
    let t: TestApp;
    let key: string;
    let mod: { id: string; token: string };

    beforeAll(async () => {
      t = await createTestApp(engine);
      key = (await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name: 'sales' } })).json<{ key: string }>().key;
      mod = await t.createUser({ username: 'sales_mod', password: 'sales-mod-password', permissions: ['view_marketplace', 'moderate'] });
    });
    afterAll(() => t?.close());

    it('alerts on a sale by the watched player as on a purchase, about that player', async () => {
      const created = await t.request('POST', '/api/watch-rules', {
        token: mod.token,
        body: { name: 'Seller 77', kind: 'player', target: 77, scopes: ['marketplace'] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const rule = created.json<{ rule: WatchRule }>().rule;
      const batch = [sale(77, 5, 1), sale(6, 77, 2), sale(8, 9, 3)];
      const ingested = await t.request('POST', '/api/ingest/marketplace', { headers: { 'x-ingest-key': key }, body: batch, token: null });
      expect(ingested.json()).toMatchObject({ accepted: 3 });
      const stored = await t.database.db.selectFrom('marketplace').select(['id', 'seller_id', 'buyer_id']).orderBy('date').execute();

      const res = await t.request('GET', `/api/alerts?ruleId=${rule._id}&limit=100`, { token: mod.token });
      const alerts = res.json<{ alerts: Alert[] }>().alerts;
      expect(alerts.map((a) => [a.ref, a.playerId, a.summary]).sort()).toEqual(
        [
          [stored[0]!.id, 77, 'Buyer5 bought Valkyrie Helm from Seller77 for 750 Case-Bux'],
          [stored[1]!.id, 77, 'Buyer77 bought Valkyrie Helm from Seller6 for 750 Case-Bux'],
        ].sort(),
      );
    });
  });
}
