// A list screen's view kept in the URL (search, filters, sort, page, the open dialog), so a link or
// a reload shows the same view. Each screen brings how it reads and writes its parameters; anything
// unreadable reads as its default.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type UpdateView<V> = (change: Partial<V>, options?: { replace?: boolean }) => void;

/** How a screen's view is read from and written to the query string. Keep one per module: hooks rely on its identity. */
export interface ViewCodec<V> {
  read: (params: URLSearchParams) => V;
  /** Only what differs from the defaults, in a fixed order. */
  write: (view: V) => URLSearchParams;
  /** The view after a change; by default `pagedChange`. */
  apply?: (view: V, change: Partial<V>) => V;
}

/** A change of anything but the page or the open dialog starts again at page 1. */
export function pagedChange<V extends { page: number }>(view: V, change: Partial<V>): V {
  const next = { ...view, ...change };
  const keepsPage = Object.keys(change).every((key) => key === 'page' || key === 'open');
  if (!keepsPage && change.page === undefined) next.page = 1;
  return next;
}

/** The view from the URL and a way to change it (a new history entry unless `replace`). */
export function useUrlView<V extends { page: number }>(codec: ViewCodec<V>): [V, UpdateView<V>] {
  const { read, write, apply = pagedChange } = codec;
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => read(params), [read, params]);
  const update = useCallback<UpdateView<V>>(
    (change, options) => setParams((current) => write(apply(read(current), change)), { replace: options?.replace ?? false }),
    [read, write, apply, setParams],
  );
  return [view, update];
}

/** The value if it is one of the options, else the fallback. */
export const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** A 1-based page number; anything else reads as 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export const SORT_ORDERS = ['asc', 'desc'] as const;
