// The item page (/items/:name): the item's marketplace price and sales per US Eastern day, its
// outlier sales (each linked to the sale), and the newest trades it changed hands in. The period
// (30, 90 or 365 days) is in the URL, so a copied link shows the same view.
import { useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PageHeader } from '../../components/page-header';
import { LoadFailure } from '../../components/load-failure';
import { useItemHistory } from './api/get-item-history';
import { ItemCharts } from './components/item-charts';
import { OutliersTable } from './components/outliers-table';
import { RecentTrades } from './components/recent-trades';
import { ITEM_UI } from './item-messages';

export const ITEM_PERIODS = [30, 90, 365] as const;
const DEFAULT_PERIOD = 365;

export const readPeriod = (params: URLSearchParams): number => {
  const days = Number(params.get('days'));
  return (ITEM_PERIODS as readonly number[]).includes(days) ? days : DEFAULT_PERIOD;
};

export function ItemPage() {
  const { name = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const days = readPeriod(params);
  const { data, isPending, isError, error, refetch } = useItemHistory(name, days);
  const picker = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={days}
      aria-label={ITEM_UI.period}
      onChange={(_e, value: number | null) => {
        if (value !== null) setParams(value === DEFAULT_PERIOD ? {} : { days: String(value) });
      }}
    >
      {ITEM_PERIODS.map((d) => (
        <ToggleButton key={d} value={d}>
          {ITEM_UI.days(d)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  let body;
  if (isPending)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );
  else if (isError)
    body = <LoadFailure error={error} onRetry={() => void refetch()} retryLabel={ITEM_UI.tryAgain} notFound={ITEM_UI.notFound(name)} failed={ITEM_UI.failed} />;
  else
    body = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <ItemCharts history={data} />
        <OutliersTable outliers={data.outliers} />
        <RecentTrades name={name} />
      </Box>
    );
  return (
    <Box>
      <PageHeader title={data?.item.name ?? name} subtitle={ITEM_UI.subtitle} actions={picker} />
      {body}
    </Box>
  );
}
