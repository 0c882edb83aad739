// Multi-select on a log screen, for those who may change cases: the selection (emptied when the
// page or the search changes), the bar that shows it, and the dialog that adds it to a case.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { SelectedLogRow } from '../moderation/add-selection-to-case-dialog';
import { useModerationAccess } from '../moderation/use-moderation-access';
import { SelectionBar } from './selection-bar';
import { useRowSelection, type RowSelection } from './use-row-selection';

const AddSelectionToCaseDialog = lazy(() => import('../moderation/add-selection-to-case-dialog').then((m) => ({ default: m.AddSelectionToCaseDialog })));

export type { SelectedLogRow };

export interface LogSelection {
  /** Null when the user may not add to cases: no checkboxes then. */
  selection: RowSelection<SelectedLogRow> | null;
  /** The bar and its dialog, shown above the list. */
  bar: ReactNode;
}

/** `pageKey` names the page and search on screen; a new one empties the selection. */
export function useLogSelection(pageKey: string): LogSelection {
  const { moderate } = useModerationAccess();
  const selection = useRowSelection<SelectedLogRow>(pageKey);
  // The rows being added, fixed when the dialog opens: a success empties the selection under it.
  const [adding, setAdding] = useState<readonly SelectedLogRow[] | null>(null);
  if (!moderate) return { selection: null, bar: null };
  return {
    selection,
    bar: (
      <>
        <SelectionBar count={selection.count} onAddToCase={() => setAdding(selection.rows)} onClear={selection.clear} />
        {adding ? (
          <Suspense fallback={null}>
            <AddSelectionToCaseDialog rows={adding} onClose={() => setAdding(null)} onAdded={selection.clear} />
          </Suspense>
        ) : null}
      </>
    ),
  };
}
