// A histogram of a common word among ten million messages counts every match: seconds of a read
// connection. So searched histograms are drawn one at a time per process: the same search asked
// again while it is drawn shares that drawing, and another search is told to ask again in a moment
// (503 with Retry-After, which the web app follows as it does for a total still being counted). No
// staff member can keep the read connections busy, and the Chat Logs list is never queued behind
// a chart.
import type { ChatHistogram } from '@staff-console/domain';
import { stillCounting } from '../../../caches/count-cache';

export class HistogramGate {
  private readonly drawing = new Map<string, Promise<ChatHistogram>>();

  constructor(private readonly atOnce = 1) {}

  draw(key: string, work: () => Promise<ChatHistogram>): Promise<ChatHistogram> {
    const same = this.drawing.get(key);
    if (same) return same;
    if (this.drawing.size >= this.atOnce) throw stillCounting();
    const drawn = work().finally(() => this.drawing.delete(key));
    this.drawing.set(key, drawn);
    return drawn;
  }
}

/** What a searched histogram is shared under: searches ignore letter case. */
export const histogramKey = (search: string, from: number | undefined, to: number | undefined, buckets: number): string =>
  JSON.stringify([search.toLowerCase(), from ?? null, to ?? null, buckets]);
