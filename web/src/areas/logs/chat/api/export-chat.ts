// GET /api/chat/export (docs/RULES.md, "Investigation"): the current search as a CSV file, every page of it.
import { type ChatRequest, chatSearchParams } from './get-chat';

/** The export path for the screen's search and time window (no paging). */
export function chatExportPath(q: Omit<ChatRequest, 'page' | 'limit'>): string {
  const params = chatSearchParams({ ...q, page: 1 });
  params.delete('page');
  params.delete('limit');
  const query = params.toString();
  return query ? `/api/chat/export?${query}` : '/api/chat/export';
}

export const CHAT_EXPORT_FILE = 'chat-logs.csv';
