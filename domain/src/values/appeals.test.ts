import { describe, expect, it } from 'vitest';
import { APPEAL_CODE_ALPHABET, formatAppealCode, normalizeAppealCode } from './appeals';

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
});
