import { describe, expect, it } from 'vitest';
import { normalizeItemType } from './item-types';

describe('normalizeItemType', () => {
  it.each([
    ['mythicunobtainable', 'mythic'],
    ['contestultimate', 'contest'],
    ['unobtainable', 'mythic'],
    ['ultimate', 'contest'],
    ['market', 'merchant'],
    ['giveaway', 'exclusive'],
    ['retexture', 'code'],
  ])('maps %s to %s (docs/RULES.md, "Entities and values")', (raw, shown) => {
    expect(normalizeItemType(raw)).toBe(shown);
  });

  it('reduces to lowercase letters before mapping', () => {
    expect(normalizeItemType('Retexture')).toBe('code');
    expect(normalizeItemType('Mythic-Unobtainable')).toBe('mythic');
    expect(normalizeItemType('Contest Ultimate')).toBe('contest');
    expect(normalizeItemType('  GIVE_AWAY!  ')).toBe('exclusive');
    expect(normalizeItemType('Market2')).toBe('merchant');
  });

  it('keeps any other type as its reduced string', () => {
    expect(normalizeItemType('Hat')).toBe('hat');
    expect(normalizeItemType('Face Accessory')).toBe('faceaccessory');
    expect(normalizeItemType('mythic')).toBe('mythic');
    expect(normalizeItemType('Ünique')).toBe('nique');
  });

  it('does not treat object-prototype names as aliases', () => {
    expect(normalizeItemType('constructor')).toBe('constructor');
    expect(normalizeItemType('toString')).toBe('tostring');
  });

  it('answers an empty string for absent, empty or non-text types', () => {
    expect(normalizeItemType(undefined)).toBe('');
    expect(normalizeItemType(null)).toBe('');
    expect(normalizeItemType('')).toBe('');
    expect(normalizeItemType('123 - !')).toBe('');
    expect(normalizeItemType(42)).toBe('');
  });

  it('normalises the sample trade and marketplace types (expected.md)', () => {
    expect(['mythicunobtainable', 'ultimate', 'market', 'Retexture', 'contestultimate', 'giveaway', 'Hat'].map(normalizeItemType)).toEqual([
      'mythic',
      'contest',
      'merchant',
      'code',
      'contest',
      'exclusive',
      'hat',
    ]);
  });
});
