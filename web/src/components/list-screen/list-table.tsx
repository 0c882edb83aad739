// The desktop table of a list. A log list's headers wrap only between words and are never cut,
// its cells aligned to their first line (so a click in a row's empty space opens the row rather
// than a link in it), and skeleton rows of the same shape while the page loads. When the columns
// need more room than the card has, the table scrolls sideways inside its card rather than
// squeezing a column. Narrow screens show cards instead (list-cards.tsx).
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ListColumn {
  label: string;
  align?: 'left' | 'right' | 'center';
  /** Skeletons of two lines (a name over a caption). */
  twoLines?: boolean;
}

export interface ListTableProps {
  label: string;
  columns: readonly ListColumn[];
  /** Cell padding and column widths. */
  sx?: SingleSx;
  /** A first header cell before the columns (the page's select-all checkbox); each row brings its own first cell then. */
  leading?: ReactNode;
  /** 'top' (the logs): cells aligned to their first line; 'middle' (the admin tables): centred, headings never wrapped. */
  cells?: 'top' | 'middle';
  /** Placeholder rows under the heading while the rows load. */
  loadingRows?: number;
  children: ReactNode;
}

/** One style object (not a list of them). */
type SingleSx = Exclude<SxProps<Theme>, readonly unknown[]>;

const CELLS_SX = { top: { '& tbody td': { verticalAlign: 'top' } }, middle: { '& thead th': { whiteSpace: 'nowrap' } } } as const;

function Head({ columns, leading }: { columns: readonly ListColumn[]; leading?: ReactNode }) {
  return (
    <TableHead>
      <TableRow>
        {leading !== undefined ? <TableCell padding="checkbox">{leading}</TableCell> : null}
        {columns.map((column) => (
          <TableCell key={column.label} align={column.align ?? 'left'}>
            {column.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

function LoadingRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, i) => (
    <TableRow key={i}>
      {Array.from({ length: columns }, (_, j) => (
        <TableCell key={j}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));
}

export function ListTable({ label, columns, sx, leading, cells = 'top', loadingRows = 0, children }: ListTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} sx={[CELLS_SX[cells], sx ?? false]}>
        <Head columns={columns} leading={leading} />
        <TableBody>
          <LoadingRows rows={loadingRows} columns={columns.length} />
          {children}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export interface ListTableSkeletonProps {
  columns: readonly ListColumn[];
  rows: number;
  /** The test id of each skeleton row. */
  rowTestId: string;
  loadingLabel: string;
  sx?: SingleSx;
}

/** A log table while its page loads. The last column holds the row's action button: a small round skeleton, centred. */
export function ListTableSkeleton({ columns, rows, rowTestId, loadingLabel, sx }: ListTableSkeletonProps) {
  const last = columns.length - 1;
  return (
    <TableContainer component={Paper} variant="outlined" aria-busy="true" aria-label={loadingLabel}>
      <Table size="small" sx={[CELLS_SX.top, sx ?? false]}>
        <Head columns={columns} />
        <TableBody>
          {Array.from({ length: rows }, (_, i) => (
            <TableRow key={i} data-testid={rowTestId}>
              {columns.map((column, j) => (
                <TableCell key={column.label}>
                  <Skeleton variant="text" width={j === last ? 32 : '80%'} sx={j === last ? { mx: 'auto' } : undefined} />
                  {column.twoLines ? <Skeleton variant="text" width="60%" /> : null}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
