// Every chart of the console sits in a ChartPanel: a titled figure (the title is its accessible
// name), a "Show as table" / "Show as chart" toggle over the same numbers, a skeleton while the
// numbers load, a sentence when there are none, and the chart itself, whose library loads only
// when a chart is first drawn (lazy), so screens without charts never download it.
import { type ReactNode, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ChartTable, type ChartTableData } from './chart-table';
import { CHARTS_UI } from './charts-messages';

/** The chart's height in pixels: small enough for a phone held upright (390 px wide) to show the list under it. */
export const CHART_HEIGHT = 220;

export type ChartState = 'loading' | 'error' | 'empty' | 'data';

export interface ChartPanelProps {
  /** The chart's title and accessible name. */
  title: string;
  /** A line under the title (what is counted, the time zone…). */
  subtitle?: string;
  state: ChartState;
  /** The sentence shown when there are no numbers. */
  emptyText: string;
  /** The sentence shown when the numbers could not be loaded, and what Retry does. */
  error?: { text: string; onRetry: () => void };
  /** The numbers, as the table view shows them. */
  table: ChartTableData;
  /** The chart (a lazily loaded one from this folder), drawn only in the chart view with data. */
  chart: ReactNode;
  height?: number;
}

function ChartSkeleton({ height, label }: { height: number; label: string }) {
  return <Skeleton variant="rounded" height={height} aria-label={label} role="progressbar" />;
}

export function ChartPanel({ title, subtitle, state, emptyText, error, table, chart, height = CHART_HEIGHT }: ChartPanelProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const subtitleId = useId();
  const loadingLabel = CHARTS_UI.loading(title);
  const body = (() => {
    if (state === 'loading') return <ChartSkeleton height={height} label={loadingLabel} />;
    if (state === 'error')
      return (
        <Box sx={{ minHeight: 64, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {error?.text ?? CHARTS_UI.loadFailed}
          </Typography>
          {error ? (
            <Button size="small" onClick={error.onRetry}>
              {CHARTS_UI.retry}
            </Button>
          ) : null}
        </Box>
      );
    if (state === 'empty')
      return (
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: 64, display: 'flex', alignItems: 'center' }}>
          {emptyText}
        </Typography>
      );
    if (view === 'table') return <ChartTable label={title} table={table} />;
    // The chart's width follows its container: nothing overflows a 390 px screen.
    return (
      <Box sx={{ width: '100%', minWidth: 0, height }}>
        <Suspense fallback={<ChartSkeleton height={height} label={loadingLabel} />}>{chart}</Suspense>
      </Box>
    );
  })();

  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      sx={{ m: 0, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Box component="figcaption" sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography id={subtitleId} variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {state === 'data' ? (
          <Button size="small" variant="outlined" onClick={() => setView(view === 'chart' ? 'table' : 'chart')}>
            {view === 'chart' ? CHARTS_UI.showTable : CHARTS_UI.showChart}
          </Button>
        ) : null}
      </Box>
      {body}
    </Paper>
  );
}
