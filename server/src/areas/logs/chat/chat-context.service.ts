// GET /api/chat/:id/context: the hit and its neighbours from every player, oldest first.
import { type ChatContextQuery, type ChatContextResponse, INVESTIGATION_MESSAGES } from '@staff-console/domain';
import type { Database } from '../../../db/database';
import { readSnapshot } from '../../../db/snapshot';
import { notFound } from '../../../errors/errors';
import { toChatMessage } from './chat.mapping';
import { findVisibleMessage, messagesBeside } from './chat-context.repository';

export async function getChatContext(database: Database, id: string, q: ChatContextQuery): Promise<ChatContextResponse> {
  // One snapshot: a message arriving between the reads cannot appear on one side and not the other.
  const rows = await readSnapshot(database.db, async (trx) => {
    const hit = await findVisibleMessage(trx, id);
    if (!hit) return undefined;
    const before = await messagesBeside(trx, hit, 'before', q.before);
    const after = await messagesBeside(trx, hit, 'after', q.after);
    return [...before.reverse(), hit, ...after];
  });
  if (!rows) throw notFound(INVESTIGATION_MESSAGES.chatMessageNotFound);
  return { success: true, data: rows.map(toChatMessage), hitId: id };
}
