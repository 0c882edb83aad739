// What staff read of player reports: the queue (one item per reported player), reports newest
// first, a reporter's record, and the chat before a report (both players, the ten minutes before).
import {
  REPORT_LIMITS,
  type ReportContextResponse,
  type ReportQueueQuery,
  type ReportQueueResponse,
  type ReporterRecordResponse,
  type ReportsQuery,
  type ReportsResponse,
} from '@staff-console/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../errors/errors';
import { type ChatRow, messagesBetween, toChatMessage } from '../logs/chat';
import { toQueueItem, toReport } from './report.mapping';
import { queuePage } from './report-queue.repository';
import { findReport, listReports, reporterRecord, type ReportRow } from './reports.repository';
import { REPORT_MESSAGES } from './reports-messages';

/** Messages kept around one report (the newest of both players together): the moments before it matter most. */
export const REPORT_CONTEXT_MAX = 200;

const page = (q: { page: number; limit: number }) => ({ offset: (q.page - 1) * q.limit, limit: q.limit });

export async function reportQueue(db: Kysely<DB>, viewerId: string, q: ReportQueueQuery): Promise<ReportQueueResponse> {
  const assigneeId = q.assignee === undefined ? undefined : q.assignee === 'none' ? null : q.assignee === 'me' ? viewerId : q.assignee;
  const { rows, total } = await queuePage(db, { category: q.category, assigneeId, sort: q.sort }, page(q));
  return { success: true, items: rows.map(toQueueItem), total };
}

export async function reports(db: Kysely<DB>, q: ReportsQuery): Promise<ReportsResponse> {
  const { rows, total } = await listReports(db, { reportedId: q.reportedId, reporterId: q.reporterId, status: q.status }, page(q));
  return { success: true, reports: rows.map(toReport), total };
}

export async function reporter(db: Kysely<DB>, userId: number): Promise<ReporterRecordResponse> {
  return { success: true, ...(await reporterRecord(db, userId)) };
}

const oldestFirst = (a: ChatRow, b: ChatRow): number => Number(a.timestamp) - Number(b.timestamp) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The chat in the minutes before the report, oldest first: everyone in the report's game server
 * when the game said which server it was, else what the reported player and the reporter said.
 */
export async function contextOf(db: Kysely<DB>, report: ReportRow): Promise<ReportContextResponse['messages']> {
  const to = Number(report.date);
  const from = to - REPORT_LIMITS.contextMinutes * 60_000;
  if (report.server_id !== null) return (await messagesBetween(db, { serverId: report.server_id }, from, to, REPORT_CONTEXT_MAX)).reverse().map(toChatMessage);
  const players = [Number(report.reported_id), Number(report.reporter_id)];
  const perPlayer = await Promise.all(players.map((userId) => messagesBetween(db, { userId }, from, to, REPORT_CONTEXT_MAX)));
  return perPlayer.flat().sort(oldestFirst).slice(-REPORT_CONTEXT_MAX).map(toChatMessage);
}

export async function reportContext(db: Kysely<DB>, id: string): Promise<ReportContextResponse> {
  const report = await findReport(db, id);
  if (!report) throw notFound(REPORT_MESSAGES.reportNotFound);
  return { success: true, messages: await contextOf(db, report) };
}
