// The player's activity per US Eastern day (chat, trades, purchases, sales): one line per kind the
// caller may read (the server leaves the others out), the same numbers one click away as a table.
import { formatNumber, PLAYER_ACTIVITY_DAYS, type PlayerActivityDay } from '@staff-console/domain';
import { ChartPanel, LazyLineChart, type ChartColor, type ChartTableData, type ChartState } from '../../../components/charts';
import { usePlayerActivity } from '../api/get-charts';
import { PLAYER_CHARTS_UI } from '../chart-messages';

const UI = PLAYER_CHARTS_UI.activity;
const KINDS = ['chat', 'trades', 'purchases', 'sales'] as const;
type Kind = (typeof KINDS)[number];
const COLORS: Record<Kind, ChartColor> = { chat: 'info', trades: 'primary', purchases: 'success', sales: 'warning' };

/** The kinds the answer carries (a kind the caller may not read is absent on every day). */
export const presentKinds = (days: readonly PlayerActivityDay[]): Kind[] => KINDS.filter((k) => days.some((d) => d[k] !== undefined));

export function activityTable(days: readonly PlayerActivityDay[], kinds: readonly Kind[]): ChartTableData {
  return {
    columns: [{ label: UI.day }, ...kinds.map((k) => ({ label: UI.kinds[k], numeric: true }))],
    rows: days.map((d) => ({ key: d.day, cells: [d.day, ...kinds.map((k) => formatNumber(d[k] ?? 0))] })),
  };
}

export function ActivityChart({ userId }: { userId: number }) {
  const days = PLAYER_ACTIVITY_DAYS.default;
  const { data, isPending, isError, refetch } = usePlayerActivity(userId, days);
  const rows = data ?? [];
  const kinds = presentKinds(rows);
  const any = rows.some((d) => kinds.some((k) => (d[k] ?? 0) > 0));
  const state: ChartState = isPending ? 'loading' : isError ? 'error' : any ? 'data' : 'empty';
  return (
    <ChartPanel
      title={UI.title}
      subtitle={UI.subtitle(days)}
      state={state}
      emptyText={UI.empty}
      error={{ text: UI.failed, onRetry: () => void refetch() }}
      table={activityTable(rows, kinds)}
      chart={
        <LazyLineChart
          labels={rows.map((d) => d.day)}
          ticks={rows.map((d) => d.day.slice(5))}
          lines={kinds.map((k) => ({ label: UI.kinds[k], color: COLORS[k], data: rows.map((d) => d[k] ?? 0) }))}
        />
      }
    />
  );
}
