import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ActionLog, LOG_CATEGORIES, type LogCategory, LogsQuery } from '@staff-console/domain';
import { access } from '../../http/access';
import { type ActionLogRow, findActionLogs } from './audit.repository';

export function toActionLog(row: ActionLogRow): ActionLog {
  let details: Record<string, unknown>;
  try {
    details = JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    details = {};
  }
  return {
    _id: row.id,
    timestamp: new Date(Number(row.timestamp)).toISOString(),
    category: row.category as LogCategory,
    ipAddress: row.ip_address,
    username: row.username,
    action: row.action,
    details,
  };
}

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/api/admin/logs', { config: { access: access.admin }, schema: { querystring: LogsQuery } }, async (request) => {
    const q = request.query;
    const { rows, total } = await findActionLogs(db, q);
    return {
      success: true,
      logs: rows.map(toActionLog),
      pagination: { page: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
    };
  });

  app.get('/api/admin/log-categories', { config: { access: access.admin } }, async () => ({
    success: true,
    categories: [...LOG_CATEGORIES],
  }));
};
