// GET /api/leaderboards/:category: order, ties, ranks, paging, the RAP alias, limits and access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardPage } from '@staff-console/domain';
import { insertPlayers } from '../../../db/fixtures/players.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

const PLAYERS = [
  { userId: 1, username: 'Ann', value: 500, bux: 10, level: 5, items: 3 },
  { userId: 2, username: 'Ben', value: 900, bux: 10, level: 7, items: 1 },
  { userId: 3, username: 'Cid', value: 500, bux: 99, level: 7, items: 8 },
  { userId: 4, username: 'Dee', value: 100, level: 1, items: 8 },
  { userId: 5, username: 'Иванка', bux: 50, level: 7 },
];

// Value descending, ties by user id ascending.
const BOARDS: Record<string, [number, number][]> = {
  Value: [
    [2, 900],
    [1, 500],
    [3, 500],
    [4, 100],
    [5, 0],
  ],
  Bux: [
    [3, 99],
    [5, 50],
    [1, 10],
    [2, 10],
    [4, 0],
  ],
  Levels: [
    [2, 7],
    [3, 7],
    [5, 7],
    [1, 5],
    [4, 1],
  ],
  ItemAmount: [
    [3, 8],
    [4, 8],
    [1, 3],
    [2, 1],
    [5, 0],
  ],
};

const entries = (board: [number, number][], from = 0) =>
  board.map(([userId, value], i) => ({
    rank: from + i + 1,
    userId,
    value,
    username: PLAYERS.find((p) => p.userId === userId)!.username,
  }));

for (const engine of ENGINES) {
  describe(`leaderboards [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertPlayers(t.database, PLAYERS);
    });
    afterAll(() => t.close());

    const get = (path: string, token: string | null = t.adminToken) => t.request('GET', `/api/leaderboards/${path}`, { token });
    async function page(path: string): Promise<LeaderboardPage> {
      const res = await get(path);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      return res.json<LeaderboardPage>();
    }

    it('ranks each category by value, highest first, ties by user id', async () => {
      for (const [category, board] of Object.entries(BOARDS)) {
        expect(await page(category), category).toEqual({ success: true, data: entries(board), total: 5 });
      }
    });

    it('serves Value as RAP too, and category names in any case', async () => {
      expect(await page('RAP')).toEqual(await page('Value'));
      expect(await page('rap')).toEqual(await page('Value'));
      expect(await page('levels')).toEqual(await page('Levels'));
    });

    it('pages with skip and count, ranks counting from the whole board', async () => {
      expect((await page('Value?skip=1&count=2')).data).toEqual(entries(BOARDS.Value!.slice(1, 3), 1));
      // The second half is read from the reverse order: ties must still come out by user id.
      expect((await page('Levels?skip=2&count=3')).data).toEqual(entries(BOARDS.Levels!.slice(2), 2));
      expect((await page('Bux?skip=4&count=10')).data).toEqual(entries(BOARDS.Bux!.slice(4), 4));
      expect(await page('ItemAmount?skip=5')).toEqual({ success: true, data: [], total: 5 });
    });

    it('answers 100 entries by default and at most 1000', async () => {
      await insertPlayers(
        t.database,
        Array.from({ length: 150 }, (_, i) => ({ userId: 1000 + i, username: `bulk${i}`, value: 1 })),
      );
      const first = await page('Value');
      expect(first.data).toHaveLength(100);
      expect(first.total).toBe(155);
      // Four players are above the bulk (ranks 1–4), so rank 100 is the 96th bulk player.
      expect(first.data[99]).toEqual({ rank: 100, userId: 1095, username: 'bulk95', value: 1 });
      expect((await page('Value?count=1000')).data).toHaveLength(155);
      const tooMany = await get('Value?count=1001');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toEqual({ success: false, error: "Invalid query parameter 'count': must be at most 1000" });
      expect((await get('Value?count=0')).statusCode).toBe(400);
      expect((await get('Value?skip=-1')).statusCode).toBe(400);
    });

    it('refuses an unknown category', async () => {
      const res = await get('Wealth');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: "Invalid path parameter 'category': must be one of Value, Bux, Levels, ItemAmount (or RAP for Value)",
      });
    });

    it('needs a signed-in user and no permission', async () => {
      expect((await get('Value', null)).statusCode).toBe(401);
      const guest = await t.createUser({ username: 'guest1' });
      const res = await get('Bux?count=1', guest.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(entries(BOARDS.Bux!.slice(0, 1)));
    });
  });
}
