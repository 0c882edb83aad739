import { describe, expect, it } from 'vitest';
import { APPEAL_CODE_ALPHABET, formatAppealCode, nextAppealFrom, normalizeAppealCode, plainUtcDate } from './appeals';

describe('appeal codes', () => {
  it('has 32 symbols, none a look-alike of another, so 12 of them carry 60 bits', () => {
    expect(new Set(APPEAL_CODE_ALPHABET).size).toBe(32);
    for (const lookAlike of ['I', 'L', 'O', 'U']) expect(APPEAL_CODE_ALPHABET).not.toContain(lookAlike);
    expect(12 * Math.log2(APPEAL_CODE_ALPHABET.length)).toBe(60);
  });

  it('reads a code in any letter case, with or without dashes and spaces, look-alikes as their symbol', () => {
    expect(normalizeAppealCode('7K3M-Q9TX-2HFD')).toBe('7K3MQ9TX2HFD');
    expect(normalizeAppealCode('7k3mq9tx2hfd')).toBe('7K3MQ9TX2HFD');
    expect(normalizeAppealCode(' 7k3m q9tx-2hfd ')).toBe('7K3MQ9TX2HFD');
    expect(normalizeAppealCode('O0IL-1111-0000')).toBe('001111110000');
    expect(formatAppealCode('7K3MQ9TX2HFD')).toBe('7K3M-Q9TX-2HFD');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeAppealCode('')).toBeNull();
    expect(normalizeAppealCode('7K3M-Q9TX-2HF')).toBeNull();
    expect(normalizeAppealCode('7K3M-Q9TX-2HFDD')).toBeNull();
    expect(normalizeAppealCode('7K3M-Q9TX-2HFU')).toBeNull();
    expect(normalizeAppealCode('7K3M_Q9TX_2HFD')).toBeNull();
    expect(normalizeAppealCode('x'.repeat(41))).toBeNull();
  });

  it('names the first whole day after the cool-down, in UTC, in plain words', () => {
    const decided = Date.UTC(2026, 10, 27, 10, 30);
    const from = nextAppealFrom(decided, 30);
    expect(new Date(from).toISOString()).toBe('2026-12-28T00:00:00.000Z');
    expect(plainUtcDate(from)).toBe('28 December 2026');
    // Decided exactly at midnight: the cool-down ends at a midnight, which is that day.
    expect(new Date(nextAppealFrom(Date.UTC(2026, 0, 1), 1)).toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(plainUtcDate(Date.UTC(2026, 11, 31, 23, 59))).toBe('31 December 2026');
  });
});
