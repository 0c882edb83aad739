// Trade Logs (SPEC §2): search in two modes, server-side sorting over the whole result, a table on
// desktop and cards on phones, the four list states, paging with first and last, and the detail
// dialog. Everything that defines the view lives in the URL (trades-view.ts).
import { useCallback, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { formatNumber } from '@staff-console/domain';
import { ExportCsvButton } from '../../components/export-csv-button';
import { PageHeader } from '../../components/page-header';
import { TransactionDialog } from '../../components/transaction-dialog/transaction-dialog';
import { errorText } from '../../lib/api-client';
import { TRADES_EXPORT_FILE, tradesExportPath } from './api/export-trades';
import { useOpenTrade } from './api/get-trade';
import { useTrades } from './api/get-trades';
import { TradeCards, TradeCardsSkeleton } from './components/trade-cards';
import { TradesSearch } from './components/trades-search';
import { TradesSort } from './components/trades-sort';
import { TradesTable, TradesTableSkeleton } from './components/trades-table';
import { TRADE_UI } from './trade-messages';
import { tradesRequest, useTradesView } from './trades-view';

/** SPEC §9: 8 rows on small screens, 12 on medium, 100 on large. */
export function useTradesPageSize(): number {
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const medium = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  return large ? 100 : medium ? 12 : 8;
}

// Enough skeleton rows to fill a screen; a hundred would only slow the first paint.
const SKELETONS = 8;

export function TradesPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const pageSize = useTradesPageSize();
  const [view, setView] = useTradesView();
  const query = useTrades(tradesRequest(view, pageSize));
  const { data, isPending, isError, error, isFetching, refetch } = query;

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A page past the end (a bookmarked link, a smaller page size after a resize): go to the last one.
  useEffect(() => {
    if (data && view.page > pageCount) setView({ page: pageCount }, { replace: true });
  }, [data, view.page, pageCount, setView]);

  const refresh = useCallback(() => void refetch(), [refetch]);
  const open = useCallback((id: string) => setView({ open: id }), [setView]);

  let content;
  if (isPending) {
    content = wide ? <TradesTableSkeleton rows={Math.min(pageSize, SKELETONS)} /> : <TradeCardsSkeleton cards={Math.min(pageSize, SKELETONS)} />;
  } else if (isError) {
    const detail = errorText(error, TRADE_UI.fetchFallback);
    content = (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={refresh}>
            {TRADE_UI.tryAgain}
          </Button>
        }
      >
        <AlertTitle>{TRADE_UI.errorTitle}</AlertTitle>
        {TRADE_UI.errorBody}
        {detail !== TRADE_UI.errorBody ? (
          <Typography variant="body2" sx={{ mt: 0.5, opacity: 0.85 }}>
            {detail}
          </Typography>
        ) : null}
      </Alert>
    );
  } else if (data.data.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <SearchOffIcon color="disabled" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography color="text.secondary">{TRADE_UI.empty}</Typography>
      </Paper>
    );
  } else if (wide) {
    content = <TradesTable trades={data.data} onOpen={open} />;
  } else {
    content = <TradeCards trades={data.data} onOpen={open} />;
  }

  // From the page, else by id: a copied link names a trade that may be on no page its reader sees.
  const { trade: openTrade, loading: openLoading, error: openError } = useOpenTrade(view.open, data?.data, isPending);

  return (
    <>
      <PageHeader title={TRADE_UI.title} subtitle={TRADE_UI.subtitle} />
      <TradesSearch view={view} onChange={setView} onRefresh={refresh} refreshing={isFetching} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
        <TradesSort sortBy={view.sortBy} sortOrder={view.sortOrder} onSort={(sortBy, sortOrder) => setView({ sortBy, sortOrder })} />
        {data && !isError ? (
          <Typography variant="body2" color="text.secondary" role="status" data-testid="trades-showing">
            {TRADE_UI.showing(formatNumber(data.data.length), formatNumber(total))}
          </Typography>
        ) : null}
        <ExportCsvButton path={tradesExportPath(tradesRequest(view, pageSize))} fileName={TRADES_EXPORT_FILE} />
      </Box>
      <Box sx={{ height: 4, mb: 0.5 }}>{isFetching && !isPending ? <LinearProgress aria-label={TRADE_UI.loading} /> : null}</Box>
      {content}
      {data && !isError && pageCount > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pageCount}
            page={Math.min(view.page, pageCount)}
            onChange={(_, page) => setView({ page })}
            showFirstButton
            showLastButton
            siblingCount={wide ? 1 : 0}
            size={wide ? 'medium' : 'small'}
            color="primary"
            aria-label={TRADE_UI.pagination}
          />
        </Box>
      ) : null}
      <TransactionDialog
        kind="trade"
        open={view.open !== null}
        transaction={openTrade ? { kind: 'trade', trade: openTrade } : null}
        loading={openLoading}
        error={openError}
        onClose={() => setView({ open: null })}
      />
    </>
  );
}
