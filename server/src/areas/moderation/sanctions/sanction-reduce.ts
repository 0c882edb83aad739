// A sanction made shorter (an appeal reduced it): its new end is counted from when it was issued and
// must come before the current one (a permanent sanction can always be given an end). Written inside
// the caller's transaction with its feed entry, the ban's new length on Open Cloud and the case's
// history, like a revoke.
import type { Kysely } from 'kysely';
import { MESSAGES } from '@staff-console/domain';
import type { Deps } from '../../../deps/deps';
import type { DB } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../errors/errors';
import { restrictionDuration } from '../../../upstream/open-cloud';
import { appendActivity, touchCase } from '../cases/case-activity.repository';
import { iso, type Moderator } from '../moderator';
import { openCloudConfigured } from './ban-enforcement';
import { appendSanctionChange } from './sanction-changes.repository';
import { isActive, replaceDelivery } from './sanctions.service';
import * as repo from './sanctions.repository';

export interface Reduced {
  row: repo.SanctionRow;
  /** The end before (null: it was permanent) and after. */
  previousExpiresAt: number | null;
  expiresAt: number;
  /** A ban's new length was queued for Open Cloud: nudge the outbox after commit. */
  sent: boolean;
}

/** The new end a length gives, or the 400 when it would not end earlier than now. */
export function reducedEnd(row: repo.SanctionRow, durationSeconds: number): number {
  const end = Number(row.created_at) + durationSeconds * 1000;
  if (row.expires_at !== null && end >= Number(row.expires_at)) throw badRequest(MESSAGES.appealReduceNotShorter);
  return end;
}

export async function reduceInTransaction(
  deps: Deps,
  trx: Kysely<DB>,
  moderator: Moderator,
  id: string,
  durationSeconds: number,
  now: number,
): Promise<Reduced> {
  const row = await repo.findSanction(trx, id);
  if (!row) throw notFound(MESSAGES.sanctionNotFound);
  if (!isActive(row, now)) throw conflict(MESSAGES.appealSanctionEnded);
  const expiresAt = reducedEnd(row, durationSeconds);
  if (!(await repo.setExpiry(trx, id, expiresAt))) throw conflict(MESSAGES.appealSanctionEnded);
  const previousExpiresAt = row.expires_at === null ? null : Number(row.expires_at);
  // A new end already past ends the sanction now: the feed says so and Roblox lifts the ban.
  const inForce = expiresAt > now;
  const reduced = { ...row, expires_at: expiresAt };
  await appendSanctionChange(trx, reduced, inForce, now);
  const sent = row.type === 'ban' && openCloudConfigured(deps.config);
  if (sent) {
    await replaceDelivery(
      trx,
      row,
      inForce
        ? {
            active: true,
            duration: restrictionDuration(now, expiresAt)!,
            privateReason: row.reason,
            displayReason: row.public_reason,
            excludeAltAccounts: Number(row.exclude_alt_accounts) === 1,
          }
        : { active: false },
      'Replaced by a shorter ban before it was delivered',
      now,
    );
  }
  if (row.case_id !== null) {
    const change = { field: `${row.type} ends`, from: previousExpiresAt === null ? 'never' : iso(previousExpiresAt), to: iso(expiresAt) };
    await appendActivity(trx, row.case_id, 'updated', moderator, { changes: [change], sanction: { id, type: row.type, userId: Number(row.user_id) } }, now);
    await touchCase(trx, row.case_id, now);
  }
  return { row: reduced, previousExpiresAt, expiresAt, sent };
}
