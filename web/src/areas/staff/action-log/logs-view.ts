// The action log's view in the URL (beside ?tab=logs), so a filtered log can be linked and
// reloaded: category, action, who did it, what it is about (player, case, staff account), days, page.
import { useSearchParams } from 'react-router';
import { isCalendarDay, LIMITS } from '@staff-console/domain';
import type { LogFilterValues } from './log-filters';

export interface LogsView extends LogFilterValues {
  page: number;
}

const TEXT_KEYS = ['category', 'action', 'username', 'player', 'case', 'targetUser'] as const;
const DAY_KEYS = { startDay: 'from', endDay: 'to' } as const;

export function readLogsView(params: URLSearchParams): LogsView {
  const text = (key: string) => (params.get(key) ?? '').trim().slice(0, LIMITS.name);
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return isCalendarDay(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    category: text('category'),
    action: text('action'),
    username: text('username'),
    player: text('player'),
    case: text('case'),
    targetUser: text('targetUser'),
    startDay: day(DAY_KEYS.startDay),
    endDay: day(DAY_KEYS.endDay),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The admin page's parameters with this view written in (the tab kept, empty filters left out). */
export function writeLogsView(current: URLSearchParams, view: LogsView): URLSearchParams {
  const next = new URLSearchParams({ tab: current.get('tab') ?? 'logs' });
  for (const key of TEXT_KEYS) if (view[key]) next.set(key, view[key]);
  if (view.startDay) next.set(DAY_KEYS.startDay, view.startDay);
  if (view.endDay) next.set(DAY_KEYS.endDay, view.endDay);
  if (view.page > 1) next.set('page', String(view.page));
  return next;
}

/** A link to the action log filtered to one target or action. */
export function logsLink(filter: Partial<LogFilterValues>): string {
  const params = new URLSearchParams({ tab: 'logs' });
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return `/admin?${params.toString()}`;
}

export function useLogsView(): [LogsView, (view: LogsView) => void] {
  const [params, setParams] = useSearchParams();
  return [readLogsView(params), (view) => setParams(writeLogsView(params, view))];
}
