// What 'Add to case' adds, and the requests that add it: a log row becomes evidence (the case is
// opened first when it is new, naming the row's players or the players staff ticked); a player joins
// the case's players. Several rows chosen together go into one case the same way.
import { type Case, type LogEvidenceKind, MODERATION_LIMITS } from '@staff-console/domain';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { CommentResponse } from '@staff-console/domain';
import { addEvidence, createCase, updateCase } from '../moderation-api';

/** A log row as evidence: its kind, id and the players it involves (sender and receiver, seller and buyer). */
export type LogRowTarget = { kind: LogEvidenceKind; id: string; players: readonly (number | null | undefined)[] };
export type CaseTarget = LogRowTarget | { kind: 'player'; userId: number };

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
  /** Rows chosen on a log screen: counted one by one even when there is only one. */
  asRows?: boolean;
}

/** Where several rows went: the case, how many rows were added and how many it already held. */
export interface AddedToCase extends Pick<Case, '_id' | 'number'> {
  added: number;
  alreadyThere: number;
}

/** A run of rows that stopped part-way: the case holds the rows before the one that failed. */
export class AddStopped extends Error {
  constructor(
    readonly caseNumber: number,
    readonly added: number,
    readonly total: number,
    readonly reason: unknown,
  ) {
    super(`Stopped after ${added} of ${total} rows`);
  }
}

/** The per-user request limit answers 429 to a burst: a row refused so is sent again after a pause. */
const RATE_WAIT_MS = 1_000;
const RATE_TRIES = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRateRetry<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 429) || attempt >= RATE_TRIES) throw error;
      await sleep(RATE_WAIT_MS);
    }
  }
}

const uniq = (ids: readonly number[]) => [...new Set(ids)];

/**
 * Several rows (and players) into one case: opened once when new, each row added as evidence in
 * turn (a row the case already holds is counted, not an error), the note written once as a comment.
 */
export async function addCaseTargets({ targets, caseRef, note, players: ticked, asRows = false }: AddCaseTargets): Promise<AddedToCase> {
  if (targets.length === 1 && !asRows) {
    const one = await addCaseTarget({ target: targets[0]!, caseRef, note, ...(ticked ? { players: ticked } : {}) });
    return { ...one, added: 1, alreadyThere: 0 };
  }
  const wanted = uniq([
    ...(ticked ?? targets.filter((t) => t.kind !== 'chat').flatMap(targetPlayers)),
    ...targets.flatMap((t) => (t.kind === 'player' ? [t.userId] : [])),
  ]);
  const theCase =
    'existing' in caseRef ? caseRef.existing : await createCase({ title: caseRef.title, players: wanted.slice(0, MODERATION_LIMITS.casePlayers) });
  const missing = 'existing' in caseRef ? wanted.filter((id) => !theCase.players.includes(id)) : [];
  if (missing.length > 0) await updateCase({ id: theCase._id, body: { players: [...theCase.players, ...missing].slice(0, MODERATION_LIMITS.casePlayers) } });
  const rows = targets.filter((t) => t.kind !== 'player');
  let added = 0;
  let alreadyThere = 0;
  for (const target of rows) {
    try {
      await withRateRetry(() => addEvidence({ caseId: theCase._id, body: { kind: target.kind, id: target.id } }));
      added += 1;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) alreadyThere += 1;
      else throw new AddStopped(theCase.number, added, rows.length, error);
    }
  }
  if (note) await apiRequest(`/api/cases/${theCase._id}/comments`, { method: 'POST', body: { text: note }, schema: CommentResponse });
  return { _id: theCase._id, number: theCase.number, added, alreadyThere };
}
