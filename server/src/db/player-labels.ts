// The name staff see beside a player id wherever they decide something about that player: cases,
// sanctions, watch rules, alerts, the dashboard and the case report. A name is shown only when a
// kind of record the viewer may read showed it (a name seen only in trades stays hidden from staff
// who may not read trades), exactly as on the player page.
import { can, type PermissionSubject } from '@staff-console/domain';
import { type Kysely, sql } from 'kysely';
import { NAME_SOURCE } from './player-names';
import type { DB } from './schema';

/** The bits of `player_names.sources` whose names this viewer may be shown. */
export function nameSourcesOf(viewer: PermissionSubject | null): number {
  let bits: number = NAME_SOURCE.player;
  if (can(viewer, 'view_chat')) bits |= NAME_SOURCE.chat;
  if (can(viewer, 'view_trades')) bits |= NAME_SOURCE.trade;
  if (can(viewer, 'view_marketplace')) bits |= NAME_SOURCE.marketplace;
  // Names players gave in reports of one another (the reports routes need view_moderation).
  if (can(viewer, 'view_moderation')) bits |= NAME_SOURCE.report;
  return bits;
}

/** At most this many ids are named in one call: lists page, so a caller never needs more. */
export const MAX_LABELLED_PLAYERS = 1_000;

/**
 * The current name of each of these players that the viewer may see: the leaderboard record's
 * username, else the name most recently seen in a visible kind of record. Players with no visible
 * name are absent from the map. One index range per chunk of ids (the primary key of both tables).
 */
export async function playerNames(db: Kysely<DB>, userIds: readonly number[], sources: number): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)].slice(0, MAX_LABELLED_PLAYERS);
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  const [players, seen] = await Promise.all([
    db.selectFrom('players').select(['user_id', 'username']).where('user_id', 'in', ids).execute(),
    db
      .selectFrom('player_names')
      .select(['user_id', 'name', 'last_seen'])
      .where('user_id', 'in', ids)
      .where(sql<boolean>`(sources & ${sources}) <> 0`)
      .execute(),
  ]);
  const latest = new Map<number, number>();
  for (const row of seen) {
    const id = Number(row.user_id);
    const at = Number(row.last_seen);
    if ((latest.get(id) ?? -Infinity) < at) {
      latest.set(id, at);
      names.set(id, row.name);
    }
  }
  for (const row of players) if (row.username) names.set(Number(row.user_id), row.username);
  return names;
}

/** Each id with its name (null when the viewer may see none), in the order given. */
export async function playerLabels(
  db: Kysely<DB>,
  userIds: readonly number[],
  viewer: PermissionSubject | null,
): Promise<{ userId: number; name: string | null }[]> {
  const names = await playerNames(db, userIds, nameSourcesOf(viewer));
  return userIds.map((userId) => ({ userId, name: names.get(userId) ?? null }));
}
