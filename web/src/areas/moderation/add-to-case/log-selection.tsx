// Multi-select on a log screen, for those who may change cases: the selection (emptied when the
// page or the search changes), the bar that shows it, and the dialog that adds it to a case.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { LogRowTarget } from './add-to-case-target';
import { useModerationAccess } from '../use-moderation-access';
import { SelectionBar } from '../../../components/list-screen/selection-bar';
import { useRowSelection, type RowSelection } from '../../../components/list-screen/use-row-selection';

const AddToCaseDialog = lazy(() => import('./add-to-case-dialog').then((m) => ({ default: m.AddToCaseDialog })));

/** A selected row: its kind, id and players (what 'Add to case' needs of it). */
export type SelectedLogRow = LogRowTarget;

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
            <AddToCaseDialog target={adding} onClose={() => setAdding(null)} onAdded={selection.clear} />
          </Suspense>
        ) : null}
      </>
    ),
  };
}
