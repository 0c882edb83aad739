import { describe, expect, it } from 'vitest';
import { parsePickerInput } from './player-picker';

describe('what a player picker was typed', () => {
  it('reads digits as a user id and one word as a name', () => {
    expect(parsePickerInput(' 133640 ')).toEqual({ kind: 'id', userId: 133640 });
    expect(parsePickerInput('@FrostQueen')).toEqual({ kind: 'name', name: 'FrostQueen' });
    expect(parsePickerInput('  ')).toEqual({ kind: 'empty' });
  });

  it('answers a sentence for what is neither', () => {
    const bad = { kind: 'invalid', message: 'Type one player name (no spaces) or one numeric user id.' };
    expect(parsePickerInput('Frost Queen')).toEqual(bad);
    expect(parsePickerInput('0')).toEqual(bad);
    expect(parsePickerInput('1234567890123456')).toEqual(bad);
    expect(parsePickerInput('x'.repeat(101))).toEqual({ kind: 'invalid', message: 'A player name has at most 100 characters.' });
  });
});
