// A line chart for a ChartPanel (several series over the same days, gaps where a day has no
// value, optional marked points), loaded lazily like the bar chart: the chart library stays out of
// every chunk a screen without charts loads.
import { lazyPage } from '../../lib/lazy-page';
import type { LineChartViewProps } from './line-chart.types';

export type { ChartColor, ChartLine, LineChartViewProps } from './line-chart.types';

const LineChartView = lazyPage(() => import('./line-chart-view').then((m) => m.default));

/** Fills the ChartPanel's box (its `height`), legend included. */
export function LazyLineChart(props: LineChartViewProps) {
  return <LineChartView {...props} />;
}
