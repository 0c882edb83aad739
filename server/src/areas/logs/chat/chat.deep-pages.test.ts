import { describe, expect, it } from 'vitest';
import { afterAll, beforeAll } from 'vitest';
import { HOUR_MS } from './chat-hours';
import { chatHours } from './chat-hours.fixtures';
import { insertChat, newestFirst, prepareChat, type StoredChatFixture } from './chat.fixtures';
import { PageTooDeepError } from '../../../db/search/paging';
import type { TimeWindow } from '../../../db/search/time-window';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { createIngestKey, postEvents } from '../../ingest/ingest.fixtures';
import { locatePage } from './chat.hours';
import { countVisible, readChatPage } from './chat.repository';

// Any page of the unfiltered list, or of a time window, is found through the visible messages per
// hour instead of an offset over every newer message. Here every page but the very first and last
// takes that path (no direct depth), over hours of uneven size, empty hours, hidden messages, ties
// on the timestamp and messages on hours' first and last milliseconds, and each page must equal the
// same slice of the list sorted from scratch.
const START = 492_000 * HOUR_MS;

function messages(): StoredChatFixture[] {
  const rows = [];
  for (let i = 0; i < 420; i += 1) {
    const hour = (i * 7) % 31 === 13 ? 14 : (i * 7) % 31;
    const within = i % 17 === 0 ? 0 : i % 19 === 0 ? HOUR_MS - 1 : ((i * 7919) % 3600) * 1000;
    const timestamp = START + hour * HOUR_MS + within;
    rows.push({
      userId: 1 + (i % 6),
      name: `Talker${i % 6}`,
      message: i % 9 === 4 ? '###' : `line ${i}`,
      timestamp: i % 10 === 1 ? timestamp - ((i * 7919) % 3600) * 1000 : timestamp,
    });
  }
  return prepareChat(rows);
}

const WINDOWS: Record<string, TimeWindow> = {
  'the whole list': {},
  'a window cutting two hours': { from: START + 3 * HOUR_MS + 1_234_000, to: START + 25 * HOUR_MS + 2_000_000 },
  'whole hours': { from: START + 5 * HOUR_MS, to: START + 20 * HOUR_MS - 1 },
  'inside one hour': { from: START + 8 * HOUR_MS + 100_000, to: START + 8 * HOUR_MS + 3_000_000 },
  'from a time on': { from: START + 29 * HOUR_MS + 600_000 },
  'up to a time': { to: START + 2 * HOUR_MS + 10 },
};

const inWindow = (row: StoredChatFixture, w: TimeWindow) => (w.from === undefined || row.timestamp >= w.from) && (w.to === undefined || row.timestamp <= w.to);

for (const engine of ENGINES) {
  describe(`any chat page [${engine}]`, () => {
    let t: TestApp;
    let stored: StoredChatFixture[];
    beforeAll(async () => {
      t = await createTestApp(engine);
      stored = messages();
      await insertChat(t.database, stored);
    });
    afterAll(() => t.close());

    for (const [name, window] of Object.entries(WINDOWS)) {
      it(`pages ${name} through its hours exactly as the sorted list`, async () => {
        const expected = newestFirst(stored.filter((r) => inWindow(r, window))).map((r) => r.id);
        const total = await countVisible(t.database.db, window);
        expect(total).toBe(expected.length);
        expect(total).toBeGreaterThan(0);
        for (const limit of [1, 10, 25]) {
          for (let skip = 0; skip < total + limit; skip += Math.max(1, Math.floor(limit / 2) + 3)) {
            const page = await readChatPage(t.database, { window }, skip, limit, { total, indexCost: 0 }, 0);
            expect(
              page.map((r) => r.id),
              `skip ${skip} limit ${limit}`,
            ).toEqual(expected.slice(skip, skip + limit));
          }
        }
      });
    }

    it('answers a page and a window total over HTTP as the sorted list', async () => {
      const window = WINDOWS['a window cutting two hours']!;
      const expected = newestFirst(stored.filter((r) => inWindow(r, window))).map((r) => r.id);
      const res = await t.request('GET', `/api/chat?page=3&limit=20&from=${window.from}&to=${window.to}`, { token: t.adminToken });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ total: number; data: { _id: string }[] }>();
      expect(body.total).toBe(expected.length);
      expect(body.data.map((m) => m._id)).toEqual(expected.slice(40, 60));
    });

    it('keeps the counts per hour exact as batches are ingested, re-sent and partly hidden', async () => {
      const { key } = await createIngestKey(t);
      const batch = Array.from({ length: 60 }, (_, i) => ({
        _id: `hours${String(i).padStart(4, '0')}`,
        userId: 50 + (i % 3),
        name: `Gamer${i % 3}`,
        message: i % 5 === 0 ? '###' : `gg ${i}`,
        timestamp: START + (i % 4) * HOUR_MS + i * 1000,
      }));
      expect((await postEvents(t, 'chat', key, batch)).statusCode).toBe(200);
      expect((await postEvents(t, 'chat', key, batch.slice(10, 40))).statusCode).toBe(200);
      const hours = await chatHours(t.database.db);
      expect(hours.kept).toEqual(hours.counted);
    });
  });
}

describe('locating a page among hours', () => {
  const spans = [
    { from: 3 * HOUR_MS, to: 4 * HOUR_MS - 1, visible: 100 },
    { from: 1 * HOUR_MS, to: 2 * HOUR_MS - 1, visible: 50 },
  ];

  it('reads down from the hour’s newest message when the page starts in its newer half', () => {
    expect(locatePage(spans, {}, 120, 10)).toEqual({
      window: { from: undefined, to: 2 * HOUR_MS - 1 },
      page: { order: 'desc', offset: 20, limit: 10 },
      reversed: false,
    });
  });

  it('reads up from the hour’s oldest message when the page lies in its older half', () => {
    expect(locatePage(spans, {}, 80, 10)).toEqual({
      window: { from: 3 * HOUR_MS, to: undefined },
      page: { order: 'asc', offset: 10, limit: 10 },
      reversed: true,
    });
  });

  it('reads down across into the older hour when the page runs past its hour', () => {
    expect(locatePage(spans, {}, 95, 10)?.page).toEqual({ order: 'desc', offset: 95, limit: 10 });
  });

  it('finds nothing beyond the last hour', () => {
    expect(locatePage(spans, {}, 150, 10)).toBeNull();
  });

  it('refuses with a sentence only inside an hour too full to skip through', () => {
    expect(() => locatePage([{ from: 0, to: HOUR_MS - 1, visible: 1_000_000 }], {}, 400_000, 10)).toThrow(PageTooDeepError);
  });
});
