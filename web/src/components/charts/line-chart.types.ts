// What a line chart draws: shared by the lazy wrapper (line-chart.tsx) and the chart itself (line-chart-view.tsx).
export type ChartColor = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface ChartLine {
  label: string;
  /** One value per x label; null leaves a gap (no line through a day without numbers). */
  data: (number | null)[];
  /** A theme colour, so light and dark both read. */
  color: ChartColor;
  /** Only marks, no line (points such as outliers, drawn over the lines). */
  marksOnly?: boolean;
  /** A thinner, dashed line (a bound such as a minimum or maximum). */
  dashed?: boolean;
}

export interface LineChartViewProps {
  /** The x axis's labels (days), one per value. */
  labels: string[];
  /** Shorter labels for the axis's ticks (the tooltip shows `labels`). */
  ticks?: string[];
  /** Only these points get a tick (say, each day's first hour on an hourly axis); by default the chart chooses. */
  tickAt?: number[];
  lines: ChartLine[];
}
