// What 'Add to case' adds, and the requests that add it: a log row becomes evidence (the case is
// opened first when it is new, naming the row's players); a player joins the case's players.
import type { Case, EvidenceKind } from '@staff-console/domain';
import { apiRequest } from '../../lib/api-client';
import { CommentResponse } from '@staff-console/domain';
import { addEvidence, createCase, updateCase } from './moderation-api';

export type CaseTarget = { kind: EvidenceKind; id: string; players: readonly (number | null | undefined)[] } | { kind: 'player'; userId: number };

/** The players a new case names for this target: the row's players that carry a user id. */
export function targetPlayers(target: CaseTarget): number[] {
  const ids = target.kind === 'player' ? [target.userId] : target.players;
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

export interface AddCaseTarget {
  target: CaseTarget;
  caseRef: { existing: Pick<Case, '_id' | 'number' | 'players'> } | { title: string };
  note: string;
  /**
   * The players staff ticked (a chat line's sender and the players it names): a new case names
   * exactly these; an existing case gains those it lacks. Absent: a new case names the target's players.
   */
  players?: readonly number[];
}

export async function addCaseTarget({ target, caseRef, note, players: ticked }: AddCaseTarget): Promise<Pick<Case, '_id' | 'number'>> {
  const players = ticked ? [...ticked] : targetPlayers(target);
  const theCase = 'existing' in caseRef ? caseRef.existing : await createCase({ title: caseRef.title, players });
  const missing = 'existing' in caseRef && ticked ? ticked.filter((id) => !theCase.players.includes(id)) : [];
  if (missing.length > 0) await updateCase({ id: theCase._id, body: { players: [...theCase.players, ...missing] } });
  if (target.kind === 'player') {
    if (!theCase.players.includes(target.userId)) await updateCase({ id: theCase._id, body: { players: [...theCase.players, target.userId] } });
    if (note) await apiRequest(`/api/cases/${theCase._id}/comments`, { method: 'POST', body: { text: note }, schema: CommentResponse });
  } else {
    await addEvidence({ caseId: theCase._id, body: { kind: target.kind, id: target.id, ...(note ? { note } : {}) } });
  }
  return { _id: theCase._id, number: theCase.number };
}
