import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trade } from '@staff-console/domain';
import { json, mockFetch, renderScreen, requestsTo, shownSearch, stubViewport } from '../../../test/helpers';
import { TradesPage } from './trades-page';
import { DEFAULT_TRADES_VIEW, readTradesView, tradesRequest, writeTradesView } from './trades-view';

afterEach(() => vi.unstubAllGlobals());

const trade = (n: number, overrides: Partial<Trade> = {}): Trade => ({
  _id: String(n).padStart(24, '0'),
  date: '2024-03-01T15:00:00.000Z',
  sender: `sender${n}`,
  receiver: `receiver${n}`,
  sentItems: { items: [500, { Name: 'Sword', Value: 1000 }] },
  receivedItems: { items: [{ Name: 'Shield', Value: 3000 }] },
  sent: 1500,
  received: 3000,
  sentCaseBux: 500,
  receivedCaseBux: 0,
  total: 4500,
  profitLoss: 1500,
  itemCount: 2,
  lopsided: false,
  ...overrides,
});

type Answer = { status: number; body: unknown };

function tradesApi(answer: (params: URLSearchParams) => Answer) {
  return mockFetch((url) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/api/trades') {
      const { status, body } = answer(u.searchParams);
      return json(status, body);
    }
    return json(200, { success: true, data: [] });
  });
}

const requests = (fetch: ReturnType<typeof mockFetch>) => requestsTo(fetch, '/api/trades');

const open = (path = '/trades') => renderScreen(path, '/trades', <TradesPage />);

const location = shownSearch;

describe('the trades view in the URL', () => {
  it('reads defaults from an empty or nonsensical query, and writes only what differs', () => {
    expect(readTradesView(new URLSearchParams(''))).toEqual(DEFAULT_TRADES_VIEW);
    expect(readTradesView(new URLSearchParams('sortBy=bogus&sortOrder=up&page=-3&searchIn=x&search=ab'))).toEqual(DEFAULT_TRADES_VIEW);
    const view = readTradesView(new URLSearchParams('search=%20sword%20&searchIn=items&sortBy=profit&sortOrder=asc&page=3&open=abc'));
    expect(view).toEqual({ ...DEFAULT_TRADES_VIEW, search: 'sword', searchIn: 'items', sortBy: 'profit', sortOrder: 'asc', page: 3, open: 'abc' });
    expect(writeTradesView(view).toString()).toBe('search=sword&searchIn=items&sortBy=profit&sortOrder=asc&page=3&open=abc');
    expect(readTradesView(new URLSearchParams('username=bob')).mode).toBe('advanced');
  });

  it('asks the server only for the active mode’s filters, a page at a time', () => {
    const simple = { ...DEFAULT_TRADES_VIEW, search: 'sword', username: 'bob', page: 3 };
    expect(tradesRequest(simple, 12)).toEqual({
      skip: 24,
      count: 12,
      search: 'sword',
      searchIn: 'all',
      username: undefined,
      itemName: undefined,
      sortBy: 'date',
      sortOrder: 'desc',
    } as never);
    const advanced = { ...simple, mode: 'advanced' as const, itemName: 'crown' };
    expect(tradesRequest(advanced, 8)).toMatchObject({ skip: 16, count: 8, username: 'bob', itemName: 'crown' });
    expect(tradesRequest(advanced, 8)).not.toHaveProperty('search', 'sword');
  });
});

describe('Trade Logs', () => {
  it('shows cards on a phone with 8 a page, side values, coloured P/L and the count highlighted above 5 items', async () => {
    const fetch = tradesApi(() => ({
      status: 200,
      body: { success: true, total: 20, data: [trade(1), trade(2, { profitLoss: -300, itemCount: 7, receivedCaseBux: 100, received: 100, lopsided: true })] },
    }));
    open();
    expect(screen.getAllByTestId('trade-card-skeleton')).toHaveLength(8);
    expect(await screen.findByTestId('trades-showing')).toHaveTextContent('Showing 2 of 20 trades');
    expect(requests(fetch)).toEqual([{ skip: '0', count: '8', sortBy: 'date', sortOrder: 'desc' }]);

    const [first, second] = screen.getAllByTestId('trade-card');
    expect(first).toHaveTextContent('Gave 1,000 + 500 Case-bux');
    expect(first).toHaveTextContent('Gave 3,000');
    expect(within(first!).getByTestId('trade-value')).toHaveTextContent('4,500 RAP');
    expect(within(first!).getByTestId('profit-loss')).toHaveTextContent('+1,500 RAP');
    expect(within(second!).getByTestId('profit-loss')).toHaveTextContent('-300 RAP');
    expect(second).toHaveTextContent('Gave 0 + 100 Case-bux');
    expect(within(first!).getByTestId('item-count')).toHaveAttribute('data-highlighted', 'false');
    expect(within(second!).getByTestId('item-count')).toHaveAttribute('data-highlighted', 'true');
    expect(within(second!).getByText('Lopsided')).toBeInTheDocument();
    // 20 trades, 8 a page: first and last buttons.
    expect(screen.getByRole('button', { name: 'Go to first page' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    await waitFor(() => expect(location()).toBe('?page=3'));
    await waitFor(() => expect(requests(fetch).at(-1)).toMatchObject({ skip: '16', count: '8' }));
  });

  it('shows the table on a large screen with 100 a page', async () => {
    stubViewport(1280);
    const fetch = tradesApi(() => ({ status: 200, body: { success: true, total: 1, data: [trade(1)] } }));
    open();
    const table = await screen.findByRole('table', { name: 'Trade logs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Sender', 'Receiver', 'Items', 'Trade Value', 'P/L', 'Actions']);
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('Mar 1, 2024 • 10:00 AM EST');
    expect(requests(fetch)[0]).toMatchObject({ count: '100' });
    expect(screen.queryByRole('navigation', { name: 'Trade log pages' })).not.toBeInTheDocument();
  });

  it('uses 12 a page on a medium screen', async () => {
    stubViewport(1000);
    const fetch = tradesApi(() => ({ status: 200, body: { success: true, total: 1, data: [trade(1)] } }));
    open();
    await screen.findByRole('table', { name: 'Trade logs' });
    expect(requests(fetch)[0]).toMatchObject({ count: '12' });
  });

  it('searches 800 ms after typing stops, from 3 characters, and keeps the search in the URL', async () => {
    const fetch = tradesApi(() => ({ status: 200, body: { success: true, total: 0, data: [] } }));
    const user = userEvent.setup();
    open();
    await screen.findByTestId('trades-showing');
    const box = screen.getByRole('searchbox', { name: 'Search trades' });
    await user.type(box, 'ab');
    expect(screen.getByText('Please enter at least 3 characters to search')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 900));
    expect(requests(fetch)).toHaveLength(1);
    await user.type(box, 'c');
    expect(screen.queryByText('Please enter at least 3 characters to search')).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('?search=abc'), { timeout: 2000 });
    // The URL changes first; the request follows on the next render.
    await waitFor(() => expect(requests(fetch).at(-1)).toMatchObject({ search: 'abc', searchIn: 'all', skip: '0' }));
  }, 20_000);

  it('sorts by the server: a click toggles the direction, another column starts descending', async () => {
    const fetch = tradesApi(() => ({ status: 200, body: { success: true, total: 1, data: [trade(1)] } }));
    open('/trades?page=2');
    await screen.findByTestId('trades-showing');
    fireEvent.click(screen.getByRole('button', { name: 'Trade Value' }));
    await waitFor(() => expect(location()).toBe('?sortBy=value'));
    fireEvent.click(screen.getByRole('button', { name: 'Trade Value' }));
    await waitFor(() => expect(location()).toBe('?sortBy=value&sortOrder=asc'));
    expect(screen.getByRole('button', { name: 'Trade Value' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Profit/Loss' }));
    await waitFor(() => expect(location()).toBe('?sortBy=profit'));
    await waitFor(() => expect(requests(fetch).at(-1)).toMatchObject({ sortBy: 'profit', sortOrder: 'desc', skip: '0' }));
  });

  it('advanced mode: username and item name on Search, Clear resets them', async () => {
    const fetch = tradesApi(() => ({ status: 200, body: { success: true, total: 0, data: [] } }));
    const user = userEvent.setup();
    open('/trades?search=sword');
    await screen.findByTestId('trades-showing');
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    await waitFor(() => expect(location()).toBe('?mode=advanced'));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'bob');
    await user.type(screen.getByRole('textbox', { name: 'Item name' }), 'cr');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please enter at least 3 characters to search')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Item name' }), 'own');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('?mode=advanced&username=bob&itemName=crown'));
    await waitFor(() => expect(requests(fetch).at(-1)).toMatchObject({ username: 'bob', itemName: 'crown' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(location()).toBe('?mode=advanced'));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
  }, 20_000);

  it("shows 'Oops! Something went wrong' with Try Again, then the empty text", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    tradesApi(() =>
      fail ? { status: 400, body: { success: false, error: 'Invalid query parameter' } } : { status: 200, body: { success: true, total: 0, data: [] } },
    );
    open();
    expect(await screen.findByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Failed to load trade logs. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Invalid query parameter')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No trade logs found. Try adjusting your search criteria or check back later for new trades.')).toBeInTheDocument();
    expect(screen.getByTestId('trades-showing')).toHaveTextContent('Showing 0 of 0 trades');
  });

  it('opens the detail dialog from the URL and closes it back out of the URL', async () => {
    tradesApi(() => ({ status: 200, body: { success: true, total: 1, data: [trade(7)] } }));
    open(`/trades?open=${trade(7)._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Trade details' });
    expect(await within(dialog).findByTestId('trade-total')).toHaveTextContent('4,500 RAP');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(await screen.findByRole('button', { name: 'View details' }));
    await waitFor(() => expect(location()).toBe(`?open=${trade(7)._id}`));
  });
});
