// What an action-log entry is about, as links: each player (name · id, to their page), the case
// ("Case 12", to the case), the sanction (the player's sanctions), and a staff account (the log
// filtered to entries about that account).
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ActionTargets } from '@staff-console/domain';
import { PlayerLink } from '../../../components/players';
import { LOGS_UI } from './action-log-messages';
import { logsLink } from './logs-view';

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

function InnerLink({ to, children, testId }: { to: string; children: string; testId: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      onClick={stop}
      data-testid={testId}
      sx={{ fontWeight: 600, overflowWrap: 'break-word', minWidth: 0 }}
    >
      {children}
    </Link>
  );
}

export function LogTargets({ targets }: { targets: ActionTargets | undefined }) {
  if (!targets) return null;
  const { players, case: kase, user, sanctionId } = targets;
  if (players.length === 0 && !kase && !user && !sanctionId) return null;
  const first = players[0];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, alignItems: 'baseline' }} data-testid="log-targets">
      {players.map((p) => (
        <Typography key={p.userId} variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
          <PlayerLink userId={p.userId} name={p.name ?? String(p.userId)} maxWidth={160} />
          {p.name ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {` · ${p.userId}`}
            </Typography>
          ) : null}
        </Typography>
      ))}
      {kase ? (
        <InnerLink to={`/cases/${kase.id}`} testId="log-case-link">
          {LOGS_UI.caseLabel(kase.number)}
        </InnerLink>
      ) : null}
      {sanctionId && first ? (
        <InnerLink to={`/sanctions?player=${first.userId}`} testId="log-sanction-link">
          {LOGS_UI.sanction}
        </InnerLink>
      ) : null}
      {user ? (
        <InnerLink to={logsLink({ targetUser: user.id })} testId="log-user-link">
          {LOGS_UI.staffAccount(user.username ?? LOGS_UI.deletedAccount)}
        </InnerLink>
      ) : null}
    </Box>
  );
}
