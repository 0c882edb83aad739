import { describe, expect, it, vi } from 'vitest';
import { isHexId, newId } from './ids';

/** A fresh copy of the module: its counter has seen no second yet (other files in this worker made ids now). */
async function freshOrderedIds() {
  vi.resetModules();
  return (await import('./ids')).newOrderedId;
}

describe('ids', () => {
  it('starts with the second it was made in, then random hex', () => {
    const id = newId(Date.UTC(2026, 0, 1));
    expect(isHexId(id)).toBe(true);
    expect(id.slice(0, 8)).toBe((Date.UTC(2026, 0, 1) / 1000).toString(16));
  });

  it('orders ids made in one second by the order they were made', async () => {
    const newOrderedId = await freshOrderedIds();
    const at = Date.UTC(2026, 0, 2);
    const ids = Array.from({ length: 500 }, () => newOrderedId(at));
    expect(ids.every(isHexId)).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const later = newOrderedId(at + 1000);
    expect(later > ids.at(-1)!).toBe(true);
    // An earlier second than the last one seen still gives an id of that second.
    expect(newOrderedId(at - 5000).slice(0, 8)).toBe(((at - 5000) / 1000).toString(16));
  });
});
