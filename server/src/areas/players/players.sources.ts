// Where a player's timeline items come from. Each source is one index range: chat by user id;
// trades and marketplace entries by the player's id on either side, and — for rows stored without
// ids — by each name the player was seen under. The conditions make the sources disjoint (a trade
// with the player on both sides, or matched both by id and by name, belongs to exactly one), so
// counts add up and pages need no de-duplication.
import { type RawBuilder, sql } from 'kysely';
import type { TimelineKind } from '@staff-console/domain';

export interface TimelineSource {
  kind: TimelineKind;
  table: 'chat_messages' | 'trades' | 'marketplace' | 'notes' | 'sanctions' | 'appeals';
  time: 'timestamp' | 'date' | 'created_at' | 'submitted_at';
  /** The player's part in the row: `subject` of a note or sanction about them. */
  role: 'author' | 'sender' | 'receiver' | 'seller' | 'buyer' | 'subject';
  matchedBy: 'id' | 'name';
  where: RawBuilder<unknown>;
}

const ref = (column: string) => sql.ref(column);

/** The two sides of a trade or a purchase: [id column, lower-cased name column]. */
type Sides = readonly [first: readonly [string, string], second: readonly [string, string]];

function twoSided(
  kind: 'trade' | 'marketplace',
  table: 'trades' | 'marketplace',
  roles: readonly ['sender', 'receiver'] | readonly ['seller', 'buyer'],
  [[firstId, firstName], [secondId, secondName]]: Sides,
  userId: number,
  names: readonly string[],
): TimelineSource[] {
  const base = { kind, table, time: 'date' as const };
  const nameList = names.length > 0 ? sql.join(names.map((n) => sql`${n}`)) : null;
  // The first side named the player when it carries their id, or has no id and one of their names.
  // Never NULL (a NULL would make `NOT …` drop the row): a missing id compares as -1.
  const firstIsPlayer = nameList
    ? sql`(coalesce(${ref(firstId)}, -1) = ${userId} OR (${ref(firstId)} IS NULL AND ${ref(firstName)} IN (${nameList})))`
    : sql`(coalesce(${ref(firstId)}, -1) = ${userId})`;
  const sources: TimelineSource[] = [
    { ...base, role: roles[0], matchedBy: 'id', where: sql`${ref(firstId)} = ${userId}` },
    {
      ...base,
      role: roles[1],
      matchedBy: 'id',
      where: sql`${ref(secondId)} = ${userId} AND NOT ${firstIsPlayer}`,
    },
  ];
  for (const name of names) {
    sources.push(
      {
        ...base,
        role: roles[0],
        matchedBy: 'name',
        where: sql`${ref(firstName)} = ${name} AND ${ref(firstId)} IS NULL`,
      },
      {
        ...base,
        role: roles[1],
        matchedBy: 'name',
        where: sql`${ref(secondName)} = ${name} AND ${ref(secondId)} IS NULL AND NOT ${firstIsPlayer}`,
      },
    );
  }
  return sources;
}

/** Every source of the given kinds for one player (`names` lower-cased). */
export function timelineSources(userId: number, names: readonly string[], kinds: readonly TimelineKind[]): TimelineSource[] {
  const sources: TimelineSource[] = [];
  if (kinds.includes('chat')) {
    sources.push({ kind: 'chat', table: 'chat_messages', time: 'timestamp', role: 'author', matchedBy: 'id', where: sql`user_id = ${userId} AND hidden = 0` });
  }
  if (kinds.includes('trade')) {
    sources.push(
      ...twoSided(
        'trade',
        'trades',
        ['sender', 'receiver'],
        [
          ['sender_id', 'sender_lower'],
          ['receiver_id', 'receiver_lower'],
        ],
        userId,
        names,
      ),
    );
  }
  // Notes and sanctions about the player: one range of notes_player_idx / sanctions_player_idx each.
  if (kinds.includes('note')) {
    sources.push({ kind: 'note', table: 'notes', time: 'created_at', role: 'subject', matchedBy: 'id', where: sql`user_id = ${userId}` });
  }
  if (kinds.includes('sanction')) {
    sources.push({ kind: 'sanction', table: 'sanctions', time: 'created_at', role: 'subject', matchedBy: 'id', where: sql`user_id = ${userId}` });
  }
  // The player's appeals of their sanctions: one range of appeals_user_idx.
  if (kinds.includes('appeal')) {
    sources.push({ kind: 'appeal', table: 'appeals', time: 'submitted_at', role: 'subject', matchedBy: 'id', where: sql`user_id = ${userId}` });
  }
  if (kinds.includes('marketplace')) {
    sources.push(
      ...twoSided(
        'marketplace',
        'marketplace',
        ['seller', 'buyer'],
        [
          ['seller_id', 'seller_lower'],
          ['buyer_id', 'buyer_lower'],
        ],
        userId,
        names,
      ),
    );
  }
  return sources;
}
