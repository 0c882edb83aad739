// GET /api/chat/:id/context: the hit and its neighbours from every player, oldest first; of the
// hit's game server only (scope 'server', the default when the hit has one) or of every server.
import { type ChatContextQuery, type ChatContextResponse, type ChatContextScope, INVESTIGATION_MESSAGES } from '@staff-console/domain';
import type { Database } from '../../../db/database';
import { readSnapshot } from '../../../db/snapshot';
import { notFound } from '../../../errors/errors';
import { toChatMessage } from './chat.mapping';
import { findVisibleMessage, messagesBeside } from './chat-context.repository';

export async function getChatContext(database: Database, id: string, q: ChatContextQuery): Promise<ChatContextResponse> {
  // One snapshot: a message arriving between the reads cannot appear on one side and not the other.
  const found = await readSnapshot(database.db, async (trx) => {
    const hit = await findVisibleMessage(trx, id);
    if (!hit) return undefined;
    // A line without a server has no server to keep to: its context is every server's.
    const scope: ChatContextScope = hit.server_id !== null && (q.scope ?? 'server') === 'server' ? 'server' : 'all';
    const serverId = scope === 'server' ? hit.server_id : null;
    const before = await messagesBeside(trx, hit, 'before', q.before, serverId);
    const after = await messagesBeside(trx, hit, 'after', q.after, serverId);
    return { rows: [...before.reverse(), hit, ...after], scope };
  });
  if (!found) throw notFound(INVESTIGATION_MESSAGES.chatMessageNotFound);
  return { success: true, data: found.rows.map(toChatMessage), hitId: id, scope: found.scope };
}
