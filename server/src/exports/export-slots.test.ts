import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ExportSlots, TOO_MANY_EXPORTS } from './export-slots';

describe('exports per user', () => {
  it('a user holds at most two running exports; others are not affected', () => {
    const slots = new ExportSlots();
    const first = slots.take('u1');
    slots.take('u1');
    expect(() => slots.take('u1')).toThrow(TOO_MANY_EXPORTS);
    try {
      slots.take('u1');
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 429, headers: { 'retry-after': '10' } });
    }
    expect(() => slots.take('u2')).not.toThrow();
    first();
    first(); // releasing twice frees one slot only
    expect(() => slots.take('u1')).not.toThrow();
    expect(() => slots.take('u1')).toThrow(TOO_MANY_EXPORTS);
  });

  it('a slot is freed when the download ends, fails or is cut off', async () => {
    const endings: ((s: PassThrough) => void)[] = [(s) => s.destroy(), (s) => s.destroy(new Error('client went away')), (s) => s.end()];
    for (const finish of endings) {
      const slots = new ExportSlots(1);
      const stream = new PassThrough();
      stream.on('error', () => undefined);
      ExportSlots.releaseWhenDone(stream, slots.take('u'));
      expect(() => slots.take('u')).toThrow(TOO_MANY_EXPORTS);
      finish(stream);
      stream.resume();
      await new Promise((resolve) => setImmediate(resolve));
      expect(() => slots.take('u')).not.toThrow();
    }
  });
});
