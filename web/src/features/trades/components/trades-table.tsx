// The desktop table (SPEC §2): Date, Sender, Receiver, Items, Trade Value, P/L, Actions.
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { formatRap, type Trade } from '@staff-console/domain';
import { TRADE_UI } from '../trade-messages';
import { DateTime, ItemCount, Party, ProfitLoss, receivedSide, sentSide } from './trade-parts';

const COLUMNS = TRADE_UI.columns;
// Medium screens share the width with the sidebar: tighter cells keep the seven columns in view.
const COMPACT = { '& th, & td': { px: { md: 1, lg: 2 } } } as const;

function Head() {
  return (
    <TableHead>
      <TableRow>
        <TableCell>{COLUMNS.date}</TableCell>
        <TableCell>{COLUMNS.sender}</TableCell>
        <TableCell>{COLUMNS.receiver}</TableCell>
        <TableCell>{COLUMNS.items}</TableCell>
        <TableCell align="right">{COLUMNS.value}</TableCell>
        <TableCell align="right">{COLUMNS.profitLoss}</TableCell>
        <TableCell align="center">{COLUMNS.actions}</TableCell>
      </TableRow>
    </TableHead>
  );
}

export interface TradesTableProps {
  trades: readonly Trade[];
  onOpen: (id: string) => void;
}

export function TradesTable({ trades, onOpen }: TradesTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={TRADE_UI.tableLabel} sx={COMPACT}>
        <Head />
        <TableBody>
          {trades.map((trade) => (
            <TableRow key={trade._id} hover data-testid="trade-row" data-id={trade._id}>
              <TableCell sx={{ minWidth: 110 }}>
                <DateTime value={trade.date} />
              </TableCell>
              <TableCell sx={{ minWidth: 150 }}>
                <Party name={trade.sender} userId={trade.senderId} gave={sentSide(trade)} />
              </TableCell>
              <TableCell sx={{ minWidth: 150 }}>
                <Party name={trade.receiver} userId={trade.receiverId} gave={receivedSide(trade)} />
              </TableCell>
              <TableCell>
                <ItemCount count={trade.itemCount} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }} data-testid="trade-value">
                {formatRap(trade.total)}
              </TableCell>
              <TableCell align="right">
                <ProfitLoss value={trade.profitLoss} lopsided={trade.lopsided} />
              </TableCell>
              <TableCell align="center">
                <Tooltip title={TRADE_UI.viewDetails}>
                  <IconButton aria-label={TRADE_UI.viewDetails} onClick={() => onOpen(trade._id)}>
                    <VisibilityOutlinedIcon />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function TradesTableSkeleton({ rows }: { rows: number }) {
  return (
    <TableContainer component={Paper} variant="outlined" aria-busy="true" aria-label={TRADE_UI.loading}>
      <Table size="small" sx={COMPACT}>
        <Head />
        <TableBody>
          {Array.from({ length: rows }, (_, i) => (
            <TableRow key={i} data-testid="trade-row-skeleton">
              {Array.from({ length: 7 }, (_, j) => (
                <TableCell key={j}>
                  <Skeleton variant="text" width={j === 6 ? 32 : '80%'} sx={j === 6 ? { mx: 'auto' } : undefined} />
                  {j === 1 || j === 2 ? <Skeleton variant="text" width="60%" /> : null}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
