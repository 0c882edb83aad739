// Searched histograms are drawn one at a time: the same search shares the drawing under way,
// another is asked to come back (503, Retry-After), and the gate opens again when it is done.
import { describe, expect, it } from 'vitest';
import { type ChatHistogram, MESSAGES } from '@staff-console/domain';
import { HistogramGate, histogramKey } from './chat-histogram.gate';

const answer = (total: number): ChatHistogram => ({ success: true, buckets: [], total });

describe('the histogram gate', () => {
  it('shares a drawing of the same search, refuses another meanwhile, and opens again after', async () => {
    const gate = new HistogramGate();
    let finish!: (value: ChatHistogram) => void;
    let drawn = 0;
    const slow = () => {
      drawn += 1;
      return new Promise<ChatHistogram>((resolve) => (finish = resolve));
    };
    const first = gate.draw(histogramKey('Trade', 1, 2, 60), slow);
    const same = gate.draw(histogramKey('tRADE', 1, 2, 60), slow);
    expect(() => gate.draw(histogramKey('scam', 1, 2, 60), slow)).toThrow(expect.objectContaining({ statusCode: 503, message: MESSAGES.stillCounting }));
    expect(() => gate.draw(histogramKey('trade', 1, 2, 30), slow)).toThrow(expect.objectContaining({ statusCode: 503 }));
    finish(answer(7));
    expect(await first).toEqual(answer(7));
    expect(await same).toEqual(answer(7));
    expect(drawn).toBe(1);
    expect(await gate.draw(histogramKey('scam', 1, 2, 60), async () => answer(3))).toEqual(answer(3));
  });

  it('opens again after a drawing that failed', async () => {
    const gate = new HistogramGate();
    await expect(gate.draw('a', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await gate.draw('b', async () => answer(1))).toEqual(answer(1));
  });
});
