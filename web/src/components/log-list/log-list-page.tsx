// The page shell every log list shares (Chat, Trade and Marketplace Logs): the heading, the filter
// card, a bar with the sort buttons, "Showing X of Y", Saved searches and Export CSV, a progress
// line while a page loads, the list in one of its four states, the pager, and the screen's dialogs.
import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ExportCsvButton, type ExportCsvButtonProps } from '../export-csv-button';
import { PageHeader } from '../page-header';
import { ListPager, type ListPagerProps } from './list-pager';
import type { ListState } from './list-states';

export interface LogListPageProps {
  title: string;
  subtitle?: string;
  filters: ReactNode;
  sort?: ReactNode;
  /** 'Showing X of Y …' and its test id; null while there is nothing to count. */
  count: { text: string; testId: string } | null;
  /** Buttons before Export CSV. */
  actions?: ReactNode;
  /** The 'Saved searches' menu of a screen whose views can be saved and reopened (the kit sits below the areas, so the page hands it in). */
  savedSearches?: ReactNode;
  exportCsv: ExportCsvButtonProps;
  /** A page is loading over the one on screen. */
  fetching: boolean;
  loadingLabel: string;
  state: ListState;
  skeleton: ReactNode;
  error: ReactNode;
  empty: ReactNode;
  rows: () => ReactNode;
  /** The selected rows' bar (multi-select), above the list. */
  selectionBar?: ReactNode;
  /** Shown instead of the list (a filter the server would refuse). */
  notice?: ReactNode;
  /** null: no pager. */
  pager: ListPagerProps | null;
  /** A new page scrolls back to the top of the list. */
  scrollOnPage?: boolean;
  /** Dialogs. */
  children?: ReactNode;
}

export function LogListPage(props: LogListPageProps) {
  const { title, subtitle, filters, sort, count, actions, exportCsv, fetching, loadingLabel, state, pager, scrollOnPage = false } = props;
  const topRef = useRef<HTMLDivElement>(null);
  const list = props.notice ?? (state === 'data' ? props.rows() : { loading: props.skeleton, error: props.error, empty: props.empty }[state]);
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
      <PageHeader title={title} subtitle={subtitle} />
      {filters}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1.5, minHeight: 32 }}>
        {sort}
        {count ? (
          <Typography variant="body2" color="text.secondary" role="status" data-testid={count.testId}>
            {count.text}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {props.savedSearches ?? null}
          {actions}
          <ExportCsvButton {...exportCsv} />
        </Box>
      </Box>
      <Box sx={{ height: 4, mb: 0.5 }}>{fetching ? <LinearProgress aria-label={loadingLabel} /> : null}</Box>
      {props.selectionBar}
      {list}
      {onPage && !props.notice ? <ListPager {...onPage} /> : null}
      {props.children}
    </Box>
  );
}
