// Rows of a log list picked with their checkboxes, to act on together (add them to a case). The
// selection belongs to one page of one search: when `pageKey` changes (another page, search or
// filter), it is empty again, so nothing off screen is acted on unseen.
import { useCallback, useMemo, useState } from 'react';

export interface RowSelection<T extends { id: string }> {
  rows: readonly T[];
  count: number;
  has: (id: string) => boolean;
  toggle: (row: T) => void;
  /** Selects every row given, or none of them when all already are. */
  toggleAll: (rows: readonly T[]) => void;
  /** 'all', 'some' or 'none' of these rows are selected. */
  stateOf: (rows: readonly T[]) => 'all' | 'some' | 'none';
  clear: () => void;
}

export function useRowSelection<T extends { id: string }>(pageKey: string): RowSelection<T> {
  const [state, setState] = useState<{ key: string; rows: readonly T[] }>({ key: pageKey, rows: [] });
  // Forgotten as soon as the key changes (during render, React's way), so coming back to a page
  // does not bring its old choice back.
  if (state.key !== pageKey) setState({ key: pageKey, rows: [] });
  const rows = useMemo(() => (state.key === pageKey ? state.rows : []), [state, pageKey]);
  const ids = useMemo(() => new Set(rows.map((r) => r.id)), [rows]);
  const set = useCallback((next: readonly T[]) => setState({ key: pageKey, rows: next }), [pageKey]);
  const has = useCallback((id: string) => ids.has(id), [ids]);
  const stateOf = useCallback(
    (page: readonly T[]) => {
      const picked = page.filter((r) => ids.has(r.id)).length;
      return picked === 0 ? 'none' : picked === page.length ? 'all' : 'some';
    },
    [ids],
  );
  return {
    rows,
    count: rows.length,
    has,
    stateOf,
    toggle: (row) => set(ids.has(row.id) ? rows.filter((r) => r.id !== row.id) : [...rows, row]),
    toggleAll: (page) => {
      const pageIds = new Set(page.map((r) => r.id));
      const rest = rows.filter((r) => !pageIds.has(r.id));
      set(stateOf(page) === 'all' ? rest : [...rest, ...page]);
    },
    clear: () => set([]),
  };
}
