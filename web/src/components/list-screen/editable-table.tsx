// A list whose items are made, edited and deleted in place (the administration's accounts, roles
// and keys): the add button above, the load error, then the table (wider screens) or the cards (a
// phone, list-cards.tsx), the last column holding each row's actions.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadError } from './list-states';
import { ListTable } from './list-table';

/** The button that adds an item. */
export type AddButton = { label: string; icon: ReactNode; onClick: () => void };
/** The sentence of a failed load and its retry. */
export type LoadFailure = { message: string; onRetry: () => void } | null;

/** The add button and the load error over an editable list, table or cards. */
export function EditableListTop({ add, loadError }: { add?: AddButton; loadError?: LoadFailure }) {
  return (
    <>
      {add ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={add.icon} onClick={add.onClick}>
            {add.label}
          </Button>
        </Box>
      ) : null}
      {loadError ? <LoadError message={loadError.message} onRetry={loadError.onRetry} /> : null}
    </>
  );
}

export interface EditableTableProps {
  label: string;
  /** Wider than a phone: the table scrolls sideways there rather than squeezing names. */
  minWidth: number;
  /** The columns' headings; the actions' heading comes last, on the right. */
  columns: readonly string[];
  actionsLabel: string;
  add: AddButton;
  loading: boolean;
  loadError: LoadFailure;
  children: ReactNode;
}

export function EditableTable({ label, minWidth, columns, actionsLabel, add, loading, loadError, children }: EditableTableProps) {
  const headings = [...columns.map((column) => ({ label: column })), { label: actionsLabel, align: 'right' as const }];
  return (
    <>
      <EditableListTop add={add} loadError={loadError} />
      <ListTable label={label} columns={headings} cells="middle" sx={{ minWidth }} loadingRows={loading ? 3 : 0}>
        {children}
      </ListTable>
    </>
  );
}
