// Tables for the game's logs. Every log row keeps its original event (`raw`, JSON text) beside
// typed columns computed at write time by the domain's rules, so screens sort and filter on indexes.
// On SQLite each log table also has `seq INTEGER PRIMARY KEY` (the stable rowid that the FTS5
// external-content index refers to); PostgreSQL tables have no such column.
import type { Generated } from 'kysely';

export interface ChatMessagesTable {
  seq: Generated<number>;
  id: string;
  user_id: number;
  name: string;
  message: string;
  timestamp: number;
  /** 1 when empty or hash-only (docs/RULES.md, "Entities and values"): never returned, never counted. */
  hidden: number;
  /** 1 when the same player's nearest hidden neighbour makes this message a Filter Warning. */
  filter_warning: number;
  translated_text: string | null;
  /** The game server's JobId and its place id, when the game sent them (migration 029). */
  server_id: string | null;
  place_id: string | null;
  raw: string;
}

export interface TradesTable {
  seq: Generated<number>;
  id: string;
  date: number;
  sender: string;
  sender_lower: string;
  receiver: string;
  receiver_lower: string;
  sender_id: number | null;
  receiver_id: number | null;
  /** RAP of each side (items + Case-bux), their total and received − sent. */
  sent: number;
  received: number;
  sent_case_bux: number;
  received_case_bux: number;
  total: number;
  profit_loss: number;
  item_count: number;
  /** Lower-cased item names of both sides, one per line (substring search). */
  item_names: string;
  lopsided: number;
  /** The game server's JobId and its place id, when the game sent them (migration 029). */
  server_id: string | null;
  place_id: string | null;
  raw: string;
}

export interface MarketplaceTable {
  seq: Generated<number>;
  id: string;
  date: number;
  item_name: string;
  item_type: string;
  asset_id: number | null;
  quantity: number;
  price: number;
  price_per_unit: number;
  base_price: number;
  parsed: number;
  seller: string;
  seller_lower: string;
  buyer: string;
  buyer_lower: string;
  seller_id: number | null;
  buyer_id: number | null;
  /** The game server's JobId and its place id, when the game sent them (migration 029). */
  server_id: string | null;
  place_id: string | null;
  raw: string;
}

export interface PlayersTable {
  user_id: number;
  username: string;
  username_lower: string;
  value: number;
  bux: number;
  level: number;
  items: number;
  updated_at: number;
}

export interface PlayerNamesTable {
  user_id: number;
  name_lower: string;
  name: string;
  first_seen: number;
  last_seen: number;
  /** Bits of NAME_SOURCE (db/player-names.ts): the kinds of record that showed this name (migration 010). */
  sources: Generated<number>;
}

/** PostgreSQL only (migration 005): one row per distinct item name of a trade, for exact item-name totals. */
export interface TradeItemsTable {
  /** A line of `trades.item_names`, or '' for a line too long for a b-tree key. */
  item_lower: string;
  trade_id: string;
}

/** PostgreSQL only (migration 006): the messages of the most recent chat batches (areas/logs/chat/chat-recent.ts). */
export interface ChatRecentTable {
  batch: number;
  chat_id: string;
}

export interface IngestKeysTable {
  id: string;
  name: string;
  /** sha256 of the key: the key is 32 random bytes, so a fast hash is enough and lookups stay cheap. */
  key_hash: string;
  /** The first characters of the key, to tell keys apart in the list. */
  prefix: string;
  created_at: number;
  created_by: string;
  last_used_at: number | null;
  revoked_at: number | null;
  revoked_by: string | null;
}

/** Visible chat messages per hour (hour = timestamp / 3,600,000, rounded down); see areas/logs/chat/chat-hours.ts. */
export interface ChatHoursTable {
  hour: number;
  visible: number;
}

export interface LogTables {
  chat_messages: ChatMessagesTable;
  trades: TradesTable;
  marketplace: MarketplaceTable;
  players: PlayersTable;
  player_names: PlayerNamesTable;
  trade_items: TradeItemsTable;
  chat_recent: ChatRecentTable;
  chat_hours: ChatHoursTable;
  ingest_keys: IngestKeysTable;
}
