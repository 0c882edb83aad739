// A chart's numbers as a table: the same rows the chart draws, with column headers, so a screen
// reader, a keyboard or a careful reader gets every value (and any row action) without the picture.
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface ChartColumn {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

export interface ChartTableRow {
  key: string;
  /** One cell per column, in the columns' order. */
  cells: ReactNode[];
}

export interface ChartTableData {
  columns: ChartColumn[];
  rows: ChartTableRow[];
}

export function ChartTable({ label, table }: { label: string; table: ChartTableData }) {
  return (
    // Tall tables scroll inside the panel; a narrow screen scrolls the table, never the page.
    <TableContainer sx={{ maxHeight: 360, overflowX: 'auto' }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {table.columns.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, i) => (
                <TableCell key={table.columns[i]?.label ?? i} align={table.columns[i]?.numeric ? 'right' : 'left'}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
