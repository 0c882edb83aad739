// The frame of the administration's account and role tables: the add button above, the load error,
// a header row whose last column holds each row's actions, and placeholder rows while loading.
// `useRowDialog` is the state of the create, edit and delete dialogs such a table opens: each
// opening gets a new key, so a dialog starts from its row's values and not the last one's.
import { type ReactNode, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LoadError } from './load-error';

export type RowDialogKind = 'create' | 'edit' | 'delete';

export function useRowDialog<T>() {
  const [dialog, setDialog] = useState<{ kind: RowDialogKind; row: T | null; key: number } | null>(null);
  const [open, setOpen] = useState(false);
  const openDialog = (kind: RowDialogKind, row: T | null) => {
    setDialog((prev) => ({ kind, row, key: (prev?.key ?? 0) + 1 }));
    setOpen(true);
  };
  return { dialog, open, openDialog, close: () => setOpen(false) };
}

export interface AdminTableProps {
  label: string;
  /** Wider than a phone: the table scrolls sideways there rather than squeezing names. */
  minWidth: number;
  /** The columns' headings; the actions' heading comes last, on the right. */
  columns: readonly string[];
  actionsLabel: string;
  add: { label: string; icon: ReactNode; onClick: () => void };
  loading: boolean;
  /** The sentence of a failed load and its retry. */
  loadError: { message: string; onRetry: () => void } | null;
  children: ReactNode;
}

export function AdminTable({ label, minWidth, columns, actionsLabel, add, loading, loadError, children }: AdminTableProps) {
  const width = columns.length + 1;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={add.icon} onClick={add.onClick}>
          {add.label}
        </Button>
      </Box>
      {loadError ? <LoadError message={loadError.message} onRetry={loadError.onRetry} /> : null}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={label} sx={{ minWidth }}>
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
              <TableCell align="right">{actionsLabel}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading
              ? [0, 1, 2].map((i) => (
                  <TableRow key={i}>
                    {Array.from({ length: width }, (_, j) => (
                      <TableCell key={j}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : null}
            {children}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
