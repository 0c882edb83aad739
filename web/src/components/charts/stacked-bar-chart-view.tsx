// The stacked bar chart as MUI X Charts draws it: horizontal bars (long labels stay readable on a
// phone), one part per series. Only stacked-bar-chart.tsx imports this file, lazily.
import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import { formatNumber } from '@staff-console/domain';
import type { StackedBarChartViewProps } from './stacked-bar-chart.types';

// No height: the chart fills the panel's box, its legend included.
export default function StackedBarChartView({ rows, series }: StackedBarChartViewProps) {
  const theme = useTheme();
  const indexes = rows.map((_, i) => i);
  // Room for the longest label (about 7 px a character), within bounds that leave the bars room on a phone.
  const labelWidth = Math.min(160, Math.max(56, 8 + 7 * Math.max(0, ...rows.map((r) => r.length))));
  return (
    <BarChart
      layout="horizontal"
      skipAnimation
      margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      yAxis={[{ scaleType: 'band', data: indexes, width: labelWidth, valueFormatter: (value: number) => rows[value] ?? '' }]}
      xAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => formatNumber(value) }]}
      series={series.map((s, i) => ({
        id: `part-${i}`,
        data: s.data,
        label: s.label,
        stack: 'total',
        color: theme.palette[s.color].main,
        valueFormatter: (value: number | null) => (value === null ? '' : formatNumber(value)),
      }))}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
    />
  );
}
