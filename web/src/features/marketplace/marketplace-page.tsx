// Marketplace Logs (SPEC §2): search with 'Search By', sort by date or price over the whole
// result, a table on desktop and cards on phones and tablets, every state and message of SPEC §8,
// paging with first and last, and the detail dialog on a row click. The view lives in the URL.
import { useCallback, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { formatNumber } from '@staff-console/domain';
import { ExportCsvButton } from '../../components/export-csv-button';
import { PageHeader } from '../../components/page-header';
import { TransactionDialog } from '../../components/transaction-dialog/transaction-dialog';
import { isApiError } from '../../lib/api-client';
import { MARKETPLACE_EXPORT_FILE, marketplaceExportPath } from './api/export-marketplace';
import { useMarketplace } from './api/get-marketplace';
import { useOpenMarketplaceEntry } from './api/get-marketplace-entry';
import { MarketplaceCards, MarketplaceCardsSkeleton } from './components/marketplace-cards';
import { MarketplaceSearch } from './components/marketplace-search';
import { MarketplaceSort } from './components/marketplace-sort';
import { MarketplaceTable, MarketplaceTableSkeleton } from './components/marketplace-table';
import { MARKET_UI } from './marketplace-messages';
import { marketplaceRequest, useMarketplaceView } from './marketplace-view';

/** SPEC §9: 8 rows on small screens, 10 on medium, 100 on large. */
export function useMarketplacePageSize(): number {
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const medium = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  return large ? 100 : medium ? 10 : 8;
}

/**
 * SPEC §8's marketplace messages: the connection failed; the server failed a search; the server
 * failed the plain list; anything else (an answer we could not read).
 */
export function marketplaceErrorMessage(error: unknown, searching: boolean): string {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) return MARKET_UI.networkError;
  if (isApiError(error) && error.kind === 'http') return searching ? MARKET_UI.searchFailed : MARKET_UI.fetchFailed;
  return MARKET_UI.loadFailed;
}

const SKELETONS = 8;

export function MarketplacePage() {
  const theme = useTheme();
  // Nine columns need the room of a large screen; phones and tablets get cards.
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const roomy = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const pageSize = useMarketplacePageSize();
  const [view, setView] = useMarketplaceView();
  const { data, isPending, isError, error, isFetching, refetch } = useMarketplace(marketplaceRequest(view, pageSize));

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (data && view.page > pageCount) setView({ page: pageCount }, { replace: true });
  }, [data, view.page, pageCount, setView]);

  const refresh = useCallback(() => void refetch(), [refetch]);
  const open = useCallback((id: string) => setView({ open: id }), [setView]);

  let content;
  if (isPending) {
    content = wide ? <MarketplaceTableSkeleton rows={Math.min(pageSize, SKELETONS)} /> : <MarketplaceCardsSkeleton cards={Math.min(pageSize, SKELETONS)} />;
  } else if (isError) {
    // The list is emptied: an error never leaves stale rows on screen.
    content = (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={refresh}>
            {MARKET_UI.tryAgain}
          </Button>
        }
        data-testid="market-error"
      >
        {marketplaceErrorMessage(error, view.search !== '')}
      </Alert>
    );
  } else if (data.data.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <StorefrontOutlinedIcon color="disabled" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography component="h2" variant="h6">
          {MARKET_UI.empty}
        </Typography>
        <Typography color="text.secondary">{MARKET_UI.emptyHint}</Typography>
      </Paper>
    );
  } else if (wide) {
    content = <MarketplaceTable entries={data.data} onOpen={open} />;
  } else {
    content = <MarketplaceCards entries={data.data} onOpen={open} />;
  }

  // From the page, else by id: a copied link names a purchase that may be on no page its reader sees.
  const { entry: openEntry, loading: openLoading, error: openError } = useOpenMarketplaceEntry(view.open, data?.data, isPending);

  return (
    <>
      <PageHeader title={MARKET_UI.title} subtitle={MARKET_UI.subtitle} />
      <MarketplaceSearch view={view} onChange={setView} onRefresh={refresh} refreshing={isFetching} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
        <MarketplaceSort sortBy={view.sortBy} sortOrder={view.sortOrder} onSort={(sortBy, sortOrder) => setView({ sortBy, sortOrder })} />
        {data && !isError ? (
          <Typography variant="body2" color="text.secondary" role="status" data-testid="market-showing">
            {MARKET_UI.showing(formatNumber(data.data.length), formatNumber(total))}
          </Typography>
        ) : null}
        <ExportCsvButton path={marketplaceExportPath(marketplaceRequest(view, pageSize))} fileName={MARKETPLACE_EXPORT_FILE} />
      </Box>
      <Box sx={{ height: 4, mb: 0.5 }}>{isFetching && !isPending ? <LinearProgress aria-label={MARKET_UI.loading} /> : null}</Box>
      {content}
      {data && !isError && pageCount > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pageCount}
            page={Math.min(view.page, pageCount)}
            onChange={(_, page) => setView({ page })}
            showFirstButton
            showLastButton
            siblingCount={roomy ? 1 : 0}
            size={roomy ? 'medium' : 'small'}
            color="primary"
            aria-label={MARKET_UI.pagination}
          />
        </Box>
      ) : null}
      <TransactionDialog
        kind="purchase"
        open={view.open !== null}
        transaction={openEntry ? { kind: 'purchase', entry: openEntry } : null}
        loading={openLoading}
        error={openError}
        onClose={() => setView({ open: null })}
      />
    </>
  );
}
