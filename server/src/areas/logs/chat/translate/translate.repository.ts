// Stored translations live with their chat message (chat_messages.translated_text), so each
// message is sent to the translation service once.
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema';

export interface StoredMessage {
  id: string;
  message: string;
  translated_text: string | null;
}

const CHAT_ID = /^[0-9a-f]{24}$/;

/** The chat messages among these ids (other ids are free text from the client). */
export async function findMessages(db: Kysely<DB>, ids: readonly string[]): Promise<StoredMessage[]> {
  const chatIds = [...new Set(ids.filter((id) => CHAT_ID.test(id)))];
  if (chatIds.length === 0) return [];
  return db.selectFrom('chat_messages').select(['id', 'message', 'translated_text']).where('id', 'in', chatIds).execute();
}

/** First translation wins: a concurrent request that translated the same message changes nothing. */
export async function storeTranslation(db: Kysely<DB>, id: string, text: string): Promise<void> {
  await db.updateTable('chat_messages').set({ translated_text: text }).where('id', '=', id).where('translated_text', 'is', null).execute();
}
