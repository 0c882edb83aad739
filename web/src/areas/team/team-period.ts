// The Team page's period, kept in the URL so a copied link shows the same view: `?days=7|90|365`
// for a preset (none: the last 30 days), or `?from=YYYY-MM-DD&to=YYYY-MM-DD` for chosen dates
// (both days included, UTC).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TEAM_WINDOW_DEFAULT_DAYS, TEAM_WINDOW_MAX_DAYS } from '@staff-console/domain';

export const TEAM_PRESETS = [7, 30, 90, 365] as const;
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type TeamPeriod = { kind: 'preset'; days: number } | { kind: 'custom'; from: string; to: string };

/** The window the server is asked for (ISO instants), or why there is none. */
export type TeamWindow = { ok: true; from: string; to: string } | { ok: false; reason: 'inverted' | 'too-long' };

export function readPeriod(params: URLSearchParams): TeamPeriod {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (DATE.test(from) && DATE.test(to) && Number.isFinite(Date.parse(from)) && Number.isFinite(Date.parse(to))) return { kind: 'custom', from, to };
  const days = Number(params.get('days'));
  return { kind: 'preset', days: (TEAM_PRESETS as readonly number[]).includes(days) ? days : TEAM_WINDOW_DEFAULT_DAYS };
}

export function periodParams(period: TeamPeriod): Record<string, string> {
  if (period.kind === 'custom') return { from: period.from, to: period.to };
  return period.days === TEAM_WINDOW_DEFAULT_DAYS ? {} : { days: String(period.days) };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A preset as dates (its first and last day), where "Custom" starts from. */
export const presetDates = (days: number, now: number) => ({ from: isoDay(now - days * DAY_MS), to: isoDay(now) });

export function periodWindow(period: TeamPeriod, now: number): TeamWindow {
  if (period.kind === 'preset') return { ok: true, from: new Date(now - period.days * DAY_MS).toISOString(), to: new Date(now).toISOString() };
  const from = Date.parse(period.from);
  const to = Date.parse(period.to) + DAY_MS; // the last day included
  if (from >= to) return { ok: false, reason: 'inverted' };
  if (to - from > TEAM_WINDOW_MAX_DAYS * DAY_MS) return { ok: false, reason: 'too-long' };
  return { ok: true, from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** The period in the URL, its window (a preset ends now, fixed until the period changes) and a setter. */
export function useTeamPeriod() {
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params);
  const key = JSON.stringify(period);
  // `now` is read once per period (the key), so the request stays the same while the period does.
  const window = useMemo(() => periodWindow(period, Date.now()), [key]);
  const setPeriod = (next: TeamPeriod) => setParams(periodParams(next));
  return { period, window, setPeriod };
}
