// A bar chart for a ChartPanel, loaded lazily (React.lazy): the chart library stays out of every
// chunk a screen without charts loads. Put it inside the panel, whose Suspense shows a skeleton.
import { lazyPage } from '../../lib/lazy-page';
import { CHART_HEIGHT } from './chart-panel';
import type { BarChartViewProps } from './bar-chart.types';

export type { BarChartViewProps, ChartBar } from './bar-chart.types';

// With the app's chunk timeout: a chunk that never arrives ends in the error screen, not an endless skeleton.
const BarChartView = lazyPage(() => import('./bar-chart-view').then((m) => m.default));

export function LazyBarChart({ height = CHART_HEIGHT, ...props }: Omit<BarChartViewProps, 'height'> & { height?: number }) {
  return <BarChartView height={height} {...props} />;
}
