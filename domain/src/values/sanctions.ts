// Sanction rules shared by the server and the screens (docs/RULES.md, "Moderation"): the duration
// presets offered when issuing one, when it ends, its status at a given moment, and who may handle it.
import type { Permission } from '../permissions';

export const SANCTION_TYPES = ['warn', 'mute', 'ban'] as const;
export type SanctionType = (typeof SANCTION_TYPES)[number];

export const SANCTION_STATUSES = ['active', 'expired', 'revoked'] as const;
export type SanctionStatus = (typeof SANCTION_STATUSES)[number];

const HOUR = 3600;
const DAY = 24 * HOUR;

/** The durations offered when issuing a mute or a ban; `seconds: null` is permanent. */
export const SANCTION_DURATION_PRESETS: readonly { label: string; seconds: number | null }[] = [
  { label: '1 hour', seconds: HOUR },
  { label: '1 day', seconds: DAY },
  { label: '7 days', seconds: 7 * DAY },
  { label: '30 days', seconds: 30 * DAY },
  { label: 'Permanent', seconds: null },
];

/** The longest duration accepted (ten years): anything longer is written as permanent. */
export const SANCTION_MAX_DURATION_SECONDS = 10 * 365 * DAY;

/** When a sanction issued at `issuedAt` (epoch ms) for `durationSeconds` ends; null when permanent (a warning always is). */
export function sanctionExpiry(type: SanctionType, issuedAt: number, durationSeconds: number | null | undefined): number | null {
  if (type === 'warn' || durationSeconds === null || durationSeconds === undefined) return null;
  return issuedAt + durationSeconds * 1000;
}

/**
 * A sanction's status at `now` (epoch ms): revoked once revoked; expired from its expiry on; else
 * active. Nothing needs to run when a sanction expires: its status is read from its times.
 */
export function sanctionStatus(sanction: { expiresAt: number | null; revokedAt: number | null }, now: number): SanctionStatus {
  if (sanction.revokedAt !== null) return 'revoked';
  if (sanction.expiresAt !== null && sanction.expiresAt <= now) return 'expired';
  return 'active';
}

/** A player has at most one active sanction of these types at a time. */
export const EXCLUSIVE_SANCTION_TYPES: readonly SanctionType[] = ['mute', 'ban'];

/**
 * The permission issuing, revoking or retrying a sanction of each type needs: a ban needs
 * ban_players, a warning or a mute moderate. The server enforces it; the screens offer only what it allows.
 */
export const SANCTION_PERMISSIONS = { warn: 'moderate', mute: 'moderate', ban: 'ban_players' } as const satisfies Record<SanctionType, Permission>;
export type SanctionPermission = (typeof SANCTION_PERMISSIONS)[SanctionType];

/** Which permission issuing (or revoking, retrying) a sanction of this type needs. */
export const sanctionPermission = (type: SanctionType): SanctionPermission => SANCTION_PERMISSIONS[type];
