// The bar chart as MUI X Charts draws it. Only bar-chart.tsx imports this file, lazily: the chart
// library is downloaded with the first chart a staff member opens, never with the sign-in screen or
// the dashboard. Colours come from the MUI theme, so light and dark both read.
import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import type { BarChartViewProps } from './bar-chart.types';

export default function BarChartView({ bars, valueLabel, height, onBarClick }: BarChartViewProps) {
  const theme = useTheme();
  const indexes = bars.map((_, i) => i);
  return (
    <BarChart
      height={height}
      hideLegend
      skipAnimation
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      xAxis={[
        {
          scaleType: 'band',
          data: indexes,
          // Ticks show the short label (the chart thins them out to fit); the tooltip shows the whole bar.
          valueFormatter: (value: number, context) => (context.location === 'tick' ? (bars[value]?.tick ?? '') : (bars[value]?.label ?? '')),
        },
      ]}
      yAxis={[{ width: 48, tickMinStep: 1 }]}
      series={[{ data: bars.map((b) => b.value), label: valueLabel, color: theme.palette.primary.main }]}
      onAxisClick={onBarClick ? (_event, data) => data && onBarClick(data.dataIndex) : undefined}
      sx={{ cursor: onBarClick ? 'pointer' : undefined }}
    />
  );
}
