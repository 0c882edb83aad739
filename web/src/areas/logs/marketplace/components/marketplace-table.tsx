// The desktop table (lg and up): Item, Quantity, Price, Price Per Unit, Base Price, Seller, Buyer,
// Timestamp, Actions. Amounts in Case-Bux. A click anywhere on a row but a name opens the detail
// dialog; names stay whole on one line (cut with an ellipsis past their column's width).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { formatCaseBux, formatNumber, type MarketplaceEntry } from '@staff-console/domain';
import { ItemLink } from '../../../../components/item-link';
import {
  DateTime,
  ListTable,
  ListTableSkeleton,
  PageCheckbox,
  RowCheckbox,
  Words,
  type ListColumn,
  type RowSelection,
} from '../../../../components/list-screen';
import { type SelectedLogRow, AddToCaseButton } from '../../../moderation';
import { PlayerLink } from '../../../../components/players';
import { MARKET_UI } from '../marketplace-messages';

const C = MARKET_UI.columns;
const COLUMNS: readonly ListColumn[] = [
  { label: C.item },
  { label: C.quantity, align: 'right' },
  { label: C.price, align: 'right' },
  { label: C.pricePerUnit, align: 'right' },
  { label: C.basePrice, align: 'right' },
  { label: C.seller },
  { label: C.buyer },
  { label: C.timestamp },
  { label: C.actions, align: 'center' },
];
// Nine columns beside the sidebar: tighter cells on large screens, roomier ones on extra-large.
const CELLS = { '& th, & td': { px: { lg: 1, xl: 1.5 } } } as const;
// The two name columns take what the seven others leave (a cell of no minimum width), and a name
// longer than its column is cut with an ellipsis (the whole name is its title): the table never
// needs more room than the card has.
const NAME_CELL = { width: '14%', maxWidth: 0 } as const;
const NAME_WIDTH = '100%';

/**
 * The item's name (a warning colour when it could not be read) and its normalised type. `link`:
 * the name opens the item's page (not on a card, whose whole face is a button).
 */
export function ItemName({ entry, link = false }: { entry: MarketplaceEntry; link?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'break-word', color: entry.parsed ? 'text.primary' : 'warning.main' }}>
        {link && entry.parsed && entry.itemName ? <ItemLink name={entry.itemName} /> : entry.itemName}
      </Typography>
      {entry.itemType ? <Chip size="small" variant="outlined" label={entry.itemType} sx={{ mt: 0.5 }} /> : null}
    </Box>
  );
}

export interface MarketplaceTableProps {
  entries: readonly MarketplaceEntry[];
  onOpen: (id: string) => void;
  /** Checkboxes to pick rows for a case (those who may change cases). */
  selection?: RowSelection<SelectedLogRow> | null;
}

/** A purchase as a selectable row: seller and buyer come into a new case. */
export const marketplaceRow = (entry: MarketplaceEntry): SelectedLogRow => ({ id: entry._id, kind: 'marketplace', players: [entry.sellerId, entry.buyerId] });

export function MarketplaceTable({ entries, onOpen, selection }: MarketplaceTableProps) {
  const rows = entries.map(marketplaceRow);
  const leading = selection ? <PageCheckbox state={selection.stateOf(rows)} onChange={() => selection.toggleAll(rows)} /> : undefined;
  return (
    <ListTable label={MARKET_UI.tableLabel} columns={COLUMNS} sx={CELLS} leading={leading}>
      {entries.map((entry, i) => (
        <TableRow
          key={entry._id}
          hover
          selected={selection?.has(entry._id) ?? false}
          onClick={() => onOpen(entry._id)}
          sx={{ cursor: 'pointer' }}
          data-testid="market-row"
          data-id={entry._id}
        >
          {selection && rows[i] ? (
            <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
              <RowCheckbox checked={selection.has(entry._id)} onChange={() => rows[i] && selection.toggle(rows[i])} />
            </TableCell>
          ) : null}
          <TableCell sx={{ minWidth: 120 }}>
            <ItemName entry={entry} link />
          </TableCell>
          <TableCell align="right">{formatNumber(entry.quantity)}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="market-price">
            <Words text={formatCaseBux(entry.price)} />
          </TableCell>
          <TableCell align="right">
            <Words text={formatCaseBux(entry.pricePerUnit)} />
          </TableCell>
          <TableCell align="right">
            <Words text={formatCaseBux(entry.basePrice)} />
          </TableCell>
          <TableCell sx={NAME_CELL}>
            <PlayerLink userId={entry.sellerId} name={entry.seller} maxWidth={NAME_WIDTH} />
          </TableCell>
          <TableCell sx={NAME_CELL}>
            <PlayerLink userId={entry.buyerId} name={entry.buyer} maxWidth={NAME_WIDTH} />
          </TableCell>
          <TableCell>
            <DateTime value={entry.date} />
          </TableCell>
          <TableCell align="center" sx={{ py: 0.5, whiteSpace: 'nowrap' }}>
            <Tooltip title={MARKET_UI.viewDetails}>
              <IconButton
                size="small"
                aria-label={MARKET_UI.viewDetails}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(entry._id);
                }}
              >
                <VisibilityOutlinedIcon />
              </IconButton>
            </Tooltip>
            <AddToCaseButton target={{ kind: 'marketplace', id: entry._id, players: [entry.sellerId, entry.buyerId] }} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

export function MarketplaceTableSkeleton({ rows }: { rows: number }) {
  return <ListTableSkeleton columns={COLUMNS} rows={rows} rowTestId="market-row-skeleton" loadingLabel={MARKET_UI.loading} sx={CELLS} />;
}
