import { describe, expect, it } from 'vitest';
import { readCasesView, writeCasesView } from './cases-view';

describe('the Cases view in the URL', () => {
  it('reads filters and ignores what it cannot read', () => {
    expect(readCasesView(new URLSearchParams('status=investigating&assignee=me&player=42&search=scam&page=3'))).toEqual({
      status: 'investigating',
      assignee: 'me',
      player: '42',
      search: 'scam',
      page: 3,
    });
    expect(readCasesView(new URLSearchParams('status=done&assignee=bob&player=x1&page=-2'))).toEqual({
      status: '',
      assignee: '',
      player: '',
      search: '',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeCasesView({ status: 'open', assignee: '', player: '', search: '', page: 1 }).toString()).toBe('status=open');
    expect(writeCasesView({ status: '', assignee: 'me', player: '7', search: 'dup', page: 2 }).toString()).toBe('assignee=me&player=7&search=dup&page=2');
  });
});
