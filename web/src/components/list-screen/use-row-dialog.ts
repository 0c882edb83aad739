// The state of the create, edit and delete dialogs a list of items opens: each opening gets a new
// key, so a dialog starts from its row's values and not the last one's.
import { useState } from 'react';

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
