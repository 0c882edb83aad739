// Reads around one chat message: the hit, and the visible messages just before and after it in
// (timestamp, id) order. Each side is one keyset query on chat_time_idx (timestamp, id), or on
// chat_server_time_idx (server_id, timestamp, id) for the lines of the hit's game server only, so a
// message ten million rows deep costs what the newest does (no OFFSET).
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { CHAT_COLUMNS, type ChatRow } from './chat.mapping';

/** The visible message with this id (hidden ones are not shown anywhere, so not here either). */
export function findVisibleMessage(db: Kysely<DB>, id: string): Promise<ChatRow | undefined> {
  return db.selectFrom('chat_messages').select(CHAT_COLUMNS).where('id', '=', id).where('hidden', '=', 0).executeTakeFirst();
}

/**
 * Up to `limit` visible messages strictly before (`before`) or after the hit, nearest first: of
 * every server, or of the game server `serverId` only.
 */
export function messagesBeside(
  db: Kysely<DB>,
  hit: Pick<ChatRow, 'timestamp' | 'id'>,
  side: 'before' | 'after',
  limit: number,
  serverId: string | null = null,
): Promise<ChatRow[]> {
  const order = side === 'before' ? 'desc' : 'asc';
  return db
    .selectFrom('chat_messages')
    .select(CHAT_COLUMNS)
    .$if(serverId !== null, (qb) => qb.where('server_id', '=', serverId!))
    .where((eb) => eb(eb.refTuple('timestamp', 'id'), side === 'before' ? '<' : '>', eb.tuple(Number(hit.timestamp), hit.id)))
    .where('hidden', '=', 0)
    .orderBy('timestamp', order)
    .orderBy('id', order)
    .limit(limit)
    .execute();
}

/** Whose lines: one player's (read on chat_user_time_idx) or one game server's (chat_server_time_idx). */
export type ChatSpeakers = { userId: number } | { serverId: string };

/**
 * The visible messages of one player or one game server in [from, to], newest first, at most
 * `limit`: a range of the index that leads with the player or the server, read from the end so the
 * cap keeps the lead-up (to a trade, to a report).
 */
export function messagesBetween(db: Kysely<DB>, speakers: ChatSpeakers, from: number, to: number, limit: number): Promise<ChatRow[]> {
  return db
    .selectFrom('chat_messages')
    .select(CHAT_COLUMNS)
    .$if('userId' in speakers, (qb) => qb.where('user_id', '=', (speakers as { userId: number }).userId))
    .$if('serverId' in speakers, (qb) => qb.where('server_id', '=', (speakers as { serverId: string }).serverId))
    .where('timestamp', '>=', from)
    .where('timestamp', '<=', to)
    .where('hidden', '=', 0)
    .orderBy('timestamp', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
