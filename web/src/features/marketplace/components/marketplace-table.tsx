// The desktop table (SPEC §2): Item, Quantity, Price, Price Per Unit, Base Price, Seller, Buyer,
// Timestamp, Actions. Amounts in Case-Bux. A click anywhere on a row opens the detail dialog.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
import Typography from '@mui/material/Typography';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { formatCaseBux, formatEasternDate, formatNumber, type MarketplaceEntry } from '@staff-console/domain';
import { MARKET_UI } from '../marketplace-messages';
import { PlayerLink } from '../../../components/player-link';

const COLUMNS = MARKET_UI.columns;
const NUMERIC = new Set([1, 2, 3, 4]);

function Head() {
  const cells = [COLUMNS.item, COLUMNS.quantity, COLUMNS.price, COLUMNS.pricePerUnit, COLUMNS.basePrice, COLUMNS.seller, COLUMNS.buyer, COLUMNS.timestamp, COLUMNS.actions];
  return (
    <TableHead>
      <TableRow>
        {cells.map((label, i) => (
          <TableCell key={label} align={NUMERIC.has(i) ? 'right' : i === 8 ? 'center' : 'left'}>
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Text that wraps only between words, never inside 'Case-Bux'. */
export function Words({ text }: { text: string }) {
  return (
    <>
      {text.split(' ').map((word, i) => (
        <Box component="span" key={i} sx={word.includes('-') ? nowrap : undefined}>
          {i > 0 ? ' ' : ''}
          {word}
        </Box>
      ))}
    </>
  );
}

/** 'Mar 1, 2024 • 10:00 AM EST', wrapping only between the day and the time. */
export function DateTime({ value }: { value: string }) {
  const [day, time] = formatEasternDate(value).split(' • ');
  if (time === undefined) return <>{day}</>;
  return (
    <>
      <Box component="span" sx={nowrap}>{`${day} •`}</Box> <Box component="span" sx={nowrap}>{time}</Box>
    </>
  );
}

/** The item's name (a warning colour when it could not be read) and its normalised type. */
export function ItemName({ entry }: { entry: MarketplaceEntry }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'break-word', color: entry.parsed ? 'text.primary' : 'warning.main' }}>
        {entry.itemName}
      </Typography>
      {entry.itemType ? <Chip size="small" variant="outlined" label={entry.itemType} sx={{ mt: 0.5 }} /> : null}
    </Box>
  );
}

export interface MarketplaceTableProps {
  entries: readonly MarketplaceEntry[];
  onOpen: (id: string) => void;
}

export function MarketplaceTable({ entries, onOpen }: MarketplaceTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={MARKET_UI.tableLabel} sx={{ '& th, & td': { px: 1.5 } }}>
        <Head />
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry._id} hover onClick={() => onOpen(entry._id)} sx={{ cursor: 'pointer' }} data-testid="market-row" data-id={entry._id}>
              <TableCell sx={{ minWidth: 120 }}>
                <ItemName entry={entry} />
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
              <TableCell sx={{ overflowWrap: 'break-word' }}>
                <PlayerLink userId={entry.sellerId} name={entry.seller} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'break-word' }}>
                <PlayerLink userId={entry.buyerId} name={entry.buyer} />
              </TableCell>
              <TableCell>
                <DateTime value={entry.date} />
              </TableCell>
              <TableCell align="center">
                <Tooltip title={MARKET_UI.viewDetails}>
                  <IconButton
                    aria-label={MARKET_UI.viewDetails}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(entry._id);
                    }}
                  >
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

export function MarketplaceTableSkeleton({ rows }: { rows: number }) {
  return (
    <TableContainer component={Paper} variant="outlined" aria-busy="true">
      <Table size="small">
        <Head />
        <TableBody>
          {Array.from({ length: rows }, (_, i) => (
            <TableRow key={i} data-testid="market-row-skeleton">
              {Array.from({ length: 9 }, (_, j) => (
                <TableCell key={j}>
                  <Skeleton variant="text" width={j === 8 ? 32 : '80%'} sx={j === 8 ? { mx: 'auto' } : undefined} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
