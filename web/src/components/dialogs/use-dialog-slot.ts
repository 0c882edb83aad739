// Which of a screen's dialogs is open. Each opening has a new key, so that the dialog (mounted with
// it) starts afresh; on close it stays mounted, closed, until its exit transition has run.
import { useState } from 'react';

export function useDialogSlot<K extends string>() {
  const [dialog, setDialog] = useState<{ kind: K; key: number } | null>(null);
  const [open, setOpen] = useState(false);
  const show = (kind: K) => {
    setDialog((prev) => ({ kind, key: (prev?.key ?? 0) + 1 }));
    setOpen(true);
  };
  const close = () => setOpen(false);
  return { dialog, open, show, close };
}
