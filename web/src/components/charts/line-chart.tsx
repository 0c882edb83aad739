// A line chart for a ChartPanel (several series over the same days, gaps where a day has no
// value, optional marked points), loaded lazily like the bar chart: the chart library stays out of
// every chunk a screen without charts loads.
import { lazyPage } from '../../lib/lazy-page';
import { CHART_HEIGHT } from './chart-panel';
import type { LineChartViewProps } from './line-chart.types';

export type { ChartColor, ChartLine, LineChartViewProps } from './line-chart.types';

const LineChartView = lazyPage(() => import('./line-chart-view').then((m) => m.default));

export function LazyLineChart({ height = CHART_HEIGHT, ...props }: Omit<LineChartViewProps, 'height'> & { height?: number }) {
  return <LineChartView height={height} {...props} />;
}
