// Comments and history of a case, oldest first, and (with moderate) a comment box.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatTimestamp, MODERATION_LIMITS, type CaseActivity as Activity } from '@staff-console/domain';
import { FormTextField } from '../../../components/form-text-field';
import { errorText } from '../../../lib/api-client';
import { PlayerLabelLink } from '../../../components/player-picker-label';
import { activityAction, activityPlayer, changeWords, playerIdsOf } from '../activity-words';
import { useAddComment } from '../api/case';
import { CASES_UI } from '../cases-messages';

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
    <Box
      component="li"
      data-testid="activity-item"
      data-type={a.type}
      sx={{ px: { xs: 1.5, sm: 2.5 }, py: 1.25, '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' } }}
    >
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
    </Box>
  );
}

export function CaseActivity({ caseId, activity, canComment }: { caseId: string; activity: Activity[]; canComment: boolean }) {
  const [text, setText] = useState('');
  const comment = useAddComment();
  return (
    <Paper variant="outlined" component="section" aria-label={CASES_UI.history} sx={{ minWidth: 0 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, p: 2, pb: 1 }}>
        {CASES_UI.history}
      </Typography>
      {activity.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2.5, pb: 2 }}>
          {CASES_UI.noActivity}
        </Typography>
      ) : (
        <Box component="ol" aria-label={CASES_UI.history} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {activity.map((a) => (
            <ActivityItem key={a._id} a={a} />
          ))}
        </Box>
      )}
      {canComment ? (
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
      ) : null}
    </Paper>
  );
}
