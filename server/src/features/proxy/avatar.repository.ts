// The player's name for the avatar placeholder: their latest chat name (the (user_id, timestamp)
// index answers it), else the players table.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function playerName(db: Kysely<DB>, userId: number): Promise<string | undefined> {
  const chat = await db.selectFrom('chat_messages').select('name').where('user_id', '=', userId).orderBy('timestamp', 'desc').limit(1).executeTakeFirst();
  if (chat) return chat.name;
  const player = await db.selectFrom('players').select('username').where('user_id', '=', userId).executeTakeFirst();
  return player?.username;
}
