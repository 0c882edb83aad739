// The histogram over Chat Logs' results: one request per search and window, its table view listing
// each bar's times (in the staff member's zone) and count, and a bar's "Show these messages"
// narrowing the list to that bar's window through the URL.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatHistogram, ChatMessage } from '@staff-console/domain';
import { json, mockFetch, renderScreen, requestsTo, shownSearch } from '../../../test/helpers';
import { CHARTS_UI } from '../../../components/charts';
import { ChatsPage } from './chats-page';
import { applyChange, chatViewParams, DEFAULT_VIEW, parseChatView } from './chat-url-state';

const HOUR = 3_600_000;
const T0 = Date.parse('2024-01-15T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** Ten one-hour bars from noon UTC (7 AM EST): counts 0, 3, 0 … 0, 5. */
const HISTOGRAM: ChatHistogram = {
  success: true,
  buckets: Array.from({ length: 10 }, (_, i) => ({ from: iso(T0 + i * HOUR), to: iso(T0 + (i + 1) * HOUR - 1), count: i === 1 ? 3 : i === 9 ? 5 : 0 })),
  total: 8,
};

const message: ChatMessage = {
  _id: 'm'.padEnd(24, '1'),
  userId: 1001,
  name: 'Player1',
  message: 'hello',
  timestamp: iso(T0 + HOUR + 60_000),
  filterWarning: false,
};

function serve(histogram: ChatHistogram = HISTOGRAM) {
  return mockFetch((url) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/translate/status') return json(200, { success: true, enabled: false });
    if (u.pathname === '/api/chat/histogram') return json(200, histogram);
    if (u.pathname === '/api/chat') return json(200, { success: true, data: [message], total: 1, totalPages: 1, page: 1 });
    return json(404, { success: false, error: 'not found' });
  });
}

const open = (path = '/chats') => renderScreen(path, '/chats', <ChatsPage />);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Chat Logs histogram', () => {
  it('asks once for the search, and lists each bar with its times and count in the table view', async () => {
    const fetchMock = serve();
    open('/chats?search=hello');
    const figure = await screen.findByRole('figure', { name: 'Messages over time' });
    await userEvent.click(await within(figure).findByRole('button', { name: CHARTS_UI.showTable }));
    const table = within(figure).getByRole('table', { name: 'Messages over time' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['From', 'To', 'Messages', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[1]!).slice(0, 3)).toEqual(['Jan 15, 2024 • 8:00 AM EST', 'Jan 15, 2024 • 8:59 AM EST', '3']);
    expect(cells(rows[9]!).slice(0, 3)).toEqual(['Jan 15, 2024 • 4:00 PM EST', 'Jan 15, 2024 • 4:59 PM EST', '5']);
    expect(within(figure).getByText('Each bar is 60 minutes; times in US Eastern. Choose a bar to show its messages.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/chat/histogram')).toEqual([{ search: 'hello' }]);
  });

  it('waits for a click in compact density, which is for seeing as many lines as possible', async () => {
    localStorage.setItem('chatDensity', 'compact');
    try {
      const fetchMock = serve();
      open('/chats?search=hello');
      const show = await screen.findByRole('button', { name: 'Show messages over time' });
      await screen.findByText('hello');
      expect(requestsTo(fetchMock, '/api/chat/histogram')).toEqual([]);
      await userEvent.click(show);
      expect(await screen.findByRole('figure', { name: 'Messages over time' })).toBeInTheDocument();
      await waitFor(() => expect(requestsTo(fetchMock, '/api/chat/histogram')).toEqual([{ search: 'hello' }]));
    } finally {
      localStorage.removeItem('chatDensity');
    }
  });

  it("narrows the list to a bar's window through the URL, and the whole frame comes back", async () => {
    const fetchMock = serve();
    open('/chats?search=hello&page=2');
    const figure = await screen.findByRole('figure', { name: 'Messages over time' });
    await userEvent.click(await within(figure).findByRole('button', { name: CHARTS_UI.showTable }));
    const rows = within(within(figure).getByRole('table')).getAllByRole('row').slice(1);
    // An empty bar has nothing to show.
    expect(within(rows[0]!).getByRole('button', { name: 'Show these messages' })).toBeDisabled();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Show these messages' }));
    const from = T0 + HOUR;
    const to = T0 + 2 * HOUR - 1;
    await waitFor(() => expect(shownSearch()).toBe(`?search=hello&start=${from}&end=${to}`));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/chat').at(-1)).toMatchObject({ search: 'hello', from: String(from), to: String(to), page: '1' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/chat/histogram').at(-1)).toEqual({ search: 'hello', from: String(from), to: String(to) }));
    expect(screen.getByText('Showing the messages from Jan 15, 2024 • 8:00 AM EST to Jan 15, 2024 • 8:59 AM EST, chosen on the chart.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the whole time frame' }));
    await waitFor(() => expect(shownSearch()).toBe('?search=hello'));
  });

  it('says so when nothing matches', async () => {
    serve({ success: true, buckets: [], total: 0 });
    open('/chats?search=zzzz');
    const figure = await screen.findByRole('figure', { name: 'Messages over time' });
    expect(await within(figure).findByText('No chat messages to chart for this search and time frame.')).toBeInTheDocument();
  });
});

describe('the chosen window in the URL', () => {
  const parse = (query: string) => parseChatView(new URLSearchParams(query));

  it('reads and writes start and end, in order only', () => {
    const view = { ...DEFAULT_VIEW, window: { from: 1000, to: 2000 } };
    expect(chatViewParams(view).toString()).toBe('start=1000&end=2000');
    expect(parse('start=1000&end=2000')).toEqual(view);
    expect(parse('start=2000&end=1000')).toEqual(DEFAULT_VIEW);
    expect(parse('start=abc&end=1000')).toEqual(DEFAULT_VIEW);
    expect(parse('start=1000')).toEqual(DEFAULT_VIEW);
  });

  it('goes with another time frame or dates, stays with another search, and starts again at page 1', () => {
    const view = { ...DEFAULT_VIEW, page: 3, window: { from: 1000, to: 2000 } };
    expect(applyChange(view, { frame: 'week' }).window).toBeUndefined();
    expect(applyChange(view, { from: '2024-01-01' }).window).toBeUndefined();
    expect(applyChange(view, { search: 'trade' })).toMatchObject({ window: { from: 1000, to: 2000 }, page: 1 });
    expect(applyChange({ ...DEFAULT_VIEW, page: 3 }, { window: { from: 5, to: 9 } })).toMatchObject({ window: { from: 5, to: 9 }, page: 1 });
  });
});
