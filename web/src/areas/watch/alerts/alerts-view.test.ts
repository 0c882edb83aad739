import { describe, expect, it } from 'vitest';
import { readAlertsView, writeAlertsView } from './alerts-view';

describe('the alert inbox view in the URL', () => {
  it('reads unread only, the rule and the page, and anything unreadable as the default', () => {
    expect(readAlertsView(new URLSearchParams('unread=1&rule=0123456789ABCDEF01234567&page=3'))).toEqual({
      unread: true,
      ruleId: '0123456789abcdef01234567',
      page: 3,
    });
    expect(readAlertsView(new URLSearchParams('unread=yes&rule=nope&page=-2'))).toEqual({ unread: false, ruleId: '', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeAlertsView({ unread: false, ruleId: '', page: 1 }).toString()).toBe('');
    expect(writeAlertsView({ unread: true, ruleId: '0123456789abcdef01234567', page: 2 }).toString()).toBe('unread=1&rule=0123456789abcdef01234567&page=2');
  });
});
