// The case report opened as the server's own page (with its Content-Security-Policy), not as a blob
// the web app builds: API calls carry a bearer token a plain link cannot, so the case page first
// asks for a link (POST, with the token) and opens it in a new tab. The link holds an unguessable
// ticket, valid once for REPORT_LINK_SECONDS, bound to the staff member, their session and the
// case; opening it checks again that the account, its session and its permission to see cases
// are still what they were, as a request with the token would.
import { createHash, randomBytes } from 'node:crypto';
import { can, MESSAGES, permissionSubject, REPORT_LINK_SECONDS } from '@staff-console/domain';
import { findSession, findUserById, toAuthUser } from '../../staff';
import type { AuthUser } from '../../../http/auth.types';
import type { Database } from '../../../db/database';
import { forbidden, notFound } from '../../../errors/errors';
import { insertReportLink, takeReportLink } from './report-links.repository';
import { caseRow } from './cases.service';

const hashOf = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

/** A new link to the case's report for this staff member's session. */
export async function createReportLink(database: Database, staff: AuthUser, caseId: string): Promise<{ url: string; expiresAt: string }> {
  await caseRow(database.db, caseId);
  const ticket = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = now + REPORT_LINK_SECONDS * 1000;
  await insertReportLink(
    database.db,
    { ticket_hash: hashOf(ticket), case_id: caseId, user_id: staff.id, session_id: staff.sessionId, token_version: staff.tokenVersion, expires_at: expiresAt },
    now,
  );
  return { url: `/api/cases/${caseId}/report/${ticket}`, expiresAt: new Date(expiresAt).toISOString() };
}

/**
 * The staff member a ticket was given to, when it is for this case, unused and unexpired (it is used
 * up here) and they may still see cases; 404 for a ticket that cannot be used, 403 when the account
 * may no longer read the report.
 */
export async function redeemReportLink(database: Database, caseId: string, ticket: string): Promise<AuthUser> {
  const { db } = database;
  const now = Date.now();
  const link = await takeReportLink(db, hashOf(ticket), caseId);
  if (!link || Number(link.expires_at) <= now) throw notFound(MESSAGES.reportLinkInvalid);
  const [row, session] = await Promise.all([findUserById(db, link.user_id), findSession(db, link.session_id)]);
  const live = session && session.user_id === link.user_id && session.ended_at === null && Number(session.expires_at) > now;
  if (!row || row.active !== 1 || row.token_version !== Number(link.token_version) || !live) throw forbidden(MESSAGES.forbidden);
  const user = toAuthUser(row, link.session_id);
  if (user.twoFactorSetupNeeded || !can(permissionSubject(user), 'view_moderation')) throw forbidden(MESSAGES.forbidden);
  return user;
}
