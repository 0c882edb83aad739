// Sanctions as the API shows them: their status at this moment and how their latest change reached
// the platform (read from its outbox row). Used by the sanctions routes, cases and the timeline.
import type { Kysely } from 'kysely';
import {
  type Enforcement,
  type EnforcementState,
  formatAppealCode,
  type PermissionSubject,
  type Sanction,
  type SanctionType,
  sanctionStatus,
} from '@staff-console/domain';
import { nameSourcesOf, playerNames } from '../../../db/player-labels';
import type { DB } from '../../../db/schema';
import { iso, staffRef } from '../moderator';
import type { SanctionRow } from './sanctions.repository';

type Delivery = { id: string; status: string; attempts: number; last_error: string | null; sent_at: number | null };

/** The state is the sanction's own (kept with its delivery); the delivery adds attempts, the last error and when it was applied. */
function enforcementOf(row: SanctionRow, delivery: Delivery | undefined): Enforcement {
  const state = row.enforcement as EnforcementState;
  if (!delivery) return { state, attempts: 0 };
  return {
    state,
    attempts: Number(delivery.attempts),
    ...(delivery.last_error !== null && delivery.status !== 'sent' ? { lastError: delivery.last_error } : {}),
    ...(delivery.sent_at !== null && delivery.status === 'sent' ? { appliedAt: iso(delivery.sent_at) } : {}),
  };
}

function toSanction(row: SanctionRow, delivery: Delivery | undefined, now: number): Sanction {
  const expiresAt = row.expires_at === null ? null : Number(row.expires_at);
  const revokedAt = row.revoked_at === null ? null : Number(row.revoked_at);
  return {
    _id: row.id,
    userId: Number(row.user_id),
    type: row.type as SanctionType,
    reason: row.reason,
    publicReason: row.public_reason,
    createdAt: iso(row.created_at),
    createdBy: staffRef(row.created_by_id, row.created_by_name),
    expiresAt: expiresAt === null ? null : iso(expiresAt),
    excludeAltAccounts: Number(row.exclude_alt_accounts) === 1,
    ...(row.case_id !== null ? { caseId: row.case_id } : {}),
    ...(revokedAt !== null ? { revokedAt: iso(revokedAt) } : {}),
    ...(row.revoked_by_id !== null ? { revokedBy: staffRef(row.revoked_by_id, row.revoked_by_name ?? '') } : {}),
    ...(row.revoke_reason !== null ? { revokeReason: row.revoke_reason } : {}),
    status: sanctionStatus({ expiresAt, revokedAt }, now),
    enforcement: enforcementOf(row, delivery),
    ...(row.preset_id ? { presetId: row.preset_id } : {}),
    ...(row.appeal_code !== null ? { appealCode: formatAppealCode(row.appeal_code) } : {}),
  };
}

type AppealSummary = NonNullable<Sanction['appeal']>;

/** The latest appeal of each of these sanctions (one read through appeals_sanction_idx). */
async function latestAppeals(db: Kysely<DB>, sanctionIds: readonly string[]): Promise<Map<string, AppealSummary>> {
  const latest = new Map<string, AppealSummary>();
  if (sanctionIds.length === 0) return latest;
  const rows = await db
    .selectFrom('appeals')
    .select(['id', 'sanction_id', 'status', 'submitted_at', 'decided_at'])
    .where('sanction_id', 'in', sanctionIds)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const r of rows) {
    if (latest.has(r.sanction_id)) continue;
    latest.set(r.sanction_id, {
      _id: r.id,
      status: r.status as AppealSummary['status'],
      submittedAt: iso(r.submitted_at),
      ...(r.decided_at !== null ? { decidedAt: iso(r.decided_at) } : {}),
    });
  }
  return latest;
}

/**
 * The sanctions of these rows, in their order (one read of their outbox rows). Given the viewer,
 * each carries the player's name as that viewer may see it (one read of the names).
 */
export async function toSanctions(db: Kysely<DB>, rows: readonly SanctionRow[], now = Date.now(), viewer?: PermissionSubject | null): Promise<Sanction[]> {
  const ids = rows.flatMap((r) => (r.outbox_id !== null ? [r.outbox_id] : []));
  const appealable = rows.flatMap((r) => (r.appeal_code !== null ? [r.id] : []));
  const [deliveries, names, appeals] = await Promise.all([
    ids.length === 0 ? [] : db.selectFrom('outbox').select(['id', 'status', 'attempts', 'last_error', 'sent_at']).where('id', 'in', ids).execute(),
    viewer === undefined
      ? undefined
      : playerNames(
          db,
          rows.map((r) => Number(r.user_id)),
          nameSourcesOf(viewer),
        ),
    latestAppeals(db, appealable),
  ]);
  const byId = new Map(deliveries.map((d) => [d.id, d]));
  return rows.map((row) => {
    const appeal = appeals.get(row.id);
    const sanction = { ...toSanction(row, row.outbox_id !== null ? byId.get(row.outbox_id) : undefined, now), ...(appeal ? { appeal } : {}) };
    return names ? { ...sanction, playerName: names.get(sanction.userId) ?? null } : sanction;
  });
}

export async function toSanctionOne(db: Kysely<DB>, row: SanctionRow, now = Date.now(), viewer?: PermissionSubject | null): Promise<Sanction> {
  return (await toSanctions(db, [row], now, viewer))[0]!;
}
