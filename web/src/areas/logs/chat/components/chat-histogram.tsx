// The histogram over Chat Logs' results: how many of the search's messages fall in each equal bar
// of its window, from one request per search and window. Choosing a bar (or its row's button in the
// table view) narrows the list to that bar's messages through the URL, so Back widens it again.
import Button from '@mui/material/Button';
import { DEFAULT_TIME_ZONE, displayTimeZone, type ChatHistogramBucket } from '@staff-console/domain';
import { type ChartBar, ChartPanel, type ChartState, LazyBarChart } from '../../../../components/charts';
import { formatNumber, formatTimestamp } from '../../../../lib/format';
import { timeZoneName } from '../../../../lib/time-zone';
import { type ChatHistogramRequest, useChatHistogram } from '../api/get-chat-histogram';
import { CHAT_UI } from '../chat-messages';
import type { ChatWindow } from '../chat-url-state';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A bar's length as people say it: seconds, minutes, hours or days. */
export function barLength(ms: number): string {
  const { duration } = CHAT_UI;
  if (ms < MINUTE) return duration.seconds(formatNumber(ms / 1000));
  if (ms < 2 * HOUR) return duration.minutes(formatNumber(ms / MINUTE));
  if (ms < 2 * DAY) return duration.hours(formatNumber(ms / HOUR));
  return duration.days(formatNumber(ms / DAY));
}

/**
 * The axis' short label of a bar's start, cut from the one date format every screen uses
 * ('Nov 20, 2026 • 1:15 AM EST'): the day ('Nov 20') over long windows, else the time ('1:15 AM').
 */
function tickOf(from: string, windowMs: number): string {
  const [day = '', time = ''] = formatTimestamp(from).split(' • ');
  return windowMs > 2 * DAY ? (day.split(',')[0] ?? day) : time.split(' ').slice(0, 2).join(' ');
}

const windowOf = (bucket: ChatHistogramBucket): ChatWindow => ({ from: Date.parse(bucket.from), to: Date.parse(bucket.to) });

export interface ChatHistogramProps {
  request: ChatHistogramRequest;
  /** A bar was chosen: show its messages. */
  onChoose: (window: ChatWindow) => void;
}

export function ChatHistogram({ request, onChoose }: ChatHistogramProps) {
  const { data, isPending, isError, refetch } = useChatHistogram(request);
  const buckets = data?.buckets ?? [];
  const state: ChartState = isPending ? 'loading' : isError ? 'error' : !data || data.total === 0 ? 'empty' : 'data';
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  const windowMs = first && last ? Date.parse(last.to) - Date.parse(first.from) + 1 : 0;
  const barMs = first ? Date.parse(first.to) - Date.parse(first.from) + 1 : 0;
  const zone = timeZoneName(displayTimeZone() ?? DEFAULT_TIME_ZONE);
  const bars: ChartBar[] = buckets.map((b) => ({
    label: CHAT_UI.histogramBar(formatTimestamp(b.from), formatTimestamp(b.to)),
    tick: tickOf(b.from, windowMs),
    value: b.count,
  }));
  const choose = (index: number) => {
    const bucket = buckets[index];
    if (bucket && bucket.count > 0) onChoose(windowOf(bucket));
  };
  return (
    <ChartPanel
      title={CHAT_UI.histogramTitle}
      subtitle={state === 'data' ? CHAT_UI.histogramSubtitle(barLength(barMs), zone) : undefined}
      state={state}
      emptyText={CHAT_UI.histogramEmpty}
      error={{ text: CHAT_UI.histogramFailed, onRetry: () => void refetch() }}
      table={{
        columns: [
          { label: CHAT_UI.histogramFrom },
          { label: CHAT_UI.histogramTo },
          { label: CHAT_UI.histogramCount, numeric: true },
          { label: CHAT_UI.histogramAction },
        ],
        rows: buckets.map((b, i) => ({
          key: b.from,
          cells: [
            formatTimestamp(b.from),
            formatTimestamp(b.to),
            formatNumber(b.count),
            <Button key="show" size="small" disabled={b.count === 0} onClick={() => choose(i)}>
              {CHAT_UI.histogramShow}
            </Button>,
          ],
        })),
      }}
      chart={<LazyBarChart bars={bars} valueLabel={CHAT_UI.histogramSeries} onBarClick={choose} />}
    />
  );
}
