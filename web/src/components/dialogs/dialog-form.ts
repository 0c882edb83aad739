import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A form inside a Dialog's paper: it takes the paper's flex place so that DialogContent (not the
 * whole paper) scrolls, and the title and the buttons stay in view on a short screen.
 */
export const FORM_SX: SxProps<Theme> = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 };

/**
 * The props of a create-or-edit dialog that a list opens: the item under its own name (`user`,
 * `role`; null: create one), and where its success sentence goes. Mount one per opening (a new
 * `key`), so that every opening starts from the item's current values.
 */
export type EditDialogProps<K extends string, T> = { [key in K]: T | null } & {
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** A dialog's work is done: its sentence goes to the list's success alert, and it closes. */
export function savedAndClosed(onSaved: (message: string) => void, onClose: () => void, message: string): void {
  onSaved(message);
  onClose();
}
