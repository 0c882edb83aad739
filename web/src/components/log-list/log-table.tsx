// The desktop table of a log list: headers wrap only between words and are never cut, cells aligned
// to their first line (so a click in a row's empty space opens the row rather than a link in it), and skeleton rows
// of the same shape while the page loads. When the columns need more room than the card has, the
// table scrolls sideways inside its card rather than squeezing a column.
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

export interface LogColumn {
  label: string;
  align?: 'left' | 'right' | 'center';
  /** Skeletons of two lines (a name over a caption). */
  twoLines?: boolean;
}

export interface LogTableProps {
  label: string;
  columns: readonly LogColumn[];
  /** Cell padding and column widths. */
  sx?: SingleSx;
  /** A first header cell before the columns (the page's select-all checkbox); each row brings its own first cell then. */
  leading?: ReactNode;
  children: ReactNode;
}

/** One style object (not a list of them). */
type SingleSx = Exclude<SxProps<Theme>, readonly unknown[]>;

const TABLE_SX = { '& tbody td': { verticalAlign: 'top' } } as const;

function Head({ columns, leading }: { columns: readonly LogColumn[]; leading?: ReactNode }) {
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

export function LogTable({ label, columns, sx, leading, children }: LogTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} sx={[TABLE_SX, sx ?? false]}>
        <Head columns={columns} leading={leading} />
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

export interface LogTableSkeletonProps {
  columns: readonly LogColumn[];
  rows: number;
  /** The test id of each skeleton row. */
  rowTestId: string;
  loadingLabel: string;
  sx?: SingleSx;
}

/** The last column holds the row's action button: a small round skeleton, centred. */
export function LogTableSkeleton({ columns, rows, rowTestId, loadingLabel, sx }: LogTableSkeletonProps) {
  const last = columns.length - 1;
  return (
    <TableContainer component={Paper} variant="outlined" aria-busy="true" aria-label={loadingLabel}>
      <Table size="small" sx={[TABLE_SX, sx ?? false]}>
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
