// The two layouts of the Sessions card: a table for wide screens, a stacked list for phones.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StaffSession } from '@staff-console/domain';
import { formatTimestamp } from '../../../lib/format';
import { SESSIONS_UI as S } from './security-messages';
import { describeUserAgent } from './user-agent';

interface ViewProps {
  sessions: readonly StaffSession[];
  onEnd: (session: StaffSession) => void;
}

/** A date and time that wraps only between the two, never inside either. */
function DateTime({ value }: { value: string }) {
  const [day, time] = formatTimestamp(value).split(' • ');
  if (time === undefined) return <>{day}</>;
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {day} •
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {time}
      </Box>
    </>
  );
}

function Device({ session }: { session: StaffSession }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box
        component="span"
        title={session.userAgent || undefined}
        sx={{ fontWeight: 600, overflowWrap: 'break-word', minWidth: 0 }}
        data-testid="session-device"
      >
        {describeUserAgent(session.userAgent)}
      </Box>
      {session.current ? <Chip label={S.thisSession} size="small" color="primary" /> : null}
    </Box>
  );
}

function EndButton({ session, onEnd }: { session: StaffSession; onEnd: ViewProps['onEnd'] }) {
  return (
    <Button size="small" color="error" variant="outlined" aria-label={S.endLabel(describeUserAgent(session.userAgent))} onClick={() => onEnd(session)}>
      {S.end}
    </Button>
  );
}

export function SessionsTable({ sessions, onEnd }: ViewProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={S.tableLabel}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell>{S.columns.device}</TableCell>
            <TableCell>{S.columns.address}</TableCell>
            <TableCell>{S.columns.signedIn}</TableCell>
            <TableCell>{S.columns.lastSeen}</TableCell>
            <TableCell align="right">{S.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.map((s) => (
            <TableRow key={s.id} data-testid="session-row" data-current={s.current}>
              <TableCell>
                <Device session={s} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 110 }}>{s.ip}</TableCell>
              <TableCell>
                <DateTime value={s.createdAt} />
              </TableCell>
              <TableCell>
                <DateTime value={s.lastSeenAt} />
              </TableCell>
              <TableCell align="right">
                <EndButton session={s} onEnd={onEnd} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

export function SessionsList({ sessions, onEnd }: ViewProps) {
  return (
    <Box component="ul" aria-label={S.tableLabel} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {sessions.map((s) => (
        <Box
          component="li"
          key={s.id}
          data-testid="session-row"
          data-current={s.current}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'grid', gap: 0.5 }}
        >
          <Device session={s} />
          <Fact label={S.address} value={s.ip} />
          <Fact label={S.signedIn} value={<DateTime value={s.createdAt} />} />
          <Fact label={S.lastSeen} value={<DateTime value={s.lastSeenAt} />} />
          <Box sx={{ mt: 0.5 }}>
            <EndButton session={s} onEnd={onEnd} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
