// The diverging bar chart as MUI X Charts draws it: horizontal bars, the left amount drawn as a
// negative value (its labels show it unsigned). Only diverging-bar-chart.tsx imports this file, lazily.
import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import { formatNumber } from '@staff-console/domain';
import type { DivergingBarChartViewProps } from './diverging-bar-chart.types';

const unsigned = (value: number | null) => (value === null ? '' : formatNumber(Math.abs(value)));

// No height: the chart fills the panel's box, its legend included (a height would size the drawing
// alone, and the legend above it would push the axis out of the panel).
export default function DivergingBarChartView({ rows, leftLabel, rightLabel, onRowClick }: DivergingBarChartViewProps) {
  const theme = useTheme();
  const indexes = rows.map((_, i) => i);
  return (
    <BarChart
      layout="horizontal"
      skipAnimation
      margin={{ top: 8, right: 28, bottom: 0, left: 0 }}
      yAxis={[{ scaleType: 'band', data: indexes, width: 136, valueFormatter: (value: number) => rows[value]?.label ?? '' }]}
      xAxis={[{ valueFormatter: (value: number) => formatNumber(Math.abs(value)) }]}
      series={[
        { id: 'left', data: rows.map((r) => -r.left), label: leftLabel, stack: 'balance', color: theme.palette.error.main, valueFormatter: unsigned },
        { id: 'right', data: rows.map((r) => r.right), label: rightLabel, stack: 'balance', color: theme.palette.success.main, valueFormatter: unsigned },
      ]}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
      onAxisClick={onRowClick ? (_event, data) => data && onRowClick(data.dataIndex) : undefined}
      sx={{ cursor: onRowClick ? 'pointer' : undefined }}
    />
  );
}
