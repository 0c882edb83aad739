// Migration 010 fills `player_names` (names, sightings and the kinds of record that showed each name)
// from the rows stored before it: the backfill must arrive at exactly what the writers keep as rows
// arrive.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestEvents } from '../../areas/ingest/ingest.service';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/harness';
import { backfillPlayerNames } from './player-names-backfill';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1) + minute * 60_000).toISOString();

for (const engine of ENGINES) {
  describe(`player names backfill (${engine})`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
    });
    afterAll(() => database.drop());

    const names = () =>
      database.db
        .selectFrom('player_names')
        .selectAll()
        .orderBy('user_id')
        .orderBy('name_lower')
        .execute()
        .then((rows) =>
          rows.map((r) => ({ ...r, user_id: Number(r.user_id), first_seen: Number(r.first_seen), last_seen: Number(r.last_seen), sources: Number(r.sources) })),
        );

    it('rebuilds from chat, trades, marketplace and players what the writers kept', async () => {
      // More rows than one backfill chunk, so the keyset walk is exercised.
      await ingestEvents(
        database,
        'chat',
        Array.from({ length: 6000 }, (_, i) => ({
          userId: 1 + (i % 7),
          name: i % 2 ? `Player${i % 7}` : `ÉLAN${i % 7}`,
          message: `hello ${i}`,
          timestamp: at(i),
        })),
      );
      await ingestEvents(database, 'trades', [
        { date: at(1), sender: 'Żaneta_PL', senderId: 20, receiver: 'たけし', receiverId: 21, sentItems: { items: [] }, receivedItems: { items: [] } },
        { date: at(2), sender: 'NoIds', receiver: 'Nobody', sentItems: { items: [] }, receivedItems: { items: [] } },
      ]);
      await ingestEvents(database, 'marketplace', [
        { date: at(3), price: 5, boughtItem: { Name: 'Crate' }, seller: 'Shop', sellerId: 30, buyer: 'żaneta_pl', buyerId: 20 },
      ]);
      await ingestEvents(database, 'players', [{ userId: 20, username: 'Zaneta' }]);
      const kept = await names();
      expect(kept.filter((r) => r.user_id === 20).map((r) => r.name)).toEqual(['Zaneta', 'żaneta_pl']);
      // żaneta_pl: a trade (2) and a purchase (4); Zaneta: the player record (8); chat names: 1.
      expect(kept.filter((r) => r.user_id === 20).map((r) => r.sources)).toEqual([8, 6]);
      expect(new Set(kept.filter((r) => r.user_id < 10).map((r) => r.sources))).toEqual(new Set([1]));
      expect(kept.some((r) => r.name === 'NoIds')).toBe(false);

      await database.db.deleteFrom('player_names').execute();
      await backfillPlayerNames(database.db as unknown as Kysely<unknown>, engine);
      expect(await names()).toEqual(kept);
    });
  });
}
