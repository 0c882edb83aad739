// A section of the case page whose list comes a page at a time (its history, its evidence): the
// heading, a spinner while the first page loads, its failure (not found, or a retry), the
// sentence of an empty list, else the list with the line that says how many are shown and asks
// for the page before.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadFailure } from '../../../../components/load-failure';
import { CASES_UI } from '../cases-messages';
import { PagedMore } from './paged-more';

/** What the section reads of its infinite query. */
export interface PagedQuery {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

export interface PagedSectionProps {
  title: string;
  query: PagedQuery;
  /** How many the list shows, of how many the case holds. */
  count: { shown: number; total: number };
  failed: string;
  empty: string;
  /** The 'Showing … of …' line: its words, its button, its test id, and whether it stands over the list (older pages first) or under it. */
  more: { shown: string; label: string; testId: string; place: 'over' | 'under' };
  /** The list. */
  children: ReactNode;
  /** Under the list, whatever its state (the comment form). */
  footer?: ReactNode;
}

export function PagedSection({ title, query, count, failed, empty, more, children, footer }: PagedSectionProps) {
  const moreLine =
    count.total > count.shown || query.hasNextPage ? (
      <PagedMore
        testId={more.testId}
        shown={more.shown}
        label={more.label}
        hasMore={query.hasNextPage}
        pending={query.isFetchingNextPage}
        error={query.isFetchNextPageError ? query.error : null}
        failed={failed}
        onMore={() => void query.fetchNextPage()}
      />
    ) : null;
  let body: ReactNode;
  if (query.isPending)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
        <CircularProgress size={24} aria-label={CASES_UI.loading} />
      </Box>
    );
  else if (query.isError && query.data === undefined)
    body = (
      <Box sx={{ px: 2, pb: 2 }}>
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} retryLabel={CASES_UI.retry} notFound={CASES_UI.notFound} failed={failed} />
      </Box>
    );
  else if (count.shown === 0)
    body = (
      <Typography color="text.secondary" sx={{ px: 2.5, pb: 2 }}>
        {empty}
      </Typography>
    );
  else
    body = (
      <>
        {more.place === 'over' ? moreLine : null}
        {children}
        {more.place === 'under' ? moreLine : null}
      </>
    );
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, p: 2, pb: 1 }}>
        {title}
      </Typography>
      {body}
      {footer}
    </Paper>
  );
}
