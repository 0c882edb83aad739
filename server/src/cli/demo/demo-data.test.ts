import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INGEST_EVENT_SCHEMAS,
  isHiddenMessage,
  lopsided,
  marketplaceValues,
  normalizeItemType,
  ITEM_TYPE_ALIASES,
  tradeValues,
  type TradeInput,
} from '@staff-console/domain';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/harness';
import { counters } from '../../areas/ingest/ingest.fixtures';
import { prepareEvent } from '../../areas/ingest/ingest.rows';
import { DEMO_PLACE_ID, DEMO_SERVERS, eventStreams, type DemoSizes } from './demo-data';
import { generateInto, writeNdjsonFiles } from './demo-load';

const SIZES: DemoSizes = { chat: 3000, trades: 1500, marketplace: 1500, players: 300 };
const END = Date.UTC(2026, 10, 20);

const take = (n: number, make: (i: number) => Record<string, unknown>) => Array.from({ length: n }, (_, i) => make(i));

describe('demo data generator', () => {
  const s = eventStreams(SIZES, { seed: 1, endAt: END });
  const chat = take(SIZES.chat, s.chat);
  const trades = take(SIZES.trades, s.trade);
  const market = take(SIZES.marketplace, s.marketplace);
  const players = take(SIZES.players, s.leaderboard);

  it('is deterministic for a seed and end time', () => {
    const again = eventStreams(SIZES, { seed: 1, endAt: END });
    expect(take(50, again.chat)).toEqual(chat.slice(0, 50));
    expect(take(50, again.trade)).toEqual(trades.slice(0, 50));
    expect(take(5, eventStreams(SIZES, { seed: 2, endAt: END }).chat)).not.toEqual(chat.slice(0, 5));
  });

  it('makes events the ingest API accepts, in time order, ending at the end time', () => {
    for (const [kind, events] of [
      ['chat', chat],
      ['trades', trades],
      ['marketplace', market],
      ['players', players],
    ] as const) {
      for (const event of events) expect(INGEST_EVENT_SCHEMAS[kind].safeParse(event).success).toBe(true);
    }
    const times = chat.map((e) => Date.parse(e.timestamp as string));
    expect(times.every((t, i) => i === 0 || t >= times[i - 1]!)).toBe(true);
    expect(times.at(-1)).toBe(END);
  });

  it('spreads chat, trades and purchases over six game servers of one place, a player in one server at a time', () => {
    for (const events of [chat, trades, market]) {
      const servers = new Set(events.map((e) => e.serverId));
      expect([...servers].sort()).toEqual([...DEMO_SERVERS].sort());
      expect(events.every((e) => e.placeId === DEMO_PLACE_ID)).toBe(true);
    }
    // Each server holds a fair share of the chat: context by server has neighbours to show.
    for (const server of DEMO_SERVERS) expect(chat.filter((e) => e.serverId === server).length).toBeGreaterThan(SIZES.chat / 20);
    // A player's lines within one minute come from one server.
    const seen = new Map<string, unknown>();
    for (const line of chat) {
      const key = `${String(line.userId)}@${Math.floor(Date.parse(line.timestamp as string) / 60_000)}`;
      expect(seen.get(key) ?? line.serverId).toBe(line.serverId);
      seen.set(key, line.serverId);
    }
  });

  it('looks like a real game: a few percent of trades lopsided, scam reports a small share of chat', () => {
    const share = trades.filter((t) => lopsided(tradeValues(t as unknown as TradeInput))).length / trades.length;
    expect(share).toBeGreaterThanOrEqual(0.02);
    expect(share).toBeLessThanOrEqual(0.05);
    const scams = chat.filter((c) => (c.message as string).toLowerCase().includes('scam')).length / chat.length;
    expect(scams).toBeGreaterThan(0);
    expect(scams).toBeLessThan(0.01);
  });

  it('has the awkward cases: filtered lines, non-Latin text, every item type, unparseable purchases', () => {
    const messages = chat.map((e) => e.message as string);
    expect(messages.filter((m) => isHiddenMessage(m)).length).toBeGreaterThan(20);
    expect(messages.some((m) => /^[^:]+: #/.test(m))).toBe(true);
    expect(messages.some((m) => /[\u3040-\u30ff]/.test(m))).toBe(true);
    expect(messages.some((m) => /[\u0400-\u04ff]/.test(m))).toBe(true);

    const types = new Set<string>();
    for (const t of trades) {
      for (const side of [t.sentItems, t.receivedItems] as { items: unknown[] }[]) {
        for (const item of side.items) if (item && typeof item === 'object' && 'Type' in item) types.add(String(item.Type));
      }
    }
    for (const raw of Object.keys(ITEM_TYPE_ALIASES)) expect([...types].map((t) => t.toLowerCase().replace(/[^a-z]/g, ''))).toContain(raw);
    expect(new Set([...types].map(normalizeItemType)).size).toBeGreaterThan(8);
    const leading = trades.some((t) => typeof (t.sentItems as { items: unknown[] }).items[0] === 'number');
    expect(leading).toBe(true);

    const values = market.map((m) => marketplaceValues(m));
    expect(values.some((v) => v.itemName === 'Parse Error')).toBe(true);
    expect(values.some((v) => v.itemName === 'Unknown Item')).toBe(true);
    expect(market.some((m) => typeof m.boughtItem === 'string' && !values[market.indexOf(m)]!.parsed)).toBe(true);
    expect(market.some((m) => 'sellerName' in m) && market.some((m) => 'seller' in m)).toBe(true);
  });
});

for (const engine of ENGINES) {
  describe(`generateInto [${engine}]`, () => {
    let database: TestDatabase;
    let dir: string;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      dir = mkdtempSync(path.join(tmpdir(), 'demo-test-'));
    });
    afterAll(async () => {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('stores every generated event with exact counters, idempotently, as the import would', async () => {
      const progress: string[] = [];
      const stored = await generateInto(database, SIZES, (kind, done, total) => progress.push(`${kind} ${done}/${total}`), {
        seed: 3,
        endAt: END,
        batchSize: 1000,
      });
      expect(stored).toEqual({ chat: 3000, trades: 1500, marketplace: 1500, players: 300 });
      expect(progress.at(-1)).toBe('marketplace 1500/1500');
      const c = await counters(database);
      expect([c.chat, c.trades, c.marketplace, c.players]).toEqual([3000, 1500, 1500, 300]);
      expect(c.chat_visible).toBeLessThan(3000);
      const warned = await database.db.selectFrom('chat_messages').select('id').where('filter_warning', '=', 1).execute();
      expect(warned.length).toBeGreaterThan(0);

      // The same events again store nothing; the NDJSON files name the same rows.
      expect(await generateInto(database, SIZES, undefined, { seed: 3, endAt: END })).toEqual({ chat: 0, trades: 0, marketplace: 0, players: 300 });
      await writeNdjsonFiles(dir, SIZES, undefined, { seed: 3, endAt: END });
      const lines = readFileSync(path.join(dir, 'chat.ndjson'), 'utf8').trim().split('\n');
      expect(lines).toHaveLength(3000);
      const ids = lines.slice(0, 200).map((l) => {
        const p = prepareEvent('chat', JSON.parse(l));
        return p.ok ? p.row.id : 'invalid';
      });
      const found = await database.db.selectFrom('chat_messages').select('id').where('id', 'in', ids).execute();
      expect(found).toHaveLength(200);
    });
  });
}
