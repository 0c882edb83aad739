// Page size by screen width and the guard that brings a page past the end back to the last one.
import { useEffect } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';
import type { UpdateView } from './use-url-view';

/** Whether the window is at least this breakpoint wide. */
export function useWiderThan(breakpoint: Breakpoint): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.up(breakpoint), { noSsr: true });
}

/** Rows a page on large (lg and up), medium (md) and small screens. */
export function usePageSize(sizes: { large: number; medium: number; small: number }): number {
  const large = useWiderThan('lg');
  const medium = useWiderThan('md');
  return large ? sizes.large : medium ? sizes.medium : sizes.small;
}

/**
 * A page past the end (an old link, fewer rows now, a smaller page after a resize) is replaced by
 * the last page. `lastPage` is null while unknown.
 */
export function useLastPageGuard<V extends { page: number }>(page: number, lastPage: number | null, update: UpdateView<V>): void {
  useEffect(() => {
    if (lastPage !== null && lastPage > 0 && page > lastPage) update({ page: lastPage } as Partial<V>, { replace: true });
  }, [lastPage, page, update]);
}
