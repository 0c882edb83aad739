// A chat message as read from chat_messages, and as the API shows it. Shared by every reader of
// chat: the Chat Logs list and context, a trade's chat, the player timeline and the CSV export.
import type { ChatMessage } from '@staff-console/domain';
import { serverFields } from '../../../db/server-columns';

/** The columns read for a chat message (hidden rows are never read, so `hidden` is not among them). */
export const CHAT_COLUMNS = ['id', 'user_id', 'name', 'message', 'timestamp', 'filter_warning', 'translated_text', 'server_id', 'place_id'] as const;

export interface ChatRow {
  id: string;
  user_id: number;
  name: string;
  message: string;
  timestamp: number;
  filter_warning: number;
  translated_text: string | null;
  server_id: string | null;
  place_id: string | null;
}

export function toChatMessage(row: ChatRow): ChatMessage {
  return {
    _id: row.id,
    userId: Number(row.user_id),
    name: row.name,
    message: row.message,
    timestamp: new Date(Number(row.timestamp)).toISOString(),
    filterWarning: Number(row.filter_warning) === 1,
    ...(row.translated_text !== null ? { translatedText: row.translated_text } : {}),
    ...serverFields(row),
  };
}
