// What an action-log entry is about, read from its details when it is recorded, kept in indexed
// columns so the log filters by player, case or staff account without reading the details of
// millions of rows. A player id is a number in the details and a staff account's id a 24-hex string,
// so `userId` tells one from the other by its type.
import { HEX_ID } from '@staff-console/domain';

export interface StoredTargets {
  playerId: number | null;
  caseId: string | null;
  userId: string | null;
}

const playerId = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);
const hexId = (value: unknown): string | null => (typeof value === 'string' && HEX_ID.test(value) ? value : null);

/** Every player an entry names (a new case may name several), the first being the one it is indexed under. */
export function playersOf(action: string, details: Record<string, unknown>): number[] {
  const one = playerId(details.userId);
  if (one !== null) return [one];
  if (action === 'case_created' && Array.isArray(details.players)) return details.players.map(playerId).filter((id): id is number => id !== null);
  if (action.startsWith('watch_rule_') && details.kind === 'player' && typeof details.target === 'string' && /^\d{1,19}$/.test(details.target)) {
    const id = playerId(Number(details.target));
    return id === null ? [] : [id];
  }
  return [];
}

export function storedTargets(action: string, details: Record<string, unknown>): StoredTargets {
  return {
    playerId: playersOf(action, details)[0] ?? null,
    caseId: hexId(details.caseId),
    userId: hexId(details.userId) ?? (action === 'user_deleted' ? hexId(details.deletedUserId) : null),
  };
}
