import { describe, expect, it } from 'vitest';
import { parsePlayerIds } from './player-ids';

describe('player ids typed as a list', () => {
  it('reads numbers separated by commas or spaces, once each', () => {
    expect(parsePlayerIds('')).toEqual([]);
    expect(parsePlayerIds(' 12, 34  56,12 ')).toEqual([12, 34, 56]);
  });

  it('refuses anything that is not a user id', () => {
    expect(parsePlayerIds('12, bob')).toBeNull();
    expect(parsePlayerIds('0')).toBeNull();
    expect(parsePlayerIds('1.5')).toBeNull();
  });
});
