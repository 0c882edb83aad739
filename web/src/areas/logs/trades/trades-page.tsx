// Trade Logs: search in two modes, server-side sorting over the whole result, a table on desktop
// and cards on phones, the four list states, paging with first and last, and the detail dialog.
// Everything that defines the view lives in the URL (trades-view.ts).
import { useCallback } from 'react';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { formatNumber } from '@staff-console/domain';
import { ListEmpty, ListError, LogListPage, listState, useLastPageGuard, usePageSize, useWiderThan } from '../../../components/log-list';
import { useLogSelection } from '../../moderation';
import { SavedSearchesMenu } from '../saved-searches';
import { TransactionDialog } from '../../moderation';
import { errorText } from '../../../lib/api-client';
import { TRADES_EXPORT_FILE, tradesExportPath } from './api/export-trades';
import { useOpenTrade } from './api/get-trade';
import { useTrades } from './api/get-trades';
import { TradeCards, TradeCardsSkeleton } from './components/trade-cards';
import { TradesSearch } from './components/trades-search';
import { TradesSort } from './components/trades-sort';
import { TradesTable, TradesTableSkeleton } from './components/trades-table';
import { TRADE_UI } from './trade-messages';
import { tradesRequest, useTradesView } from './trades-view';

/** Rows a page: 8 on small screens, 12 on medium, 100 on large (docs/RULES.md, "Constants and limits"). */
export const useTradesPageSize = () => usePageSize({ large: 100, medium: 12, small: 8 });

// Enough skeleton rows to fill a screen; a hundred would only slow the first paint.
const SKELETONS = 8;

export function TradesPage() {
  const wide = useWiderThan('md');
  const pageSize = useTradesPageSize();
  const [view, setView] = useTradesView();
  const request = tradesRequest(view, pageSize);
  const { data, isPending, isError, error, isFetching, refetch } = useTrades(request);
  // Another page, search or sort empties the selection.
  const { selection, bar } = useLogSelection(JSON.stringify(request));

  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / pageSize));
  useLastPageGuard(view.page, data ? pageCount : null, setView);

  const refresh = useCallback(() => void refetch(), [refetch]);
  const open = useCallback((id: string) => setView({ open: id }), [setView]);
  // From the page, else by id: a copied link names a trade that may be on no page its reader sees.
  const { trade: openTrade, loading: openLoading, error: openError } = useOpenTrade(view.open, data?.data, isPending);
  const shown = data && !isError;

  return (
    <LogListPage
      savedSearches={<SavedSearchesMenu screen="trades" />}
      title={TRADE_UI.title}
      subtitle={TRADE_UI.subtitle}
      filters={<TradesSearch view={view} onChange={setView} onRefresh={refresh} refreshing={isFetching} />}
      sort={<TradesSort sortBy={view.sortBy} sortOrder={view.sortOrder} onSort={(sortBy, sortOrder) => setView({ sortBy, sortOrder })} />}
      count={shown ? { text: TRADE_UI.showing(formatNumber(data.data.length), formatNumber(data.total)), testId: 'trades-showing' } : null}
      exportCsv={{ path: tradesExportPath(request), fileName: TRADES_EXPORT_FILE }}
      fetching={isFetching && !isPending}
      loadingLabel={TRADE_UI.loading}
      state={listState({ isPending, isError, empty: data?.data.length === 0 })}
      skeleton={wide ? <TradesTableSkeleton rows={Math.min(pageSize, SKELETONS)} /> : <TradeCardsSkeleton cards={Math.min(pageSize, SKELETONS)} />}
      error={
        <ListError
          title={TRADE_UI.errorTitle}
          message={TRADE_UI.errorBody}
          detail={errorText(error, TRADE_UI.fetchFallback)}
          retryLabel={TRADE_UI.tryAgain}
          onRetry={refresh}
        />
      }
      empty={<ListEmpty icon={<SearchOffIcon color="disabled" aria-hidden />} body={TRADE_UI.empty} />}
      selectionBar={bar}
      rows={() =>
        wide ? (
          <TradesTable trades={data?.data ?? []} onOpen={open} selection={selection} />
        ) : (
          <TradeCards trades={data?.data ?? []} onOpen={open} selection={selection} />
        )
      }
      pager={shown && pageCount > 1 ? { count: pageCount, page: view.page, onChange: (page) => setView({ page }), label: TRADE_UI.pagination } : null}
    >
      <TransactionDialog
        kind="trade"
        open={view.open !== null}
        transaction={openTrade ? { kind: 'trade', trade: openTrade } : null}
        loading={openLoading}
        error={openError}
        onClose={() => setView({ open: null })}
      />
    </LogListPage>
  );
}
