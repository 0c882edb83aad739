// Marketplace Logs: search with 'Search By', sort by date or price over the whole result, a table
// on large screens and cards on phones and tablets, every state and its message (docs/RULES.md,
// "Messages"), paging with first and last, and the detail dialog on a row click. The view lives in
// the URL.
import { useCallback } from 'react';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { formatNumber } from '@staff-console/domain';
import { ListEmpty, ListError, LogListPage, listState, useLastPageGuard, usePageSize, useWiderThan } from '../../../components/log-list';
import { useLogSelection } from '../../moderation';
import { SavedSearchesMenu } from '../saved-searches';
import { TransactionDialog } from '../../moderation';
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

const SKELETONS = 8;

export function MarketplacePage() {
  // Nine columns need the room of a large screen; phones and tablets get cards.
  const wide = useWiderThan('lg');
  const pageSize = useMarketplacePageSize();
  const [view, setView] = useMarketplaceView();
  const request = marketplaceRequest(view, pageSize);
  const { data, isPending, isError, error, isFetching, refetch } = useMarketplace(request);
  // Another page, search or sort empties the selection.
  const { selection, bar } = useLogSelection(JSON.stringify(request));

  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / pageSize));
  useLastPageGuard(view.page, data ? pageCount : null, setView);

  const refresh = useCallback(() => void refetch(), [refetch]);
  const open = useCallback((id: string) => setView({ open: id }), [setView]);
  // From the page, else by id: a copied link names a purchase that may be on no page its reader sees.
  const { entry: openEntry, loading: openLoading, error: openError } = useOpenMarketplaceEntry(view.open, data?.data, isPending);
  const shown = data && !isError;

  return (
    <LogListPage
      savedSearches={<SavedSearchesMenu screen="marketplace" />}
      title={MARKET_UI.title}
      subtitle={MARKET_UI.subtitle}
      filters={<MarketplaceSearch view={view} onChange={setView} onRefresh={refresh} refreshing={isFetching} />}
      sort={<MarketplaceSort sortBy={view.sortBy} sortOrder={view.sortOrder} onSort={(sortBy, sortOrder) => setView({ sortBy, sortOrder })} />}
      count={shown ? { text: MARKET_UI.showing(formatNumber(data.data.length), formatNumber(data.total)), testId: 'market-showing' } : null}
      exportCsv={{ path: marketplaceExportPath(request), fileName: MARKETPLACE_EXPORT_FILE }}
      fetching={isFetching && !isPending}
      loadingLabel={MARKET_UI.loading}
      state={listState({ isPending, isError, empty: data?.data.length === 0 })}
      skeleton={wide ? <MarketplaceTableSkeleton rows={Math.min(pageSize, SKELETONS)} /> : <MarketplaceCardsSkeleton cards={Math.min(pageSize, SKELETONS)} />}
      error={<ListError message={marketplaceErrorMessage(error, view.search !== '')} retryLabel={MARKET_UI.tryAgain} onRetry={refresh} testId="market-error" />}
      empty={<ListEmpty icon={<StorefrontOutlinedIcon color="disabled" aria-hidden />} title={MARKET_UI.empty} body={MARKET_UI.emptyHint} />}
      selectionBar={bar}
      rows={() =>
        wide ? (
          <MarketplaceTable entries={data?.data ?? []} onOpen={open} selection={selection} />
        ) : (
          <MarketplaceCards entries={data?.data ?? []} onOpen={open} selection={selection} />
        )
      }
      pager={shown && pageCount > 1 ? { count: pageCount, page: view.page, onChange: (page) => setView({ page }), label: MARKET_UI.pagination } : null}
    >
      <TransactionDialog
        kind="purchase"
        open={view.open !== null}
        transaction={openEntry ? { kind: 'purchase', entry: openEntry } : null}
        loading={openLoading}
        error={openError}
        onClose={() => setView({ open: null })}
      />
    </LogListPage>
  );
}
