// An appeal opened beside the queue: whom it is about, the appeal and its sanction, Decide (or why
// this reviewer may not), and the case and history behind it.
import { useContext, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { isAdmin, permissionSubject, type Appeal } from '@staff-console/domain';
import { AuthContext } from '../../../lib/auth-context';
import { useModerationAccess } from '../../moderation';
import { useAppeal } from '../api/appeals-api';
import { APPEALS_UI } from '../appeals-messages';
import { whyNotDecide, type Decider } from '../decide-form';
import { AppealContext } from './appeal-context';
import { AppealHeader, AppealSanction, AppealWords } from './appeal-details';
import { DecideDialog } from './decide-dialog';

function useDecider(): Decider {
  const user = useContext(AuthContext)?.user ?? null;
  const access = useModerationAccess();
  return { userId: user?.id ?? null, admin: isAdmin(permissionSubject(user)), ban: access.ban };
}

function DecideButton({ appeal, decider }: { appeal: Appeal; decider: Decider }) {
  const [deciding, setDeciding] = useState(false);
  if (appeal.status !== 'open') return null;
  const why = whyNotDecide(appeal, decider);
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button variant="contained" onClick={() => setDeciding(true)} disabled={why !== null} aria-describedby={why ? 'appeal-why-not-decide' : undefined}>
        {APPEALS_UI.decide}
      </Button>
      {why ? (
        <Alert severity="info" id="appeal-why-not-decide" data-testid="appeal-why-not-decide">
          {why}
        </Alert>
      ) : null}
      {deciding ? <DecideDialog appeal={appeal} decider={decider} onClose={() => setDeciding(false)} /> : null}
    </Box>
  );
}

export function AppealPanel({ id, listed, onClose }: { id: string; listed: Appeal | undefined; onClose: () => void }) {
  const query = useAppeal(id);
  const decider = useDecider();
  const appeal = query.data ?? listed;
  const title = APPEALS_UI.panelTitle(appeal ? (appeal.playerName ?? String(appeal.userId)) : '…');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0 }} data-testid="appeal-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={APPEALS_UI.close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'grid', gap: 2.5, alignContent: 'start', minWidth: 0 }}>
        {appeal ? (
          <>
            <AppealHeader appeal={appeal} />
            <AppealWords appeal={appeal} />
            <DecideButton appeal={appeal} decider={decider} />
            <AppealSanction appeal={appeal} />
            <AppealContext appeal={appeal} />
          </>
        ) : query.isError ? (
          <Alert severity="error">{APPEALS_UI.panelFailed}</Alert>
        ) : (
          <Skeleton variant="rounded" height={160} />
        )}
      </Box>
    </Box>
  );
}
