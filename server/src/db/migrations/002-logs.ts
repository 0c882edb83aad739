// Log tables and their indexes: every filter and sort the screens use, plus substring search
// (SQLite: FTS5 trigram external-content tables; PostgreSQL: pg_trgm GIN indexes).
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Engine } from '../database';

type Builder = CreateTableBuilder<string, never>;

/** SQLite log tables get a stable integer rowid for FTS; PostgreSQL tables are keyed by id. */
function keyed(engine: Engine, builder: Builder): Builder {
  return engine === 'sqlite'
    ? builder.addColumn('seq', 'integer', (c) => c.primaryKey()).addColumn('id', 'varchar(24)', (c) => c.notNull().unique())
    : builder.addColumn('id', 'varchar(24)', (c) => c.primaryKey());
}

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const float = engine === 'sqlite' ? 'real' : 'double precision';

  await keyed(engine, db.schema.createTable('chat_messages'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('timestamp', 'bigint', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('filter_warning', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('translated_text', 'text')
    .addColumn('raw', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_time_idx').on('chat_messages').columns(['timestamp', 'id']).execute();
  await db.schema.createIndex('chat_user_time_idx').on('chat_messages').columns(['user_id', 'timestamp']).execute();

  await keyed(engine, db.schema.createTable('trades'))
    .addColumn('date', 'bigint', (c) => c.notNull())
    .addColumn('sender', 'varchar(100)', (c) => c.notNull())
    .addColumn('sender_lower', 'varchar(100)', (c) => c.notNull())
    .addColumn('receiver', 'varchar(100)', (c) => c.notNull())
    .addColumn('receiver_lower', 'varchar(100)', (c) => c.notNull())
    .addColumn('sender_id', 'bigint')
    .addColumn('receiver_id', 'bigint')
    .addColumn('sent', float, (c) => c.notNull())
    .addColumn('received', float, (c) => c.notNull())
    .addColumn('sent_case_bux', float, (c) => c.notNull())
    .addColumn('received_case_bux', float, (c) => c.notNull())
    .addColumn('total', float, (c) => c.notNull())
    .addColumn('profit_loss', float, (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('item_names', 'text', (c) => c.notNull())
    .addColumn('lopsided', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('raw', 'text', (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    ['trades_date_idx', ['date', 'id']],
    ['trades_total_idx', ['total', 'id']],
    ['trades_profit_idx', ['profit_loss', 'id']],
    ['trades_sender_idx', ['sender_lower', 'date']],
    ['trades_receiver_idx', ['receiver_lower', 'date']],
    ['trades_sender_id_idx', ['sender_id', 'date']],
    ['trades_receiver_id_idx', ['receiver_id', 'date']],
    ['trades_lopsided_idx', ['lopsided', 'date']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('trades')
      .columns([...columns])
      .execute();
  }

  await keyed(engine, db.schema.createTable('marketplace'))
    .addColumn('date', 'bigint', (c) => c.notNull())
    .addColumn('item_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('item_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('asset_id', 'bigint')
    .addColumn('quantity', float, (c) => c.notNull())
    .addColumn('price', float, (c) => c.notNull())
    .addColumn('price_per_unit', float, (c) => c.notNull())
    .addColumn('base_price', float, (c) => c.notNull())
    .addColumn('parsed', 'integer', (c) => c.notNull())
    .addColumn('seller', 'varchar(100)', (c) => c.notNull())
    .addColumn('seller_lower', 'varchar(100)', (c) => c.notNull())
    .addColumn('buyer', 'varchar(100)', (c) => c.notNull())
    .addColumn('buyer_lower', 'varchar(100)', (c) => c.notNull())
    .addColumn('seller_id', 'bigint')
    .addColumn('buyer_id', 'bigint')
    .addColumn('raw', 'text', (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    ['market_date_idx', ['date', 'id']],
    ['market_price_idx', ['price', 'id']],
    ['market_seller_idx', ['seller_lower', 'date']],
    ['market_buyer_idx', ['buyer_lower', 'date']],
    ['market_seller_id_idx', ['seller_id', 'date']],
    ['market_buyer_id_idx', ['buyer_id', 'date']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('marketplace')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('players')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey())
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('username_lower', 'varchar(100)', (c) => c.notNull())
    .addColumn('value', float, (c) => c.notNull().defaultTo(0))
    .addColumn('bux', float, (c) => c.notNull().defaultTo(0))
    .addColumn('level', float, (c) => c.notNull().defaultTo(0))
    .addColumn('items', float, (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  for (const column of ['value', 'bux', 'level', 'items'] as const) {
    await db.schema.createIndex(`players_${column}_idx`).on('players').columns([column, 'user_id']).execute();
  }
  await db.schema.createIndex('players_username_idx').on('players').column('username_lower').execute();

  await db.schema
    .createTable('ingest_keys')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('prefix', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_by', 'varchar(100)')
    .execute();

  if (engine === 'sqlite') {
    // External-content FTS5 tables (trigram: case-insensitive substring search of ≥ 3 characters).
    // Rows are added to them by the ingest code in the same transaction (no triggers).
    await sql`CREATE VIRTUAL TABLE chat_fts USING fts5(name, message, content='chat_messages', content_rowid='seq', tokenize='trigram')`.execute(db);
    await sql`CREATE VIRTUAL TABLE trades_fts USING fts5(sender, receiver, item_names, content='trades', content_rowid='seq', tokenize='trigram')`.execute(db);
    await sql`CREATE VIRTUAL TABLE marketplace_fts USING fts5(item_name, seller, buyer, content='marketplace', content_rowid='seq', tokenize='trigram')`.execute(
      db,
    );
  } else {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    const trigram = async (name: string, table: string, expression: string) =>
      sql.raw(`CREATE INDEX ${name} ON ${table} USING gin ((${expression}) gin_trgm_ops)`).execute(db);
    await trigram('chat_name_trgm', 'chat_messages', 'lower(name)');
    await trigram('chat_message_trgm', 'chat_messages', 'lower(message)');
    await trigram('trades_sender_trgm', 'trades', 'sender_lower');
    await trigram('trades_receiver_trgm', 'trades', 'receiver_lower');
    await trigram('trades_items_trgm', 'trades', 'item_names');
    await trigram('market_item_trgm', 'marketplace', 'lower(item_name)');
    await trigram('market_seller_trgm', 'marketplace', 'seller_lower');
    await trigram('market_buyer_trgm', 'marketplace', 'buyer_lower');
  }

  // Stored-row counters for statistics (exact once an ingest has committed).
  await sql`INSERT INTO counters (name, value) VALUES ('chat', 0), ('chat_visible', 0), ('trades', 0), ('marketplace', 0), ('players', 0)`.execute(db);
}
