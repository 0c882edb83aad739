import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/harness';
import { playerNameRow } from './fixtures/players.fixtures';
import { NAME_SOURCE } from './player-names';
import { nameSourcesOf, playerLabels } from './player-labels';

for (const engine of ENGINES) {
  describe(`player labels (${engine})`, () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      const seen = playerNameRow;
      await database.db
        .insertInto('player_names')
        .values([
          seen(1, 'OldName', 1_000, NAME_SOURCE.chat),
          seen(1, 'NewName', 2_000, NAME_SOURCE.chat),
          seen(2, 'TradeOnly', 1_000, NAME_SOURCE.trade),
          seen(3, 'Chatty', 1_000, NAME_SOURCE.chat),
        ])
        .execute();
    });
    afterAll(() => database.drop());

    it('names each player by the most recent name the viewer may see, in the order asked, null when none', async () => {
      const chatReader = { permissions: ['view_chat'] };
      expect(await playerLabels(database.db, [3, 1, 2, 4], chatReader)).toEqual([
        { userId: 3, name: 'Chatty' },
        { userId: 1, name: 'NewName' },
        { userId: 2, name: null },
        { userId: 4, name: null },
      ]);
      expect(await playerLabels(database.db, [2], { permissions: ['view_trades'] })).toEqual([{ userId: 2, name: 'TradeOnly' }]);
      expect(await playerLabels(database.db, [], chatReader)).toEqual([]);
    });

    it('an administrator sees every kind of name', () => {
      expect(nameSourcesOf({ role: 'admin' })).toBe(NAME_SOURCE.player | NAME_SOURCE.chat | NAME_SOURCE.trade | NAME_SOURCE.marketplace | NAME_SOURCE.report);
      expect(nameSourcesOf({ permissions: [] })).toBe(NAME_SOURCE.player);
    });
  });
}
