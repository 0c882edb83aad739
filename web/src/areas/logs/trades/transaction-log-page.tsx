// The page Trade Logs and Marketplace Logs share: the list of one page of the server's answer, a
// table on wide screens and cards on narrow ones, the four list states, "Showing X of Y", Saved
// searches and Export CSV, the rows' selection, paging with first and last (a page past the end
// goes back to the last one), and the detail dialog of the transaction the URL opens. Each screen
// hands in its view, query, words and parts.
import { useCallback, type ReactNode } from 'react';
import type { Breakpoint } from '@mui/material/styles';
import { formatNumber, type SavedSearchScreen } from '@staff-console/domain';
import type { ExportCsvButtonProps } from '../../../components/export-csv-button';
import { LogListPage, listState, pageCount, useLastPageGuard, useWiderThan, type RowSelection, type UpdateView } from '../../../components/list-screen';
import { useLogSelection, type SelectedLogRow } from '../../moderation';
import { SavedSearchesMenu } from '../saved-searches';
import { TransactionDialog, type Transaction } from '../../moderation';

// Enough skeleton rows to fill a screen; a hundred would only slow the first paint.
const SKELETONS = 8;

/** The screen's words the page shows itself. */
export interface LogPageWords {
  title: string;
  subtitle: string;
  loading: string;
  pagination: string;
  showing: (shown: string, total: string) => string;
}

/** What the rows of a page are drawn with. */
export interface LogRows<T> {
  items: T[];
  onOpen: (id: string) => void;
  selection: RowSelection<SelectedLogRow> | null;
}

export interface TransactionLogPageProps<T, V extends { page: number; open: string | null }> {
  kind: Transaction['kind'];
  screen: SavedSearchScreen;
  words: LogPageWords;
  countTestId: string;
  /** From this width a table; narrower, cards. */
  tableFrom: Breakpoint;
  pageSize: number;
  view: V;
  setView: UpdateView<V>;
  /** The request on screen: another page, search or sort empties the selection. */
  request: object;
  query: { data?: { data: T[]; total: number }; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  exportCsv: ExportCsvButtonProps;
  filters: (refresh: { onRefresh: () => void; refreshing: boolean }) => ReactNode;
  sort: ReactNode;
  skeleton: (wide: boolean, rows: number) => ReactNode;
  error: (onRetry: () => void) => ReactNode;
  empty: ReactNode;
  rows: (wide: boolean, rows: LogRows<T>) => ReactNode;
  /** The transaction the URL opens: from the page, else by id (a copied link may name one on no page its reader sees). */
  opened: { transaction: Transaction | null; loading: boolean; error: string | null };
}

export function TransactionLogPage<T, V extends { page: number; open: string | null }>(props: TransactionLogPageProps<T, V>) {
  const { words, pageSize, view, setView, query } = props;
  const { data, isPending, isError, isFetching, refetch } = query;
  const wide = useWiderThan(props.tableFrom);
  const { selection, bar } = useLogSelection(JSON.stringify(props.request));

  const pages = pageCount(data?.total, pageSize);
  useLastPageGuard(view.page, pages, setView);

  const refresh = useCallback(() => void refetch(), [refetch]);
  const open = useCallback((id: string) => setView({ open: id } as Partial<V>), [setView]);
  const shown = data && !isError;

  return (
    <LogListPage
      savedSearches={<SavedSearchesMenu screen={props.screen} />}
      title={words.title}
      subtitle={words.subtitle}
      filters={props.filters({ onRefresh: refresh, refreshing: isFetching })}
      sort={props.sort}
      count={shown ? { text: words.showing(formatNumber(data.data.length), formatNumber(data.total)), testId: props.countTestId } : null}
      exportCsv={props.exportCsv}
      fetching={isFetching && !isPending}
      loadingLabel={words.loading}
      state={listState({ isPending, isError, empty: data?.data.length === 0 })}
      skeleton={props.skeleton(wide, Math.min(pageSize, SKELETONS))}
      error={props.error(refresh)}
      empty={props.empty}
      selectionBar={bar}
      rows={() => props.rows(wide, { items: data?.data ?? [], onOpen: open, selection })}
      pager={
        shown && pages !== null && pages > 1
          ? { count: pages, page: view.page, onChange: (page) => setView({ page } as Partial<V>), label: words.pagination }
          : null
      }
    >
      <TransactionDialog
        kind={props.kind}
        open={view.open !== null}
        transaction={props.opened.transaction}
        loading={props.opened.loading}
        error={props.opened.error}
        onClose={() => setView({ open: null } as Partial<V>)}
      />
    </LogListPage>
  );
}
