// Trade Logs: search in two modes, server-side sorting over the whole result, a table on desktop
// and cards on phones, the four list states, paging with first and last, and the detail dialog
// (the page Marketplace Logs shares, transaction-log-page.tsx). Everything that defines the view
// lives in the URL (trades-view.ts).
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { ListEmpty, ListError, usePageSize } from '../../../components/list-screen';
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
import { TransactionLogPage } from './transaction-log-page';

/** Rows a page: 8 on small screens, 12 on medium, 100 on large (docs/RULES.md, "Constants and limits"). */
export const useTradesPageSize = () => usePageSize({ large: 100, medium: 12, small: 8 });

export function TradesPage() {
  const pageSize = useTradesPageSize();
  const [view, setView] = useTradesView();
  const request = tradesRequest(view, pageSize);
  const query = useTrades(request);
  const opened = useOpenTrade(view.open, query.data?.data, query.isPending);

  return (
    <TransactionLogPage
      kind="trade"
      screen="trades"
      words={TRADE_UI}
      countTestId="trades-showing"
      tableFrom="md"
      pageSize={pageSize}
      view={view}
      setView={setView}
      request={request}
      query={query}
      exportCsv={{ path: tradesExportPath(request), fileName: TRADES_EXPORT_FILE }}
      filters={(refresh) => <TradesSearch view={view} onChange={setView} {...refresh} />}
      sort={<TradesSort sortBy={view.sortBy} sortOrder={view.sortOrder} onSort={(sortBy, sortOrder) => setView({ sortBy, sortOrder })} />}
      skeleton={(wide, rows) => (wide ? <TradesTableSkeleton rows={rows} /> : <TradeCardsSkeleton cards={rows} />)}
      error={(onRetry) => (
        <ListError
          title={TRADE_UI.errorTitle}
          message={TRADE_UI.errorBody}
          detail={errorText(query.error, TRADE_UI.fetchFallback)}
          retryLabel={TRADE_UI.tryAgain}
          onRetry={onRetry}
        />
      )}
      empty={<ListEmpty icon={<SearchOffIcon color="disabled" aria-hidden />} body={TRADE_UI.empty} />}
      rows={(wide, { items, ...row }) => (wide ? <TradesTable trades={items} {...row} /> : <TradeCards trades={items} {...row} />)}
      opened={{ ...opened, transaction: opened.trade && { kind: 'trade', trade: opened.trade } }}
    />
  );
}
