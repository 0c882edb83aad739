// Profile → Sessions: every live sign-in of mine (browser, address, signed in, last seen), the
// current one marked; End signs another browser out on its next request, and on this one signs
// me out. A table from md up, a stacked list below.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { StaffSession } from '@staff-console/domain';
import { errorText } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useEndSession, useSessions } from './security-api';
import { SESSIONS_UI as S } from './security-messages';
import { SessionsList, SessionsTable } from './sessions-views';
import { describeUserAgent } from './user-agent';
import { ProfileSection } from './profile-section';

/** The current session first, then the most recently seen. */
export const sortSessions = (sessions: readonly StaffSession[]): StaffSession[] =>
  [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt));

export function SessionsCard({ onChanged }: { onChanged: (message: string) => void }) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const { logout } = useAuth();
  const sessions = useSessions();
  const end = useEndSession();
  const [target, setTarget] = useState<StaffSession | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (session: StaffSession) => {
    end.reset();
    setTarget(session);
    setOpen(true);
  };
  const confirm = () => {
    if (!target) return;
    // This browser's own session: signing out ends it on the server.
    if (target.current) {
      setOpen(false);
      logout();
      return;
    }
    end.mutate(target.id, {
      onSuccess: (res) => {
        setOpen(false);
        onChanged(res.message ?? S.ended);
      },
    });
  };
  const list = sessions.data ? sortSessions(sessions.data) : [];
  const device = target ? describeUserAgent(target.userAgent) : '';

  return (
    <ProfileSection id="profile-sessions" title={S.title} body={S.body} spacing={{ mt: 3 }} testId="sessions-card">
      {sessions.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void sessions.refetch()}>
              {S.retry}
            </Button>
          }
        >
          {errorText(sessions.error, S.loadFailed)}
        </Alert>
      ) : null}
      {sessions.isPending ? (
        <Box aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Box>
      ) : null}
      {sessions.data ? wide ? <SessionsTable sessions={list} onEnd={ask} /> : <SessionsList sessions={list} onEnd={ask} /> : null}
      {sessions.data && list.length === 1 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {S.empty}
        </Typography>
      ) : null}
      <ConfirmDialog
        open={open}
        title={target?.current ? S.endCurrentTitle : S.endTitle}
        body={target?.current ? S.endCurrentBody : S.endBody(device)}
        confirmLabel={target?.current ? S.endCurrentConfirm : S.end}
        pending={end.isPending}
        error={end.isError ? errorText(end.error, S.endFailed) : null}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </ProfileSection>
  );
}
