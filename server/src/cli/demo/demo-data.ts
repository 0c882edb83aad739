// A fast, deterministic generator of believable game logs (same seed and end time → same events).
// Events have exactly the ingest API's shapes (docs/RULES.md, "Ingest"), so they can be written as
// NDJSON for the import CLI, or turned into rows by the same functions as ingested events and
// stored directly through the bulk writers (no HTTP, no JSON round trip): fast enough for
// benchmark sizes.
import { lopsided, tradeValues } from '@staff-console/domain';
import { CATALOG, CHAT_LINES, CURRENCY_FIELDS, FILTERED_LINES, LANGUAGE_WEIGHTS, NAME_PARTS } from './demo-catalog';

export interface DemoSizes {
  chat: number;
  trades: number;
  marketplace: number;
  players: number;
}

export interface DemoOptions {
  seed?: number;
  /** The newest event's time (default: now); events spread over `spanDays` before it. */
  endAt?: number;
  spanDays?: number;
  /** Players behind the logs (default: the `players` size, at least 50). */
  playerPool?: number;
}

export interface Player {
  userId: number;
  name: string;
}

/** mulberry32: tiny, fast and good enough for synthetic data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

function weighted(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng() * total;
  for (let i = 0; i < weights.length; i += 1) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/** The player pool; a few players are far more active than the rest, as in a real game. */
export function makePlayers(count: number, seed: number): Player[] {
  const rng = random(seed ^ 0x5eed);
  const players: Player[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    let name =
      rng() < 0.12
        ? pick(rng, NAME_PARTS.local)
        : `${pick(rng, NAME_PARTS.first)}${pick(rng, NAME_PARTS.second)}${rng() < 0.6 ? Math.floor(rng() * 1000) : ''}`;
    while (used.has(name)) name = `${name}${Math.floor(rng() * 10)}`;
    used.add(name);
    players.push({ userId: 100_000 + i * 7919 + Math.floor(rng() * 7919), name });
  }
  return players;
}

/**
 * Cheap items change hands far more often than dear ones: catalogue item i (worth 1.35^i times the
 * first) is picked with weight 1.25^−i, so a top limited is a rare sight, as in a real game.
 */
const ITEM_CUMULATIVE = CATALOG.reduce<number[]>((acc, _, i) => [...acc, (acc.at(-1) ?? 0) + Math.pow(1.25, -i)], []);
export function pickItem(rng: Rng): (typeof CATALOG)[number] {
  const r = rng() * ITEM_CUMULATIVE.at(-1)!;
  const i = ITEM_CUMULATIVE.findIndex((c) => r < c);
  return CATALOG[i < 0 ? CATALOG.length - 1 : i]!;
}

/**
 * The share of trades left lopsided (one side worth 5× the other and 10,000 RAP more, the Trade
 * Logs flag): a few percent, as in a real game. Other trades come out fair: their received side is
 * drawn again until it is (or, failing that, mirrors the sent side's items).
 */
export const LOPSIDED_TRADE_SHARE = 0.025;
const FAIR_TRADE_TRIES = 12;

/** Scam reports are a small share of chat: a drawn line that mentions a scam is kept this often. */
const SCAM_LINE_KEEP = 0.05;

/** The share of all events that involve the most active player (a trader under investigation). */
export const HEAVY_PLAYER_SHARE = 0.005;

/**
 * Skewed towards the first players: activity follows a long tail, and the first player takes part
 * in one event in 200 (at full bench scale over 50,000 events: the player page's worst case).
 */
const activePlayer = (rng: Rng, players: readonly Player[]): Player =>
  rng() < HEAVY_PLAYER_SHARE ? players[0]! : players[Math.floor(players.length * rng() * rng())]!;

/**
 * The game servers the demo's events happen in (JobIds look like UUIDs), all of one place. A player
 * stays in a server for six hours at a time, then moves on; a trade happens in its sender's server
 * and a purchase in its buyer's, so each server's chat, trades and purchases belong together.
 */
export const DEMO_SERVERS = [
  '3f9a6c21-7d4e-4b8a-9c15-2e6f8a0b4d73',
  'a17e52c8-0b39-4f6d-8e21-5c9d3a7f1b04',
  'c5d80e4b-6a12-4c97-b3f8-0d2e9a61c7f5',
  '72b4f1a9-e3c6-4d05-a8b7-19f0c2d6e843',
  'e9c3a7d5-2f81-4b6e-9d04-6a1b8c5f3e27',
  '0d6e2b8f-91a4-4c3d-b5e7-83f9a2c1d06b',
] as const;
export const DEMO_PLACE_ID = '4410012345';
const SERVER_STAY_MS = 6 * 3_600_000;

/** The server a player is in at a time (no random draw: the other fields stay as they were). */
const serverAt = (player: Player, at: number) => ({
  serverId: DEMO_SERVERS[(player.userId + Math.floor(at / SERVER_STAY_MS)) % DEMO_SERVERS.length]!,
  placeId: DEMO_PLACE_ID,
});

export interface EventStreams {
  players: Player[];
  chat: (i: number) => Record<string, unknown>;
  trade: (i: number) => Record<string, unknown>;
  marketplace: (i: number) => Record<string, unknown>;
  leaderboard: (i: number) => Record<string, unknown>;
}

/**
 * Event makers, called with increasing indexes 0…size−1 per kind; times grow with the index so a
 * stream arrives in order like live logs. Each kind has its own random sequence.
 */
export function eventStreams(sizes: DemoSizes, options: DemoOptions = {}): EventStreams {
  const seed = options.seed ?? 42;
  const endAt = options.endAt ?? Date.now();
  const span = (options.spanDays ?? 30) * 86_400_000;
  const players = makePlayers(Math.max(options.playerPool ?? sizes.players, 50), seed);
  const timeOf = (i: number, n: number) => Math.floor(endAt - span + (span * (i + 1)) / Math.max(n, 1));
  const chatRng = random(seed + 1);
  const tradeRng = random(seed + 2);
  const marketRng = random(seed + 3);
  const boardRng = random(seed + 4);

  const fill = (rng: Rng, line: string, self: Player) =>
    line
      .replace('{item}', pickItem(rng).Name)
      .replace('{n}', String(Math.floor(rng() * 50) * 100 + 100))
      .replace('{player}', activePlayer(rng, players).name)
      .replace('{name}', self.name);

  const item = (rng: Rng) => {
    const c = pickItem(rng);
    const entry: Record<string, unknown> = { AssetId: c.AssetId, Name: c.Name, Type: c.Type };
    const priceField = rng();
    if (priceField < 0.6) entry.AveragePrice = c.value;
    else if (priceField < 0.85) entry.BaseValue = c.value;
    else entry.Value = c.value;
    const count = rng();
    if (count < 0.15) entry.Amount = 2 + Math.floor(rng() * 3);
    else if (count < 0.25) entry.Quantity = 2;
    else if (count < 0.3) entry.Mult = 3;
    return entry;
  };

  /** One of the catalogue's dearer items (over 30,000 RAP), as a scam's bait. */
  const dearItem = (rng: Rng) => {
    const c = CATALOG[CATALOG.length - 1 - Math.floor(rng() * 14)]!;
    return { AssetId: c.AssetId, Name: c.Name, Type: c.Type, AveragePrice: c.value };
  };

  const side = (rng: Rng) => {
    const items: unknown[] = [];
    if (rng() < 0.25) items.push(Math.floor(rng() * 50) * 100); // a leading plain number: currency
    const kinds = rng();
    if (kinds < 0.2) items.push({ [pick(rng, CURRENCY_FIELDS)]: Math.floor(rng() * 40) * 50 + 50 });
    const count = Math.floor(rng() * rng() * 6);
    for (let k = 0; k < count; k += 1) items.push(item(rng));
    return { items };
  };

  return {
    players,
    chat: (i) => {
      const who = activePlayer(chatRng, players);
      const filtered = chatRng() < 0.02;
      const lines = CHAT_LINES[weighted(chatRng, LANGUAGE_WEIGHTS)]!;
      let line = pick(chatRng, lines);
      for (let tries = 0; tries < 3 && line.includes('scam') && chatRng() >= SCAM_LINE_KEEP; tries += 1) line = pick(chatRng, lines);
      const message = fill(chatRng, filtered ? pick(chatRng, FILTERED_LINES) : line, who);
      // Live game servers send no _id: the content is the identity.
      const at = timeOf(i, sizes.chat);
      return { userId: who.userId, name: who.name, message, timestamp: new Date(at).toISOString(), ...serverAt(who, at) };
    },
    trade: (i) => {
      const sender = activePlayer(tradeRng, players);
      let receiver = activePlayer(tradeRng, players);
      if (receiver === sender) receiver = players[(players.indexOf(sender) + 1) % players.length]!;
      const at = timeOf(i, sizes.trades);
      const event: Record<string, unknown> = {};
      if (i % 2 === 0) event._id = hex(Math.floor(at / 1000), 8) + hex(0x7a000000 + i, 16);
      Object.assign(event, { date: new Date(at).toISOString(), sender: sender.name, receiver: receiver.name });
      if (tradeRng() < 0.8) Object.assign(event, { senderId: sender.userId, receiverId: receiver.userId });
      event.sentItems = side(tradeRng);
      event.receivedItems = side(tradeRng);
      const isLopsided = () => lopsided(tradeValues(event));
      if (tradeRng() < LOPSIDED_TRADE_SHARE) {
        // A dear limited given away for next to nothing: the sender is the one who loses.
        if (!isLopsided()) event.sentItems = { items: [dearItem(tradeRng)] };
      } else {
        for (let tries = 0; tries < FAIR_TRADE_TRIES && isLopsided(); tries += 1) event.receivedItems = side(tradeRng);
        if (isLopsided()) event.receivedItems = structuredClone(event.sentItems);
      }
      return Object.assign(event, serverAt(sender, at));
    },
    marketplace: (i) => {
      const rng = marketRng;
      const c = pickItem(rng);
      const quantity = rng() < 0.7 ? 1 : 2 + Math.floor(rng() * 4);
      const price = Math.max(1, Math.round(c.value * quantity * (0.6 + rng() * 0.9)));
      const at = timeOf(i, sizes.marketplace);
      const item: Record<string, unknown> = { AssetId: c.AssetId, Name: c.Name, Type: c.Type, Amount: quantity };
      item[rng() < 0.7 ? 'AveragePrice' : 'BaseValue'] = c.value;
      const shape = rng();
      let boughtItem: unknown;
      if (shape < 0.6) boughtItem = JSON.stringify(item);
      else if (shape < 0.93) boughtItem = item;
      else if (shape < 0.97)
        boughtItem = `{"Name": "${c.Name}", "Amount": ${quantity}`; // cut off: unparseable
      else boughtItem = { AssetId: c.AssetId, Type: c.Type }; // parsed, no Name
      const seller = activePlayer(rng, players);
      let buyer = activePlayer(rng, players);
      if (buyer === seller) buyer = players[(players.indexOf(seller) + 1) % players.length]!;
      const event: Record<string, unknown> = { _id: hex(Math.floor(at / 1000), 8) + hex(0x3c000000 + i, 16), boughtItem, price };
      if (rng() < 0.5) Object.assign(event, { seller: seller.name, buyer: buyer.name });
      else Object.assign(event, { sellerName: seller.name, buyerName: buyer.name });
      if (rng() < 0.5) Object.assign(event, { sellerId: seller.userId, buyerId: buyer.userId });
      if (rng() < 0.5) event.date = new Date(at).toISOString();
      else event.timestamp = at;
      return Object.assign(event, serverAt(buyer, at));
    },
    leaderboard: (i) => {
      const rng = boardRng;
      const p = players[i % players.length]!;
      const wealth = Math.pow(rng(), 4);
      return {
        userId: p.userId,
        username: p.name,
        value: Math.round(wealth * 5_000_000),
        bux: Math.round(rng() * rng() * 250_000),
        level: 1 + Math.floor(Math.pow(rng(), 2) * 99),
        items: Math.round(wealth * 1500 + rng() * 20),
      };
    },
  };
}
