// What a bar chart draws: shared by the lazy wrapper (bar-chart.tsx) and the chart itself (bar-chart-view.tsx).
export interface ChartBar {
  /** The bar's whole label (tooltip). */
  label: string;
  /** A short label for the axis under it. */
  tick: string;
  value: number;
}

export interface BarChartViewProps {
  bars: ChartBar[];
  /** What the values count ("Messages"). */
  valueLabel: string;
  height: number;
  /** A click on a bar's column, with its index. */
  onBarClick?: (index: number) => void;
}
