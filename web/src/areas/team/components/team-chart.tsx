// A bar per staff member, made of their work by kind (sanctions by type, reports resolved, appeals
// decided, cases opened or closed); the table view shows the same numbers. Staff with none are left out.
import { formatNumber, type TeamMemberStats } from '@staff-console/domain';
import { ChartPanel, LazyStackedBarChart, panelTexts, stackedChartHeight, type ChartState, type StackedSeries } from '../../../components/charts';
import { TEAM_UI } from '../team-messages';
import { workTotal } from '../team-sort';

const UI = TEAM_UI.chart;

export function TeamChart({ staff: everyone, state, onRetry }: { staff: TeamMemberStats[]; state: ChartState; onRetry: () => void }) {
  // A bar for each staff member with work to show, the busiest first (the table lists everyone).
  const staff = everyone.filter((s) => workTotal(s) > 0).sort((a, b) => workTotal(b) - workTotal(a) || a.username.localeCompare(b.username));
  const series: StackedSeries[] = [
    { label: UI.warnings, data: staff.map((s) => s.warnings), color: 'warning' },
    { label: UI.mutes, data: staff.map((s) => s.mutes), color: 'info' },
    { label: UI.bans, data: staff.map((s) => s.bans), color: 'error' },
    { label: UI.reports, data: staff.map((s) => s.reportsResolved), color: 'primary' },
    { label: UI.appeals, data: staff.map((s) => s.appealsDecided), color: 'secondary' },
    { label: UI.cases, data: staff.map((s) => s.casesOpened + s.casesClosed), color: 'success' },
  ];
  const table = {
    columns: [{ label: UI.staff }, ...series.map((s) => ({ label: s.label, numeric: true }))],
    rows: staff.map((s, i) => ({ key: s.userId, cells: [s.username, ...series.map((part) => formatNumber(part.data[i]))] })),
  };
  return (
    <ChartPanel
      {...panelTexts({ title: UI.title, subtitle: UI.subtitle, empty: UI.empty })}
      state={state}
      error={{ text: TEAM_UI.failed, onRetry }}
      height={stackedChartHeight(staff.length)}
      table={table}
      chart={<LazyStackedBarChart rows={staff.map((s) => s.username)} series={series} />}
    />
  );
}
