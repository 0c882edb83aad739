// The Filter Warning rule (docs/RULES.md, "Entities and values") must hold however messages
// arrive: across batches and out of order. The stored flags are compared with the domain's rule
// applied to everything at once.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filterWarnings } from '@staff-console/domain';
import { sql } from 'kysely';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/harness';
import { chatFlags, counters } from './ingest.fixtures';
import { prepareBatch, writeBatch } from './ingest.service';

const T0 = 1_790_000_000_000;
const msg = (id: number, user: number, second: number, text: string) => ({
  _id: `c${id}`,
  userId: user,
  name: `P${user}`,
  message: text,
  timestamp: T0 + second * 1000,
});

for (const engine of ENGINES) {
  describe(`chat Filter Warnings [${engine}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
    });
    afterAll(() => database.drop());
    beforeEach(async () => {
      await sql`DELETE FROM chat_messages`.execute(database.db);
      if (engine === 'sqlite') await sql`INSERT INTO chat_fts(chat_fts) VALUES ('delete-all')`.execute(database.db);
      await sql`UPDATE counters SET value = 0`.execute(database.db);
    });

    const send = (events: unknown[]) => writeBatch(database, prepareBatch('chat', events));
    /** Warned messages by their _id number. */
    const warned = async () => {
      const rows = await database.db.selectFrom('chat_messages').select(['raw', 'filter_warning']).where('filter_warning', '=', 1).execute();
      return rows.map((r) => (JSON.parse(r.raw) as { _id: string })._id).sort();
    };

    it('marks the neighbours of a hidden message that arrives in a later batch', async () => {
      await send([msg(1, 7, 1, 'hi'), msg(2, 7, 2, 'buy my stuff')]);
      expect(await warned()).toEqual([]);
      await send([msg(3, 7, 3, '#### ###')]);
      expect(await warned()).toEqual(['c2']);
      await send([msg(4, 7, 4, 'sorry'), msg(5, 8, 5, 'other player')]);
      expect(await warned()).toEqual(['c2', 'c4']);
    });

    it('moves a warning when a message arrives out of order between them', async () => {
      await send([msg(1, 7, 10, 'first'), msg(3, 7, 30, 'third')]);
      await send([msg(2, 7, 20, 'P7: ###')]);
      expect(await warned()).toEqual(['c1', 'c3']);
      // A visible message late-arriving between the hidden one and 'third' becomes the nearest.
      await send([msg(4, 7, 25, 'between')]);
      expect(await warned()).toEqual(['c1', 'c4']);
      // And one before 'first' changes nothing; one just before the hidden one takes over from c1.
      await send([msg(5, 7, 5, 'early'), msg(6, 7, 15, 'just before')]);
      expect(await warned()).toEqual(['c4', 'c6']);
      const c = await counters(database);
      expect([c.chat, c.chat_visible]).toEqual([6, 5]);
    });

    it('uses the nearest visible message past runs of hidden ones, per player only', async () => {
      await send([msg(1, 1, 1, 'a'), msg(2, 2, 2, 'other player between'), msg(3, 1, 3, '###'), msg(4, 1, 4, '')]);
      await send([msg(5, 1, 5, 'c'), msg(6, 2, 6, 'x')]);
      expect(await warned()).toEqual(['c1', 'c5']);
    });

    it('matches the domain rule for any arrival order and batching (property)', async () => {
      const message = fc.record({
        user: fc.integer({ min: 1, max: 3 }),
        second: fc.integer({ min: 0, max: 40 }),
        hidden: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(
          fc.array(message, { minLength: 1, maxLength: 40 }),
          fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 10 }),
          async (messages, cuts) => {
            await sql`DELETE FROM chat_messages`.execute(database.db);
            if (engine === 'sqlite') await sql`INSERT INTO chat_fts(chat_fts) VALUES ('delete-all')`.execute(database.db);
            const events = messages.map((m, i) => msg(i, m.user, m.second, m.hidden ? '##' : `text ${i}`));
            for (let start = 0, k = 0; start < events.length; k += 1) {
              const size = cuts[k % cuts.length]!;
              await send(events.slice(start, start + size));
              start += size;
            }
            // Ties in time are ordered by row id, so the rule is applied to the stored rows at once.
            const rows = await chatFlags(database);
            const expected = filterWarnings(rows.map((r) => ({ id: r.id, userId: r.user_id, timestamp: r.timestamp, message: r.hidden ? '##' : 'x' })));
            expect(
              rows
                .filter((r) => r.filter_warning === 1)
                .map((r) => r.id)
                .sort(),
            ).toEqual([...expected].sort());
            expect(rows).toHaveLength(events.length);
          },
        ),
        { numRuns: engine === 'sqlite' ? 60 : 25 },
      );
    });

    it('keeps hidden messages out of the visible counter and unwarned', async () => {
      await send([msg(1, 9, 1, '   '), msg(2, 9, 2, 'name: ###'), msg(3, 9, 3, 'ok')]);
      const rows = await chatFlags(database);
      expect(rows.map((r) => [r.hidden, r.filter_warning])).toEqual([
        [1, 0],
        [1, 0],
        [0, 1],
      ]);
      const c = await counters(database);
      expect([c.chat, c.chat_visible]).toEqual([3, 1]);
    });
  });
}
