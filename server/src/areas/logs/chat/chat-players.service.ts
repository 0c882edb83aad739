// GET /api/chat/:id/players: whom a chat line concerns, to open a case about it. A report such as
// "scam alert: FrostQueen never sent…" is sent by the victim and names the scammer: the sender and
// every player seen under a word of the message are offered, and staff choose.
import { CHAT_NAMED_LIMITS, type ChatPlayersResponse, INVESTIGATION_MESSAGES, type PermissionSubject } from '@staff-console/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database';
import { nameSourcesOf } from '../../../db/player-labels';
import { nameKey } from '../../../db/player-names';
import type { DB } from '../../../db/schema';
import { notFound } from '../../../errors/errors';
import { findVisibleMessage } from './chat-context.repository';

/** Rows read at most: a name can have been used by several players, the answer stops at CHAT_NAMED_LIMITS.players. */
const ROWS_READ = 200;

/** The message's distinct words that could be a player's name, in order: at most CHAT_NAMED_LIMITS.words of them. */
export function candidateWords(message: string): string[] {
  const words = new Set<string>();
  for (const word of message.split(/[^\p{L}\p{N}_]+/u)) {
    const length = [...word].length;
    if (length < CHAT_NAMED_LIMITS.minLength || length > CHAT_NAMED_LIMITS.maxLength) continue;
    words.add(nameKey(word));
    if (words.size === CHAT_NAMED_LIMITS.words) break;
  }
  return [...words];
}

/** Players seen under these names in records the viewer may read (player_names_name_idx), not the sender. */
function playersNamed(db: Kysely<DB>, words: readonly string[], senderId: number, sources: number) {
  return db
    .selectFrom('player_names')
    .select(['user_id', 'name', 'name_lower', 'last_seen'])
    .where('name_lower', 'in', words)
    .where('user_id', '<>', senderId)
    .where(sql<boolean>`(sources & ${sources}) <> 0`)
    .orderBy('last_seen', 'desc')
    .limit(ROWS_READ)
    .execute();
}

export async function chatPlayers(database: Database, viewer: PermissionSubject | null, id: string): Promise<ChatPlayersResponse> {
  const { db } = database;
  const message = await findVisibleMessage(db, id);
  if (!message) throw notFound(INVESTIGATION_MESSAGES.chatMessageNotFound);
  const senderId = Number(message.user_id);
  const words = candidateWords(message.message);
  const rows = words.length === 0 ? [] : await playersNamed(db, words, senderId, nameSourcesOf(viewer));
  // By the word's place in the message, then the most recent sighting: one entry per player.
  const place = new Map(words.map((w, i) => [w, i]));
  rows.sort((a, b) => place.get(a.name_lower)! - place.get(b.name_lower)! || Number(b.last_seen) - Number(a.last_seen));
  const named = new Map<number, { userId: number; name: string }>();
  for (const row of rows) {
    const userId = Number(row.user_id);
    if (!named.has(userId)) named.set(userId, { userId, name: row.name });
    if (named.size === CHAT_NAMED_LIMITS.players) break;
  }
  return { success: true, sender: { userId: senderId, name: message.name }, named: [...named.values()] };
}
