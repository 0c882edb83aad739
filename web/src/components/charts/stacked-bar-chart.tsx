// A horizontal stacked bar chart for a ChartPanel (one bar per row, made of one part per series,
// e.g. a staff member's work by kind), loaded lazily like the bar chart.
import { lazyPage } from '../../lib/lazy-page';
import type { StackedBarChartViewProps } from './stacked-bar-chart.types';

export type { StackedBarChartViewProps, StackedSeries } from './stacked-bar-chart.types';

const StackedBarChartView = lazyPage(() => import('./stacked-bar-chart-view').then((m) => m.default));

/** The ChartPanel's height for this many rows: the legend (two lines on a phone) and axis, and 28 px a row. */
export const stackedChartHeight = (rows: number) => Math.max(200, 110 + rows * 28);

/** Fills the ChartPanel's box: give the panel `height={stackedChartHeight(rows)}`. */
export function LazyStackedBarChart(props: StackedBarChartViewProps) {
  return <StackedBarChartView {...props} />;
}
