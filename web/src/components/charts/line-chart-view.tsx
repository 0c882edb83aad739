// The line chart as MUI X Charts draws it. Only line-chart.tsx imports this file, lazily. Colours
// come from the MUI theme (light and dark); a legend names each series in text, not colour alone.
import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';
import type { LineChartViewProps } from './line-chart.types';

/** The points series draw no line; a bound's line is thin and dashed. */
function lineStyles(lines: LineChartViewProps['lines']): Record<string, Record<string, string | number>> {
  const styles: Record<string, Record<string, string | number>> = {};
  lines.forEach((line, i) => {
    const selector = `& .MuiLineChart-line[data-series="line-${i}"]`;
    if (line.marksOnly) styles[selector] = { display: 'none' };
    else if (line.dashed) styles[selector] = { strokeDasharray: '4 3', strokeWidth: 1.5 };
  });
  return styles;
}

// No height: the chart fills the panel's box, its legend included (a height would size the drawing
// alone, and the legend above it would push the axis out of the panel).
export default function LineChartView({ labels, ticks, tickAt, lines }: LineChartViewProps) {
  const theme = useTheme();
  const indexes = labels.map((_, i) => i);
  const tickSet = tickAt ? new Set(tickAt) : null;
  return (
    <LineChart
      skipAnimation
      margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
      xAxis={[
        {
          scaleType: 'point',
          data: indexes,
          ...(tickSet && { tickInterval: (value: number) => tickSet.has(value) }),
          valueFormatter: (value: number, context) => (context.location === 'tick' ? ticks?.[value] : undefined) ?? labels[value] ?? '',
        },
      ]}
      yAxis={[{ width: 56 }]}
      series={lines.map((line, i) => ({
        id: `line-${i}`,
        label: line.label,
        data: line.data,
        color: theme.palette[line.color].main,
        // Marks on the points series only (and on a lone day, which a line cannot show).
        showMark: line.marksOnly
          ? true
          : ({ index }: { index: number }) => line.data[index] !== null && line.data[index - 1] == null && line.data[index + 1] == null,
        shape: line.marksOnly ? ('diamond' as const) : ('circle' as const),
      }))}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
      sx={lineStyles(lines)}
    />
  );
}
