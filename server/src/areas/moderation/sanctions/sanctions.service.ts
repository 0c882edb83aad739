// Sanctions (docs/RULES.md, "Moderation"): warnings, mutes and bans. A player has at most one
// active mute and one active ban; a sanction past its expiry no longer counts. Issuing and revoking
// write, in one transaction, the sanction, its entry in the game servers' feed, the Open Cloud
// delivery of a ban (when configured), the case's history and the action log. A revoke's part
// inside the transaction (revokeInTransaction) is also how an appeal lifts a sanction; an appeal
// reducing one is sanction-reduce.ts.
import type { Kysely } from 'kysely';
import type { Deps } from '../../../deps/deps';
import type { DB } from '../../../db/schema';
import {
  EXCLUSIVE_SANCTION_TYPES,
  type IssueSanctionBody,
  MESSAGES,
  type SanctionResponse,
  type SanctionsPage,
  type SanctionsResponse,
  type SanctionsQuery,
  sanctionExpiry,
  sanctionPermission,
  sanctionStatus,
  type SanctionType,
  type PermissionSubject,
} from '@staff-console/domain';
import { recordAction } from '../../../action-log/record';
import { newId } from '../../../db/ids';
import { writeTransaction } from '../../../db/write-transaction';
import { conflict, forbidden, notFound } from '../../../errors/errors';
import { enqueueRestriction, openCloudConfigured } from './ban-enforcement';
import { appendActivity, caseExists, touchCase } from '../cases/case-activity.repository';
import { mayModerator, type Moderator } from '../moderator';
import { appealCodeFor } from './appeal-code';
import { ensureCasePlayer } from './sanction-case';
import { presetExists } from '../sanction-presets/sanction-presets.repository';
import { appendSanctionChange } from './sanction-changes.repository';
import { toSanctionOne, toSanctions } from './sanction.mapping';
import * as repo from './sanctions.repository';
import { cancelPending, findOutboxRow, requeueFailed } from '../../../outbox/outbox.repository';
import { type GameJoinRestriction, restrictionDuration } from '../../../upstream/open-cloud';

/** The permission the sanction's type needs (domain's sanctionPermission); the route has checked moderate, so only a ban's ban_players can fail here. */
function assertMayHandle(moderator: Moderator, type: string): void {
  if (!mayModerator(moderator, sanctionPermission(type as SanctionType))) throw forbidden(MESSAGES.banPermissionRequired);
}

const ACTIVE_EXISTS: Partial<Record<SanctionType, string>> = { mute: MESSAGES.activeMuteExists, ban: MESSAGES.activeBanExists };

/** Answers carry the player's name as the viewer may see it. */
export async function playerSanctions(deps: Deps, viewer: PermissionSubject, userId: number): Promise<SanctionsResponse> {
  return { success: true, sanctions: await toSanctions(deps.db, await repo.sanctionsOfPlayer(deps.db, userId), Date.now(), viewer) };
}

export async function listSanctions(deps: Deps, viewer: PermissionSubject, q: SanctionsQuery): Promise<SanctionsPage> {
  const now = Date.now();
  const { rows, total } = await repo.listSanctions(deps.db, q, { offset: (q.page - 1) * q.limit, limit: q.limit }, now);
  return { success: true, sanctions: await toSanctions(deps.db, rows, now, viewer), total };
}

async function sanctionRow(deps: Deps, id: string): Promise<repo.SanctionRow> {
  const row = await repo.findSanction(deps.db, id);
  if (!row) throw notFound(MESSAGES.sanctionNotFound);
  return row;
}

export async function issueSanction(deps: Deps, moderator: Moderator, userId: number, body: IssueSanctionBody): Promise<SanctionResponse> {
  const { actor } = moderator;
  assertMayHandle(moderator, body.type);
  if (body.appealable === false && !mayModerator(moderator, 'ban_players')) throw forbidden(MESSAGES.appealableNeedsBanPermission);
  const now = Date.now();
  const sendsBan = body.type === 'ban' && openCloudConfigured(deps.config);
  const row: repo.SanctionRow = {
    id: newId(now),
    user_id: userId,
    type: body.type,
    reason: body.reason,
    public_reason: body.publicReason,
    created_at: now,
    created_by_id: moderator.id,
    created_by_name: moderator.username,
    expires_at: sanctionExpiry(body.type, now, body.durationSeconds),
    exclude_alt_accounts: body.type === 'ban' && body.excludeAltAccounts ? 1 : 0,
    case_id: body.caseId ?? null,
    revoked_at: null,
    revoked_by_id: null,
    revoked_by_name: null,
    revoke_reason: null,
    enforcement: body.type !== 'ban' ? 'not_applicable' : sendsBan ? 'pending' : 'not_configured',
    outbox_id: null,
    preset_id: body.presetId ?? null,
    appeal_code: appealCodeFor(body.type, body.appealable),
  };
  await writeTransaction(deps.database, async (trx) => {
    if (row.case_id !== null && !(await caseExists(trx, row.case_id))) throw notFound(MESSAGES.caseNotFound);
    if (row.preset_id !== null && !(await presetExists(trx, row.preset_id))) throw notFound(MESSAGES.sanctionPresetNotFound);
    if (EXCLUSIVE_SANCTION_TYPES.includes(body.type)) {
      if (deps.database.engine === 'postgres') await repo.lockPlayerSanctions(trx, userId, body.type);
      if (await repo.activeSanction(trx, userId, body.type, now)) throw conflict(ACTIVE_EXISTS[body.type]!);
    }
    if (sendsBan) {
      row.outbox_id = await enqueueRestriction(
        trx,
        {
          sanctionId: row.id,
          userId,
          restriction: {
            active: true,
            ...(row.expires_at !== null ? { duration: restrictionDuration(now, row.expires_at) } : {}),
            privateReason: row.reason,
            displayReason: row.public_reason,
            excludeAltAccounts: row.exclude_alt_accounts === 1,
          },
        },
        now,
      );
    }
    await repo.insertSanction(trx, row);
    await appendSanctionChange(trx, row, true, now);
    // The player's open reports are resolved by it (the reports area, given through the dependencies).
    await deps.onSanctionIssued?.(trx, deps.database.engine, { userId, sanctionId: row.id, by: { id: moderator.id, username: moderator.username }, at: now });
    if (row.case_id !== null) {
      await ensureCasePlayer(trx, row.case_id, userId, moderator, now);
      await appendActivity(trx, row.case_id, 'sanction_issued', moderator, { sanction: { id: row.id, type: row.type, userId } }, now);
      await touchCase(trx, row.case_id, now);
    }
    await recordAction(trx, actor, {
      category: 'moderation',
      action: 'sanction_issued',
      details: {
        sanctionId: row.id,
        userId,
        type: row.type,
        expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
        ...(row.case_id !== null ? { caseId: row.case_id } : {}),
        ...(row.preset_id !== null ? { presetId: row.preset_id } : {}),
        ...(row.appeal_code === null && body.type !== 'warn' ? { appealable: false } : {}),
      },
    });
  });
  if (sendsBan) deps.outbox.nudge();
  return { success: true, sanction: await toSanctionOne(deps.db, row, now, moderator.subject) };
}

export async function revokeSanction(deps: Deps, moderator: Moderator, id: string, reason: string): Promise<SanctionResponse> {
  const { actor } = moderator;
  assertMayHandle(moderator, (await sanctionRow(deps, id)).type);
  const now = Date.now();
  const { sent } = await writeTransaction(deps.database, async (trx) => {
    const revoked = await revokeInTransaction(deps, trx, moderator, id, reason, now);
    await recordAction(trx, actor, {
      category: 'moderation',
      action: 'sanction_revoked',
      details: { sanctionId: id, userId: Number(revoked.row.user_id), type: revoked.row.type, reason },
    });
    return revoked;
  });
  if (sent) deps.outbox.nudge();
  return { success: true, sanction: await toSanctionOne(deps.db, await sanctionRow(deps, id), Date.now(), moderator.subject) };
}

/**
 * A revoke inside the caller's transaction (a revoke, or an appeal lifted): the sanction, its feed
 * entry, the lift on Open Cloud for a ban, the case's history. 409 when it is no longer active. The
 * caller records the action and, when `sent`, nudges the outbox after commit.
 */
export async function revokeInTransaction(
  deps: Deps,
  trx: Kysely<DB>,
  moderator: Moderator,
  id: string,
  reason: string,
  now: number,
): Promise<{ row: repo.SanctionRow; sent: boolean }> {
  const row = await repo.findSanction(trx, id);
  if (!row) throw notFound(MESSAGES.sanctionNotFound);
  if (!isActive(row, now) || !(await repo.markRevoked(trx, id, { at: now, byId: moderator.id, byName: moderator.username, reason }))) {
    throw conflict(MESSAGES.sanctionNotActive);
  }
  await appendSanctionChange(trx, row, false, now);
  const sent = row.type === 'ban' && openCloudConfigured(deps.config);
  // The ban not yet sent need not go out at all; the lift is sent either way, after it.
  if (sent) await replaceDelivery(trx, row, { active: false }, 'Revoked before it was delivered', now);
  if (row.case_id !== null) {
    await appendActivity(trx, row.case_id, 'sanction_revoked', moderator, { sanction: { id, type: row.type, userId: Number(row.user_id) } }, now);
    await touchCase(trx, row.case_id, now);
  }
  return { row, sent };
}

/** Whether the sanction is in force at `now` (neither revoked nor past its end). */
export const isActive = (row: repo.SanctionRow, now: number): boolean =>
  sanctionStatus(
    { expiresAt: row.expires_at === null ? null : Number(row.expires_at), revokedAt: row.revoked_at === null ? null : Number(row.revoked_at) },
    now,
  ) === 'active';

/** Queues the ban's new state on Open Cloud in its place: a delivery of the old one not yet sent is cancelled. */
export async function replaceDelivery(
  trx: Kysely<DB>,
  row: repo.SanctionRow,
  restriction: GameJoinRestriction,
  cancelReason: string,
  now: number,
): Promise<void> {
  if (row.outbox_id !== null) await cancelPending(trx, row.outbox_id, cancelReason, now);
  await repo.setSanctionDelivery(trx, row.id, await enqueueRestriction(trx, { sanctionId: row.id, userId: Number(row.user_id), restriction }, now));
}

/** Sends the latest change of a sanction whose delivery failed again, with a fresh count of attempts. */
export async function retrySanction(deps: Deps, moderator: Moderator, id: string): Promise<SanctionResponse> {
  const { actor } = moderator;
  const row = await sanctionRow(deps, id);
  assertMayHandle(moderator, row.type);
  const delivery = row.outbox_id === null ? undefined : await findOutboxRow(deps.db, row.outbox_id);
  if (!delivery || delivery.status !== 'failed') throw conflict(MESSAGES.sanctionNotFailed);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await requeueFailed(trx, delivery.id))) throw conflict(MESSAGES.sanctionNotFailed);
    await repo.setDeliveryState(trx, id, delivery.id, 'pending');
    await recordAction(trx, actor, {
      category: 'moderation',
      action: 'sanction_enforcement_retried',
      details: { sanctionId: id, userId: Number(row.user_id), type: row.type, lastError: delivery.last_error },
    });
  });
  deps.outbox.nudge();
  return { success: true, sanction: await toSanctionOne(deps.db, row, Date.now(), moderator.subject) };
}
