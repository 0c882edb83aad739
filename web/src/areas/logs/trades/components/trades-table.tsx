// The desktop table (md and up): Date, Sender, Receiver, Items, Trade Value, P/L, Actions.
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { formatRap, type Trade } from '@staff-console/domain';
import { AddToCaseButton, type SelectedLogRow } from '../../../moderation';
import { DateTime, ListTable, ListTableSkeleton, PageCheckbox, RowCheckbox, type ListColumn, type RowSelection } from '../../../../components/list-screen';
import { TRADE_UI } from '../trade-messages';
import { AMOUNT_WRAP, ItemCount, Party, ProfitLoss, receivedSide, sentSide } from './trade-parts';

const C = TRADE_UI.columns;
const COLUMNS: readonly ListColumn[] = [
  { label: C.date },
  { label: C.sender, twoLines: true },
  { label: C.receiver, twoLines: true },
  { label: C.items },
  { label: C.value, align: 'right' },
  { label: C.profitLoss, align: 'right' },
  { label: C.actions, align: 'center' },
];
// Medium screens share the width with the sidebar: tighter cells keep the seven columns in view.
const COMPACT = { '& th, & td': { px: { md: 1, lg: 2 } } } as const;
// The two name columns take what the others leave (a cell of no minimum width), and a name longer
// than its column is cut with an ellipsis (the whole name is its title): the table never needs
// more room than the card has, whatever the names and amounts.
const NAME_CELL = { width: '20%', maxWidth: 0 } as const;
const NAME_WIDTH = '100%';

export interface TradesTableProps {
  trades: readonly Trade[];
  onOpen: (id: string) => void;
  /** Checkboxes to pick rows for a case (those who may change cases). */
  selection?: RowSelection<SelectedLogRow> | null;
}

/** A trade as a selectable row: both players come into a new case. */
export const tradeRow = (trade: Trade): SelectedLogRow => ({ id: trade._id, kind: 'trade', players: [trade.senderId, trade.receiverId] });

export function TradesTable({ trades, onOpen, selection }: TradesTableProps) {
  const rows = trades.map(tradeRow);
  const leading = selection ? <PageCheckbox state={selection.stateOf(rows)} onChange={() => selection.toggleAll(rows)} /> : undefined;
  return (
    <ListTable label={TRADE_UI.tableLabel} columns={COLUMNS} sx={COMPACT} leading={leading}>
      {trades.map((trade, i) => (
        <TableRow key={trade._id} hover selected={selection?.has(trade._id) ?? false} data-testid="trade-row" data-id={trade._id}>
          {selection && rows[i] ? (
            <TableCell padding="checkbox">
              <RowCheckbox checked={selection.has(trade._id)} onChange={() => rows[i] && selection.toggle(rows[i])} />
            </TableCell>
          ) : null}
          <TableCell>
            <DateTime value={trade.date} />
          </TableCell>
          <TableCell sx={NAME_CELL}>
            <Party name={trade.sender} userId={trade.senderId} gave={sentSide(trade)} nameWidth={NAME_WIDTH} />
          </TableCell>
          <TableCell sx={NAME_CELL}>
            <Party name={trade.receiver} userId={trade.receiverId} gave={receivedSide(trade)} nameWidth={NAME_WIDTH} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <ItemCount count={trade.itemCount} />
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: AMOUNT_WRAP }} data-testid="trade-value">
            {formatRap(trade.total)}
          </TableCell>
          <TableCell align="right">
            <ProfitLoss value={trade.profitLoss} lopsided={trade.lopsided} />
          </TableCell>
          <TableCell align="center" sx={{ py: 0.5, whiteSpace: 'nowrap' }}>
            <Tooltip title={TRADE_UI.viewDetails}>
              <IconButton size="small" aria-label={TRADE_UI.viewDetails} onClick={() => onOpen(trade._id)}>
                <VisibilityOutlinedIcon />
              </IconButton>
            </Tooltip>
            <AddToCaseButton target={{ kind: 'trade', id: trade._id, players: [trade.senderId, trade.receiverId] }} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

export function TradesTableSkeleton({ rows }: { rows: number }) {
  return <ListTableSkeleton columns={COLUMNS} rows={rows} rowTestId="trade-row-skeleton" loadingLabel={TRADE_UI.loading} sx={COMPACT} />;
}
