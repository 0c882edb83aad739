import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from './use-row-selection';

const row = (id: string) => ({ id });
const page = [row('a'), row('b'), row('c')];

describe('useRowSelection', () => {
  it('toggles rows, selects the whole page, and clears', () => {
    const { result } = renderHook(() => useRowSelection<{ id: string }>('page-1'));
    expect(result.current.stateOf(page)).toBe('none');
    act(() => result.current.toggle(page[0]!));
    act(() => result.current.toggle(page[2]!));
    expect(result.current.rows.map((r) => r.id)).toEqual(['a', 'c']);
    expect(result.current.stateOf(page)).toBe('some');
    act(() => result.current.toggle(page[0]!));
    expect(result.current.has('a')).toBe(false);
    act(() => result.current.toggleAll(page));
    expect(result.current.count).toBe(3);
    expect(result.current.stateOf(page)).toBe('all');
    // With every row picked, the page checkbox picks none.
    act(() => result.current.toggleAll(page));
    expect(result.current.count).toBe(0);
    act(() => result.current.toggle(page[1]!));
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });

  it('is empty again on another page or search', () => {
    const { result, rerender } = renderHook(({ key }) => useRowSelection<{ id: string }>(key), { initialProps: { key: 'page-1' } });
    act(() => result.current.toggleAll(page));
    expect(result.current.count).toBe(3);
    rerender({ key: 'page-2' });
    expect(result.current.count).toBe(0);
    expect(result.current.has('a')).toBe(false);
    // Back on the first page, the old choice does not come back.
    rerender({ key: 'page-1' });
    expect(result.current.count).toBe(0);
  });
});
