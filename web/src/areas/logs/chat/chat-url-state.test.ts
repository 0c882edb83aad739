import { describe, expect, it } from 'vitest';
import { isCalendarDay as isDay, searchTerm } from '@staff-console/domain';
import { DEFAULT_VIEW, applyChange, chatViewParams, parseChatView, rangeInverted } from './chat-url-state';

const parse = (query: string) => parseChatView(new URLSearchParams(query));

describe('chat view in the URL', () => {
  it('reads every part of a full link', () => {
    expect(parse('search=hello+world&frame=custom&from=2024-01-01&to=2024-01-31&page=3')).toEqual({
      search: 'hello world',
      frame: 'custom',
      from: '2024-01-01',
      to: '2024-01-31',
      page: 3,
    });
    expect(parse('frame=week&page=2')).toEqual({ ...DEFAULT_VIEW, frame: 'week', page: 2 });
  });

  it('falls back to the defaults for anything unreadable', () => {
    expect(parse('')).toEqual(DEFAULT_VIEW);
    expect(parse('page=abc&frame=fortnight&search=ab&from=2024-13-45&to=yesterday')).toEqual(DEFAULT_VIEW);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=99999999999').page).toBe(1);
    expect(parse('search=%20%20').search).toBe('');
    expect(parse('from=2023-02-29&frame=custom').from).toBe('');
  });

  it('keeps dates only with the Custom Range frame; dates without a frame mean Custom Range', () => {
    expect(parse('frame=today&from=2024-01-01&to=2024-01-02')).toEqual({ ...DEFAULT_VIEW, frame: 'today' });
    expect(parse('from=2024-01-01')).toEqual({ ...DEFAULT_VIEW, frame: 'custom', from: '2024-01-01' });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(chatViewParams(DEFAULT_VIEW).toString()).toBe('');
    const view = { search: 'zebra crossing', frame: 'custom' as const, from: '2024-05-01', to: '2024-05-02', page: 4 };
    const written = chatViewParams(view);
    expect(written.toString()).toBe('search=zebra+crossing&frame=custom&from=2024-05-01&to=2024-05-02&page=4');
    expect(parseChatView(written)).toEqual(view);
  });

  it('starts a changed filter over at page 1; a preset clears the dates; a date means Custom Range', () => {
    const onPage5 = { ...DEFAULT_VIEW, page: 5 };
    expect(applyChange(onPage5, { search: 'abc' })).toEqual({ ...DEFAULT_VIEW, search: 'abc', page: 1 });
    expect(applyChange(onPage5, { page: 6 }).page).toBe(6);
    expect(applyChange(onPage5, { from: '2024-01-01' })).toEqual({ ...DEFAULT_VIEW, frame: 'custom', from: '2024-01-01', page: 1 });
    const custom = { ...DEFAULT_VIEW, frame: 'custom' as const, from: '2024-01-01', to: '2024-01-09', page: 2 };
    expect(applyChange(custom, { frame: 'yesterday' })).toEqual({ ...DEFAULT_VIEW, frame: 'yesterday', page: 1 });
    expect(applyChange(custom, { search: '' }).page).toBe(2); // unchanged search keeps the page
  });

  it("keeps the open context's servers beside it, and drops them with another message or none", () => {
    const hit = 'd00000000000000000000003';
    expect(parse(`context=${hit}&scope=all`)).toEqual({ ...DEFAULT_VIEW, context: hit, scope: 'all' });
    expect(parse(`context=${hit}&scope=server`)).toEqual({ ...DEFAULT_VIEW, context: hit, scope: 'server' });
    // Without a context, or unreadable, it is not there.
    expect(parse('scope=all')).toEqual(DEFAULT_VIEW);
    expect(parse(`context=${hit}&scope=everywhere`)).toEqual({ ...DEFAULT_VIEW, context: hit });
    const open = { ...DEFAULT_VIEW, search: 'abc', context: hit, scope: 'all' as const };
    expect(chatViewParams(open).toString()).toBe(`search=abc&context=${hit}&scope=all`);
    expect(chatViewParams({ ...DEFAULT_VIEW, scope: 'all' }).toString()).toBe('');
    expect(parseChatView(chatViewParams(open))).toEqual(open);
    expect(chatViewParams(applyChange(open, { context: undefined })).toString()).toBe('search=abc');
    expect(applyChange(open, { context: 'd00000000000000000000004' })).toEqual({ ...DEFAULT_VIEW, search: 'abc', context: 'd00000000000000000000004' });
    expect(applyChange(open, { scope: undefined }).scope).toBeUndefined();
    expect(applyChange({ ...open, scope: undefined }, { scope: 'all' }).scope).toBe('all');
  });

  it('knows a search term, a real day and a backwards range', () => {
    expect(searchTerm('  ab ')).toBeNull();
    expect(searchTerm('   ')).toBe('');
    expect(searchTerm(' abc ')).toBe('abc');
    expect(searchTerm('😀😀😀')).toBe('😀😀😀'); // three characters as a person counts them
    expect(searchTerm('😀😀')).toBeNull();
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2024-2-9')).toBe(false);
    expect(rangeInverted({ ...DEFAULT_VIEW, frame: 'custom', from: '2024-02-02', to: '2024-02-01' })).toBe(true);
    expect(rangeInverted({ ...DEFAULT_VIEW, frame: 'custom', from: '2024-02-01', to: '2024-02-01' })).toBe(false);
  });
});
