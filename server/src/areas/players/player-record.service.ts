// The moderation record at the top of the player page: whether the player is banned or muted now and
// until when, their past sanctions by type, how many notes staff wrote, and the open cases about them.
import { PLAYER_RECORD_CASES, type PlayerRecord, SANCTION_TYPES, type SanctionType } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { iso, activeSanction, type SanctionRow } from '../moderation';
import { noteCount, openCases, sanctionCounts } from './player-record.repository';

const activeRef = (row: SanctionRow | undefined): PlayerRecord['activeBan'] =>
  row ? { id: row.id, expiresAt: row.expires_at === null ? null : iso(row.expires_at), reason: row.reason } : null;

export async function getPlayerRecord(database: Database, userId: number): Promise<PlayerRecord> {
  const { db } = database;
  const now = Date.now();
  const [ban, mute, counts, notes, cases] = await Promise.all([
    activeSanction(db, userId, 'ban', now),
    activeSanction(db, userId, 'mute', now),
    sanctionCounts(db, userId),
    noteCount(db, userId),
    openCases(db, userId, PLAYER_RECORD_CASES),
  ]);
  const sanctionCountsByType = Object.fromEntries(SANCTION_TYPES.map((t) => [t, 0])) as Record<SanctionType, number>;
  let revokedCount = 0;
  for (const row of counts) {
    if (Number(row.revoked) === 1) revokedCount += Number(row.n);
    else if ((SANCTION_TYPES as readonly string[]).includes(row.type)) sanctionCountsByType[row.type as SanctionType] += Number(row.n);
  }
  return {
    activeBan: activeRef(ban),
    activeMute: activeRef(mute),
    sanctionCounts: sanctionCountsByType,
    revokedCount,
    noteCount: notes,
    openCases: cases.rows.map((c) => ({ id: c.id, number: Number(c.number), title: c.title, status: c.status })),
    openCaseCount: cases.total,
  };
}
