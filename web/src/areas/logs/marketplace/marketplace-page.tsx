// Marketplace Logs: search with 'Search By', sort by date or price over the whole result, a table
// on large screens and cards on phones and tablets, every state and its message (docs/RULES.md,
// "Messages"), paging with first and last, and the detail dialog on a row click (the page Trade
// Logs shares). The view lives in the URL.
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { ListEmpty, ListError, usePageSize } from '../../../components/list-screen';
import { TransactionLogPage } from '../trades';
import { isApiError } from '../../../lib/api-client';
import { MARKETPLACE_EXPORT_FILE, marketplaceExportPath } from './api/export-marketplace';
import { useMarketplace } from './api/get-marketplace';
import { useOpenMarketplaceEntry } from './api/get-marketplace-entry';
import { MarketplaceCards, MarketplaceCardsSkeleton } from './components/marketplace-cards';
import { MarketplaceSearch } from './components/marketplace-search';
import { MarketplaceSort } from './components/marketplace-sort';
import { MarketplaceTable, MarketplaceTableSkeleton } from './components/marketplace-table';
import { MARKET_UI } from './marketplace-messages';
import { marketplaceRequest, useMarketplaceView } from './marketplace-view';

/** Rows a page: 8 on small screens, 10 on medium, 100 on large (docs/RULES.md, "Constants and limits"). */
export const useMarketplacePageSize = () => usePageSize({ large: 100, medium: 10, small: 8 });

/**
 * The marketplace's failure messages: the connection failed; the server failed a search; the server
 * failed the plain list; anything else (an answer we could not read).
 */
export function marketplaceErrorMessage(error: unknown, searching: boolean): string {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) return MARKET_UI.networkError;
  if (isApiError(error) && error.kind === 'http') return searching ? MARKET_UI.searchFailed : MARKET_UI.fetchFailed;
  return MARKET_UI.loadFailed;
}

export function MarketplacePage() {
  const pageSize = useMarketplacePageSize();
  const [view, setView] = useMarketplaceView();
  const request = marketplaceRequest(view, pageSize);
  const query = useMarketplace(request);
  const opened = useOpenMarketplaceEntry(view.open, query.data?.data, query.isPending);

  return (
    <TransactionLogPage
      kind="purchase"
      screen="marketplace"
      words={MARKET_UI}
      countTestId="market-showing"
      // Nine columns need the room of a large screen; phones and tablets get cards.
      tableFrom="lg"
      pageSize={pageSize}
      view={view}
      setView={setView}
      request={request}
      query={query}
      exportCsv={{ path: marketplaceExportPath(request), fileName: MARKETPLACE_EXPORT_FILE }}
      filters={(refresh) => <MarketplaceSearch view={view} onChange={setView} {...refresh} />}
      sort={<MarketplaceSort sortBy={view.sortBy} sortOrder={view.sortOrder} onSort={(sortBy, sortOrder) => setView({ sortBy, sortOrder })} />}
      skeleton={(wide, rows) => (wide ? <MarketplaceTableSkeleton rows={rows} /> : <MarketplaceCardsSkeleton cards={rows} />)}
      error={(onRetry) => (
        <ListError message={marketplaceErrorMessage(query.error, view.search !== '')} retryLabel={MARKET_UI.tryAgain} onRetry={onRetry} testId="market-error" />
      )}
      empty={<ListEmpty icon={<StorefrontOutlinedIcon color="disabled" aria-hidden />} title={MARKET_UI.empty} body={MARKET_UI.emptyHint} />}
      rows={(wide, { items, ...row }) => (wide ? <MarketplaceTable entries={items} {...row} /> : <MarketplaceCards entries={items} {...row} />)}
      opened={{ ...opened, transaction: opened.entry && { kind: 'purchase', entry: opened.entry } }}
    />
  );
}
