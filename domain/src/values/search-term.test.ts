import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS, characterCount, isTooShortSearch, searchTerm } from './search-term';

describe('the search-term rule', () => {
  it('trims, treats blank as no search and 1–2 characters as too short', () => {
    expect(searchTerm('  ab ')).toBeNull();
    expect(searchTerm('   ')).toBe('');
    expect(searchTerm('')).toBe('');
    expect(searchTerm(' abc ')).toBe('abc');
    expect(isTooShortSearch(' ab ')).toBe(true);
    expect(isTooShortSearch('  ')).toBe(false);
    expect(isTooShortSearch('abc')).toBe(false);
  });

  it('counts characters as a person does', () => {
    expect(characterCount('😀😀😀')).toBe(3);
    expect(searchTerm('😀😀😀')).toBe('😀😀😀');
    expect(searchTerm('😀😀')).toBeNull();
    expect(searchTerm('日本')).toBeNull();
  });

  it('cuts a long term to the longest a search takes', () => {
    expect(searchTerm(`  ${'x'.repeat(150)}  `)).toBe('x'.repeat(100));
    expect(searchTerm('abcdef', 4)).toBe('abcd');
  });

  it('waits 800 ms after typing stops', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(800);
  });
});
