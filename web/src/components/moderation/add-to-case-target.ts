// What 'Add to case' adds, and the requests that add it: a log row becomes evidence (the case is
// opened first when it is new, naming the row's players or the players staff ticked); a player joins
// the case's players. Several rows chosen together go into one case the same way.
import { type Case, type EvidenceKind, MODERATION_LIMITS } from '@staff-console/domain';
import { ApiError, apiRequest } from '../../lib/api-client';
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

export interface AddCaseTargets extends Omit<AddCaseTarget, 'target'> {
  targets: readonly CaseTarget[];
}

/** Where several rows went: the case, and how many of them it already held. */
export interface AddedToCase extends Pick<Case, '_id' | 'number'> {
  alreadyThere: number;
}

const uniq = (ids: readonly number[]) => [...new Set(ids)];

/**
 * Several rows (and players) into one case: opened once when new, each row added as evidence in
 * turn (a row the case already holds is counted, not an error), the note written once as a comment.
 */
export async function addCaseTargets({ targets, caseRef, note, players: ticked }: AddCaseTargets): Promise<AddedToCase> {
  if (targets.length === 1)
    return { ...(await addCaseTarget({ target: targets[0]!, caseRef, note, ...(ticked ? { players: ticked } : {}) })), alreadyThere: 0 };
  const wanted = uniq([
    ...(ticked ?? targets.filter((t) => t.kind !== 'chat').flatMap(targetPlayers)),
    ...targets.flatMap((t) => (t.kind === 'player' ? [t.userId] : [])),
  ]);
  const theCase =
    'existing' in caseRef ? caseRef.existing : await createCase({ title: caseRef.title, players: wanted.slice(0, MODERATION_LIMITS.casePlayers) });
  const missing = 'existing' in caseRef ? wanted.filter((id) => !theCase.players.includes(id)) : [];
  if (missing.length > 0) await updateCase({ id: theCase._id, body: { players: [...theCase.players, ...missing].slice(0, MODERATION_LIMITS.casePlayers) } });
  let alreadyThere = 0;
  for (const target of targets) {
    if (target.kind === 'player') continue;
    try {
      await addEvidence({ caseId: theCase._id, body: { kind: target.kind, id: target.id } });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      alreadyThere += 1;
    }
  }
  if (note) await apiRequest(`/api/cases/${theCase._id}/comments`, { method: 'POST', body: { text: note }, schema: CommentResponse });
  return { _id: theCase._id, number: theCase.number, alreadyThere };
}
