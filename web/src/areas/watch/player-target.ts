// A player rule's player typed as a name or a user id: digits are the id; a name is looked up
// among the players seen under it, and must name exactly one (else the dialog says why and offers
// the players seen under it).
import type { PlayerMatch } from '@staff-console/domain';
import { lookUpPlayerName } from './watch-api';

export type PlayerTarget =
  { kind: 'id'; userId: number; name: string | null } | { kind: 'none'; typed: string } | { kind: 'many'; typed: string; matches: PlayerMatch[] };

export const isUserId = (typed: string): boolean => /^\d+$/.test(typed.trim());

export async function resolvePlayerTarget(typed: string): Promise<PlayerTarget> {
  const text = typed.trim();
  if (isUserId(text)) return { kind: 'id', userId: Number(text), name: null };
  const matches = await lookUpPlayerName(text);
  const ids = new Set(matches.map((m) => m.userId));
  if (ids.size === 1) return { kind: 'id', userId: matches[0]!.userId, name: matches[0]!.username || matches[0]!.name };
  return ids.size === 0 ? { kind: 'none', typed: text } : { kind: 'many', typed: text, matches };
}
