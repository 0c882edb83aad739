// What a diverging bar chart draws: shared by the lazy wrapper and the chart itself.
export interface DivergingRow {
  /** The row's label on the axis (with any mark in words, e.g. "Sam · one-way"). */
  label: string;
  /** Drawn to the left of zero. */
  left: number;
  /** Drawn to the right of zero. */
  right: number;
}

export interface DivergingBarChartViewProps {
  rows: DivergingRow[];
  /** What each side counts ("Given (RAP)", "Received (RAP)"), shown in the legend. */
  leftLabel: string;
  rightLabel: string;
  /** A click on a row, with its index. */
  onRowClick?: (index: number) => void;
}
