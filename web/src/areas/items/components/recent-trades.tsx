// The newest trades the item changed hands in (Trade Logs' first page, filtered by the item's name),
// with a link to Trade Logs showing all of them.
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatNumber, formatTimestamp } from '@staff-console/domain';
import { PlayerLink } from '../../../components/players/player-link';
import { errorText } from '../../../lib/api-client';
import { useTrades } from '../../logs/trades';
import { ITEM_UI } from '../item-messages';

const UI = ITEM_UI.trades;
const PAGE = 10;
export const itemTradesPath = (name: string) => `/trades?${new URLSearchParams({ mode: 'advanced', itemName: name }).toString()}`;
const tradePath = (id: string) => `/trades?${new URLSearchParams({ open: id }).toString()}`;

export function RecentTrades({ name }: { name: string }) {
  const { data, isPending, isError, error } = useTrades({ skip: 0, count: PAGE, itemName: name, sortBy: 'date', sortOrder: 'desc' });
  let body;
  if (isPending) body = <Skeleton height={120} />;
  else if (isError) body = <Typography color="error">{errorText(error, UI.failed)}</Typography>;
  else if (data.data.length === 0) body = <Typography color="text.secondary">{UI.none}</Typography>;
  else
    body = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={UI.title}>
          <TableHead>
            <TableRow>
              <TableCell>{UI.columns.date}</TableCell>
              <TableCell>{UI.columns.sender}</TableCell>
              <TableCell>{UI.columns.receiver}</TableCell>
              <TableCell align="right">{UI.columns.value}</TableCell>
              <TableCell>{UI.columns.trade}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.map((t) => (
              <TableRow key={t._id} data-testid="item-trade">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(t.date)}</TableCell>
                <TableCell>
                  <PlayerLink userId={t.senderId} name={t.sender} />
                </TableCell>
                <TableCell>
                  <PlayerLink userId={t.receiverId} name={t.receiver} />
                </TableCell>
                <TableCell align="right">{formatNumber(t.total)}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={tradePath(t._id)} underline="hover">
                    {UI.open}
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  return (
    <Paper variant="outlined" component="section" aria-label={UI.title} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {UI.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {data ? `${UI.total(data.total)} · ` : null}
        <Link component={RouterLink} to={itemTradesPath(name)} underline="hover">
          {UI.all}
        </Link>
      </Typography>
      {body}
    </Paper>
  );
}
