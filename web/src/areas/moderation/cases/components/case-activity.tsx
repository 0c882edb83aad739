// Comments and history of a case, oldest first: the latest page, 'Show older' above it for the page
// before, with how many entries the case holds; and (with moderate) a comment box.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatTimestamp, MODERATION_LIMITS, type CaseActivity as Activity } from '@staff-console/domain';
import { FormTextField } from '../../../../components/form-text-field';
import { errorText } from '../../../../lib/api-client';
import { PlayerLabelLink } from '../../../../components/players';
import { activityAction, activityPlayer, changeWords, playerIdsOf } from '../activity-words';
import { useAddComment, useCaseActivity } from '../api/case';
import { CASES_UI } from '../cases-messages';
import { PagedSection } from './paged-section';
import { ItemRow } from '../../../../components/list-screen';

/** Players as "Name · id" links, separated by commas; '(none)' for an empty list. */
function PlayerList({ a, ids }: { a: Activity; ids: readonly number[] }) {
  if (ids.length === 0) return <>{CASES_UI.empty}</>;
  return (
    <>
      {ids.map((id, i) => (
        <span key={id}>
          {i > 0 ? ', ' : ''}
          <PlayerLabelLink label={activityPlayer(a, id)} />
        </span>
      ))}
    </>
  );
}

function ActivityItem({ a }: { a: Activity }) {
  return (
    <ItemRow data-testid="activity-item" data-type={a.type} sx={{ py: 1.25 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <strong>{a.by.username}</strong> {activityAction(a)}
        {a.sanction ? (
          <>
            {' '}
            <PlayerLabelLink label={activityPlayer(a, a.sanction.userId)} />
          </>
        ) : null}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1, whiteSpace: 'nowrap' }}>
          {formatTimestamp(a.at)}
        </Typography>
      </Typography>
      {a.text ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{a.text}</Typography> : null}
      {a.playersAdded && a.playersAdded.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="players-added">
          {`${CASES_UI.activity.playersAdded} `}
          <PlayerList a={a} ids={a.playersAdded} />
        </Typography>
      ) : null}
      {a.changes?.map((c) => (
        <Typography key={c.field} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {c.field === 'players' ? (
            <>
              {`${CASES_UI.fieldNames.players}: `}
              <PlayerList a={a} ids={playerIdsOf(c.from)} />
              {' → '}
              <PlayerList a={a} ids={playerIdsOf(c.to)} />
            </>
          ) : (
            changeWords(c)
          )}
        </Typography>
      ))}
    </ItemRow>
  );
}

export function CaseActivity({ caseId, canComment }: { caseId: string; canComment: boolean }) {
  const [text, setText] = useState('');
  const comment = useAddComment();
  const query = useCaseActivity(caseId);
  const pages = query.data?.pages;
  // Pages come newest first; the list reads oldest first.
  const activity = useMemo<Activity[]>(() => [...(pages ?? [])].reverse().flatMap((p) => p.activity), [pages]);
  const total = pages?.[0]?.total ?? 0;
  return (
    <PagedSection
      title={CASES_UI.history}
      query={query}
      count={{ shown: activity.length, total }}
      failed={CASES_UI.historyFailed}
      empty={CASES_UI.noActivity}
      more={{ shown: CASES_UI.historyShown(activity.length, total), label: CASES_UI.showOlder, testId: 'history-more', place: 'over' }}
      footer={
        canComment ? (
          <Box
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              if (text.trim()) comment.mutate({ id: caseId, text: text.trim() }, { onSuccess: () => setText('') });
            }}
            sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}
          >
            <FormTextField
              label={CASES_UI.comment}
              value={text}
              onChange={(e) => setText(e.target.value)}
              multiline
              minRows={2}
              inputProps={{ maxLength: MODERATION_LIMITS.comment }}
            />
            {comment.isError ? (
              <Alert severity="error" role="alert">
                {errorText(comment.error, CASES_UI.failed)}
              </Alert>
            ) : null}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" loading={comment.isPending} disabled={text.trim() === ''}>
                {CASES_UI.addComment}
              </Button>
            </Box>
          </Box>
        ) : null
      }
    >
      <Box
        component="ol"
        aria-label={CASES_UI.history}
        sx={{ listStyle: 'none', m: 0, p: 0, borderTop: total > activity.length ? 1 : 0, borderColor: 'divider' }}
      >
        {activity.map((a) => (
          <ActivityItem key={a._id} a={a} />
        ))}
      </Box>
    </PagedSection>
  );
}
