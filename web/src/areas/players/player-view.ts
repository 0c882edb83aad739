// What the player page shows, kept in the URL (kinds, dates and the timeline position), so a copied
// link reproduces the view for another staff member. Unknown values read as the defaults.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TIMELINE_KINDS, localDayRange, type TimelineKind } from '@staff-console/domain';
import type { TimelineRequest } from './api/get-player';

export interface PlayerView {
  /** Empty: every kind the user may see. */
  kinds: TimelineKind[];
  /** Calendar dates (YYYY-MM-DD), both ends inclusive, in the browser's time zone. */
  from: string;
  to: string;
  before: string;
  after: string;
  oldest: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CURSOR = /^\d{1,15}\.(chat|trade|marketplace)\.[0-9a-f]{24}$/;

export function readPlayerView(params: URLSearchParams): PlayerView {
  const kinds = (params.get('kinds') ?? '').split(',').filter((k): k is TimelineKind => (TIMELINE_KINDS as readonly string[]).includes(k));
  const date = (key: string) => {
    const v = params.get(key) ?? '';
    return DATE.test(v) && !Number.isNaN(Date.parse(v)) ? v : '';
  };
  const cursor = (key: string) => {
    const v = params.get(key) ?? '';
    return CURSOR.test(v) ? v : '';
  };
  const before = cursor('before');
  const after = before ? '' : cursor('after');
  return { kinds: [...new Set(kinds)], from: date('from'), to: date('to'), before, after, oldest: !before && !after && params.get('oldest') === 'true' };
}

export function writePlayerView(view: PlayerView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.kinds.length > 0) params.set('kinds', view.kinds.join(','));
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.before) params.set('before', view.before);
  else if (view.after) params.set('after', view.after);
  else if (view.oldest) params.set('oldest', 'true');
  return params;
}

const startOfDay = (date: string) => localDayRange(date)?.from;
const endOfDay = (date: string) => localDayRange(date)?.to;

export function timelineRequest(view: PlayerView): TimelineRequest {
  let from = startOfDay(view.from);
  let to = endOfDay(view.to);
  if (from !== undefined && to !== undefined && from > to) [from, to] = [startOfDay(view.to), endOfDay(view.from)];
  return {
    ...(view.kinds.length > 0 ? { kinds: view.kinds } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    ...(view.before ? { before: view.before } : view.after ? { after: view.after } : view.oldest ? { oldest: true } : {}),
  };
}

const AT_NEWEST = { before: '', after: '', oldest: false };

export function usePlayerView(): [PlayerView, (change: Partial<PlayerView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readPlayerView(params), [params]);
  const setView = useCallback(
    (change: Partial<PlayerView>) => {
      // A new filter starts again at the newest events.
      const filtered = 'kinds' in change || 'from' in change || 'to' in change;
      setParams(writePlayerView({ ...view, ...(filtered ? AT_NEWEST : {}), ...change }));
    },
    [view, setParams],
  );
  return [view, setView];
}
