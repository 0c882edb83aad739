// The player's latest appeal: waiting, or the answer in plain words with the moderator's public answer.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicAppeal, PublicSanction } from '@staff-console/domain';
import { APPEAL_PAGE } from './appeal-messages';

const SEVERITY = { open: 'info', upheld: 'warning', reduced: 'success', lifted: 'success' } as const;

export function AppealState({ appeal, sanction, sent }: { appeal: PublicAppeal; sanction: PublicSanction; sent: boolean }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {APPEAL_PAGE.appealHeading}
      </Typography>
      {sent ? (
        <Alert severity="success" role="status" data-testid="appeal-sent">
          {APPEAL_PAGE.sent}
        </Alert>
      ) : null}
      <Alert severity={SEVERITY[appeal.status]} data-testid="appeal-status" data-status={appeal.status}>
        {APPEAL_PAGE.status[appeal.status]}
        {appeal.status === 'reduced' ? ` ${APPEAL_PAGE.reducedEnds(sanction.expiresAt)}` : ''}
      </Alert>
      {appeal.publicAnswer ? (
        <div>
          <Typography variant="body2" color="text.secondary" component="h3">
            {APPEAL_PAGE.answer}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="appeal-answer">
            {appeal.publicAnswer}
          </Typography>
        </div>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {APPEAL_PAGE.submitted(appeal.submittedAt)}
        {appeal.decidedAt ? ` ${APPEAL_PAGE.decided(appeal.decidedAt)}` : ''}
      </Typography>
    </Stack>
  );
}
