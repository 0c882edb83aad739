// The frame of every list screen (the logs, cases, sanctions, alerts, watch rules, and the queues to
// come): the heading with the screen's buttons, the filter card, a bar over the list (the count, or
// a log list's sort and export bar), the list in one of its four states, the pager, and the
// screen's dialogs.
import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../page-header';
import { ListPager, type ListPagerProps } from './list-pager';
import type { ListState } from './list-states';

export interface ListScreenProps {
  title: string;
  subtitle?: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  filters?: ReactNode;
  /** Between the filters and the list: its count (ListCount) or a bar of its own. */
  toolbar?: ReactNode;
  state: ListState;
  loading: ReactNode;
  error: ReactNode;
  empty: ReactNode;
  rows: () => ReactNode;
  /** Shown instead of the list and its pager (a filter the server would refuse). */
  notice?: ReactNode;
  /** null: no pager. */
  pager: ListPagerProps | null;
  /** A new page scrolls back to the top of the screen. */
  scrollOnPage?: boolean;
  /** Dialogs, and anything else below the list. */
  children?: ReactNode;
}

export function ListScreen(props: ListScreenProps) {
  const { state, pager, notice, scrollOnPage = false } = props;
  const topRef = useRef<HTMLDivElement>(null);
  const list = notice ?? (state === 'data' ? props.rows() : { loading: props.loading, error: props.error, empty: props.empty }[state]);
  const onPage = pager && {
    ...pager,
    onChange: (page: number) => {
      pager.onChange(page);
      if (scrollOnPage) topRef.current?.scrollIntoView?.({ block: 'start' });
    },
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <div ref={topRef} />
      <PageHeader title={props.title} subtitle={props.subtitle} actions={props.actions} />
      {props.filters}
      {props.toolbar}
      {list}
      {onPage && !notice ? <ListPager {...onPage} /> : null}
      {props.children}
    </Box>
  );
}

/** 'Showing X of Y …' over a list, its line kept while there is nothing to count so the list does not jump. */
export function ListCount({ text, testId }: { text: string | null; testId: string }) {
  return (
    <Box sx={{ minHeight: 32, mb: 1 }}>
      {text !== null ? (
        <Typography variant="body2" color="text.secondary" role="status" data-testid={testId}>
          {text}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The pages of `total` items, at least one; null while the total is unknown. */
export const pageCount = (total: number | undefined, pageSize: number): number | null =>
  total === undefined ? null : Math.max(1, Math.ceil(total / pageSize));
