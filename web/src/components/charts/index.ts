// Shared chart machinery (MUI X Charts, loaded lazily): the panel every chart sits in, and the charts.
export { LazyBarChart, type ChartBar } from './bar-chart';
export { CHART_HEIGHT, ChartPanel, type ChartPanelProps, type ChartState } from './chart-panel';
export type { ChartColumn, ChartTableData, ChartTableRow } from './chart-table';
export { CHARTS_UI } from './charts-messages';
export { LazyLineChart, type ChartColor, type ChartLine } from './line-chart';
export { LazyDivergingBarChart, divergingChartHeight, type DivergingRow } from './diverging-bar-chart';
export { panelTexts, type PanelMessages } from './panel-texts';
export { LazyStackedBarChart, stackedChartHeight, type StackedSeries } from './stacked-bar-chart';
