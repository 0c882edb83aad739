// A horizontal diverging bar chart for a ChartPanel (one row per label: one amount to the left of
// zero, another to the right, e.g. value given and received), loaded lazily like the bar chart.
import { lazyPage } from '../../lib/lazy-page';
import type { DivergingBarChartViewProps } from './diverging-bar-chart.types';

export type { DivergingBarChartViewProps, DivergingRow } from './diverging-bar-chart.types';

const DivergingBarChartView = lazyPage(() => import('./diverging-bar-chart-view').then((m) => m.default));

/** Rows of this height each, so a long list stays readable; the panel's height follows. */
export const divergingChartHeight = (rows: number) => Math.max(160, 48 + rows * 26);

export function LazyDivergingBarChart({ height, ...props }: Omit<DivergingBarChartViewProps, 'height'> & { height?: number }) {
  return <DivergingBarChartView height={height ?? divergingChartHeight(props.rows.length)} {...props} />;
}
