// What a stacked bar chart draws: shared by the lazy wrapper (stacked-bar-chart.tsx) and the chart itself (stacked-bar-chart-view.tsx).
import type { ChartColor } from './line-chart.types';

export interface StackedSeries {
  label: string;
  /** One value per row, in the rows' order. */
  data: number[];
  /** A theme colour, so light and dark both read; the legend names each series in text. */
  color: ChartColor;
}

export interface StackedBarChartViewProps {
  /** One horizontal bar per row (e.g. a staff member), its label on the axis beside it. */
  rows: string[];
  /** The parts each bar is made of, stacked left to right. */
  series: StackedSeries[];
}
