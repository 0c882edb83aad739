import { describe, expect, it } from 'vitest';
import { savedQuery } from './saved-searches-api';

describe('savedQuery', () => {
  it('keeps the search and leaves out the page, an open dialog and its context scope', () => {
    expect(savedQuery('?search=hello&frame=week&page=3&context=d00000000000000000000003&scope=all')).toBe('search=hello&frame=week');
    expect(savedQuery('sender=smith&open=65f000000000000000000001')).toBe('sender=smith');
  });
});
