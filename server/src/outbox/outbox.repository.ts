// The outbox table: deliveries to outside services written in the same transaction as the change
// they announce, then claimed by a worker under a lease, and marked sent, retried or failed.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../db/database';
import { newId } from '../db/ids';
import type { OutboxTable } from '../db/moderation-schema';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';

export type OutboxRow = Selectable<OutboxTable>;

export interface OutboxMessage {
  kind: string;
  payload: unknown;
  /** Messages with one key are delivered one after another, in the order they were enqueued. */
  orderingKey?: string;
}

/** Writes a delivery; call inside the transaction of the change it announces. Returns its id. */
export async function enqueue(trx: Kysely<DB>, message: OutboxMessage, now = Date.now()): Promise<string> {
  let createdAt = now;
  if (message.orderingKey !== undefined) {
    // Strictly after the key's previous message, so the order holds within one millisecond too.
    const last = await trx
      .selectFrom('outbox')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('ordering_key', '=', message.orderingKey)
      .executeTakeFirst();
    if (last?.at != null) createdAt = Math.max(now, Number(last.at) + 1);
  }
  const id = newId(now);
  await trx
    .insertInto('outbox')
    .values({
      id,
      kind: message.kind,
      payload: JSON.stringify(message.payload),
      ordering_key: message.orderingKey ?? null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
      lease: null,
      locked_until: null,
      created_at: createdAt,
      sent_at: null,
    })
    .execute();
  return id;
}

/** Pending rows `o` of these kinds that no earlier pending message of the same key holds back. */
function inLine(kinds: readonly string[]) {
  return sql`o.status = 'pending' AND o.kind IN (${sql.join(kinds.map((k) => sql`${k}`))})
    AND NOT EXISTS (
      SELECT 1 FROM outbox e
      WHERE o.ordering_key IS NOT NULL AND e.ordering_key = o.ordering_key AND e.status = 'pending'
        AND (e.created_at < o.created_at OR (e.created_at = o.created_at AND e.id < o.id)))`;
}

/**
 * Claims up to `limit` due deliveries of these kinds for `leaseMs`: pending, due, not leased by a
 * live worker, and not behind an earlier pending message of the same key. PostgreSQL skips rows
 * another worker is claiming at this instant (FOR UPDATE SKIP LOCKED); SQLite claims inside an
 * immediate transaction, which holds the write lock from the first read.
 */
export async function claimDue(
  database: Database,
  kinds: readonly string[],
  lease: string,
  leaseMs: number,
  limit: number,
  now = Date.now(),
): Promise<OutboxRow[]> {
  if (kinds.length === 0) return [];
  const skipLocked = database.engine === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const claim = (db: Kysely<DB>) =>
    sql<OutboxRow>`
      UPDATE outbox SET lease = ${lease}, locked_until = ${now + leaseMs}
      WHERE id IN (
        SELECT o.id FROM outbox o
        WHERE ${inLine(kinds)} AND o.next_attempt_at <= ${now} AND (o.locked_until IS NULL OR o.locked_until <= ${now})
        ORDER BY o.next_attempt_at, o.id
        LIMIT ${limit}
        ${skipLocked})
      RETURNING *`.execute(db);
  const { rows } = await writeTransaction(database, claim);
  return rows;
}

/** Marks a delivery sent, if this worker still holds its lease. */
export async function markSent(db: Kysely<DB>, row: OutboxRow, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now, attempts: Number(row.attempts) + 1, last_error: null, lease: null, locked_until: null })
    .where('id', '=', row.id)
    .where('lease', '=', row.lease)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The pending messages of an ordering key are not tried before `until` (a service's rate limit). */
export async function holdOrderingKey(db: Kysely<DB>, orderingKey: string, until: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ next_attempt_at: until })
    .where('ordering_key', '=', orderingKey)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<', until)
    .execute();
}

/** After a failed attempt: tried again at `nextAttemptAt`, if this worker still holds the lease. */
export async function markRetry(db: Kysely<DB>, row: OutboxRow, error: string, nextAttemptAt: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ attempts: Number(row.attempts) + 1, last_error: error, next_attempt_at: nextAttemptAt, lease: null, locked_until: null })
    .where('id', '=', row.id)
    .where('lease', '=', row.lease)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** After the last attempt (or an answer no retry can change): failed, with the service's answer. */
export async function markFailed(db: Kysely<DB>, row: OutboxRow, error: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'failed', attempts: Number(row.attempts) + 1, last_error: error, lease: null, locked_until: null })
    .where('id', '=', row.id)
    .where('lease', '=', row.lease)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A failed delivery goes back in line with a fresh count of attempts; false unless it had failed. */
export async function requeueFailed(db: Kysely<DB>, id: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, lease: null, locked_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When the next claimable delivery of these kinds falls due (or its lease ends); undefined when none waits. */
export async function nextDueAt(db: Kysely<DB>, kinds: readonly string[]): Promise<number | undefined> {
  if (kinds.length === 0) return undefined;
  const { rows } = await sql<{ at: number | string | null }>`
    SELECT min(CASE WHEN o.locked_until > o.next_attempt_at THEN o.locked_until ELSE o.next_attempt_at END) AS at
    FROM outbox o WHERE ${inLine(kinds)}`.execute(db);
  const at = rows[0]?.at;
  return at == null ? undefined : Number(at);
}

export const findOutboxRow = (db: Kysely<DB>, id: string): Promise<OutboxRow | undefined> =>
  db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * A pending delivery that a later change makes pointless (a ban revoked before it went out) is
 * cancelled, unless a worker holds it at this moment: then it goes out and the later change follows.
 */
export async function cancelPending(db: Kysely<DB>, id: string, reason: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'cancelled', last_error: reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
