import { describe, expect, it } from 'vitest';
import type { TimelineKind } from '@staff-console/domain';
import { nextKinds } from './timeline-kind-filter';

const allowed: TimelineKind[] = ['chat', 'trade', 'marketplace'];

describe('the timeline kind filter', () => {
  it('shows only the clicked kind when all are shown, then adds and removes kinds', () => {
    expect(nextKinds([], 'trade', allowed)).toEqual(['trade']);
    expect(nextKinds(['trade'], 'chat', allowed)).toEqual(['chat', 'trade']);
    expect(nextKinds(['chat', 'trade'], 'trade', allowed)).toEqual(['chat']);
  });

  it('reads every kind, or none, as all', () => {
    expect(nextKinds(['trade'], 'trade', allowed)).toEqual([]);
    expect(nextKinds(['chat', 'trade'], 'marketplace', allowed)).toEqual([]);
  });
});
