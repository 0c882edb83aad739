import { describe, expect, it } from 'vitest';
import { agoText } from './reports-messages';
import { readReportsView, writeReportsView } from './reports-view';

describe("the reports queue's URL", () => {
  it('reads what it knows and the defaults for the rest', () => {
    expect(readReportsView(new URLSearchParams('category=scam&assignee=none&sort=newest&page=3&open=123'))).toEqual({
      category: 'scam',
      assignee: 'none',
      sort: 'newest',
      page: 3,
      open: '123',
    });
    expect(readReportsView(new URLSearchParams('category=spam&assignee=bob&sort=loudest&page=-1&open=x1'))).toEqual({
      category: '',
      assignee: '',
      sort: 'priority',
      page: 1,
      open: '',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeReportsView({ category: '', assignee: '', sort: 'priority', page: 1, open: '' }).toString()).toBe('');
    expect(writeReportsView({ category: 'other', assignee: 'me', sort: 'oldest', page: 2, open: '9' }).toString()).toBe(
      'category=other&assignee=me&sort=oldest&page=2&open=9',
    );
  });
});

describe('how long ago', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  it('rounds down to minutes, hours, then days, and never says the future', () => {
    expect(agoText('2026-11-27T11:59:40.000Z', now)).toBe('just now');
    expect(agoText('2026-11-27T12:05:00.000Z', now)).toBe('just now');
    expect(agoText('2026-11-27T11:15:00.000Z', now)).toBe('45 min ago');
    expect(agoText('2026-11-27T08:59:00.000Z', now)).toBe('3 h ago');
    expect(agoText('2026-11-25T13:00:00.000Z', now)).toBe('47 h ago');
    expect(agoText('2026-11-20T12:00:00.000Z', now)).toBe('7 d ago');
  });
});
