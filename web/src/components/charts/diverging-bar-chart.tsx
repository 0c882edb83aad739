// A horizontal diverging bar chart for a ChartPanel (one row per label: one amount to the left of
// zero, another to the right, e.g. value given and received), loaded lazily like the bar chart.
import { lazyPage } from '../../lib/lazy-page';
import type { DivergingBarChartViewProps } from './diverging-bar-chart.types';

export type { DivergingBarChartViewProps, DivergingRow } from './diverging-bar-chart.types';

const DivergingBarChartView = lazyPage(() => import('./diverging-bar-chart-view').then((m) => m.default));

/** The ChartPanel's height for this many rows: the legend and axis, and 26 px a row, so a long list stays readable. */
export const divergingChartHeight = (rows: number) => Math.max(180, 80 + rows * 26);

/** Fills the ChartPanel's box: give the panel `height={divergingChartHeight(rows)}`. */
export function LazyDivergingBarChart(props: DivergingBarChartViewProps) {
  return <DivergingBarChartView {...props} />;
}
