// Claiming a player's reports, from the queue (the c key) or the player's panel. A 409 means another
// moderator holds them: the moderator is told who, and an administrator may take them over.
import { useCallback, useState } from 'react';
import { useModerationMutation } from '../../moderation';
import { errorText, isApiError } from '../../../lib/api-client';
import { claimReports } from '../api/reports-api';
import { REPORTS_UI } from '../reports-messages';

/** The player whose reports are claimed: a name and an id, as every action names its target. */
export interface ClaimTarget {
  userId: number;
  name: string;
}

export type ClaimOutcome =
  | { kind: 'claimed'; target: ClaimTarget; count: number }
  /** `holder`: who holds them, when the server said; else its own sentence is shown. */
  | { kind: 'conflict'; target: ClaimTarget; holder: string | null; sentence: string }
  | { kind: 'failed'; target: ClaimTarget; sentence: string };

/** The staff member named in a 409's body (`assignee` or `holder`, a staff reference), when there is one. */
function holderOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body = error.body as { assignee?: { username?: unknown }; holder?: { username?: unknown } } | null;
  const name = body?.assignee?.username ?? body?.holder?.username;
  return typeof name === 'string' && name !== '' ? name : null;
}

export function useClaim() {
  const mutation = useModerationMutation(claimReports);
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);
  const { mutate } = mutation;
  const claim = useCallback(
    (target: ClaimTarget, force = false) => {
      setOutcome(null);
      mutate(force ? { reportedId: target.userId, force: true } : { reportedId: target.userId }, {
        onSuccess: (answer) => setOutcome({ kind: 'claimed', target, count: answer.claimed }),
        onError: (error) =>
          setOutcome(
            isApiError(error) && error.status === 409
              ? { kind: 'conflict', target, holder: holderOf(error), sentence: errorText(error, REPORTS_UI.claimConflictUnknown) }
              : { kind: 'failed', target, sentence: errorText(error, REPORTS_UI.claimFailed) },
          ),
      });
    },
    [mutate],
  );
  return { claim, pending: mutation.isPending, outcome, clear: useCallback(() => setOutcome(null), []) };
}

export type ClaimController = ReturnType<typeof useClaim>;
