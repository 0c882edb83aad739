import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { json, mockFetch, renderScreen, requestsTo, shownSearch, stubViewport } from '../../../test/helpers';
import { marketplaceEntry } from '../../../test/log-rows';
import { MarketplacePage, marketplaceErrorMessage } from './marketplace-page';
import { DEFAULT_MARKETPLACE_VIEW, marketplaceRequest, readMarketplaceView, writeMarketplaceView } from './marketplace-view';

afterEach(() => vi.unstubAllGlobals());

const entry = marketplaceEntry;

function marketApi(answer: (params: URLSearchParams) => Response) {
  return mockFetch((url) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/api/marketplace') return answer(u.searchParams);
    return json(200, { success: true, data: [] });
  });
}

const requests = (fetch: ReturnType<typeof mockFetch>) => requestsTo(fetch, '/api/marketplace');

const open = (path = '/marketplace') => renderScreen(path, '/marketplace', <MarketplacePage />);
const location = shownSearch;

describe('the marketplace view in the URL', () => {
  it('reads defaults from nonsense, keeps a real search, and writes only what differs', () => {
    expect(readMarketplaceView(new URLSearchParams('search=ab&searchType=x&sortBy=size&page=0'))).toEqual(DEFAULT_MARKETPLACE_VIEW);
    const view = readMarketplaceView(new URLSearchParams('search=dragon&searchType=buyer&sortBy=price&sortOrder=asc&page=2&open=x1'));
    expect(view).toEqual({ search: 'dragon', searchType: 'buyer', sortBy: 'price', sortOrder: 'asc', page: 2, open: 'x1' });
    expect(writeMarketplaceView(view).toString()).toBe('search=dragon&searchType=buyer&sortBy=price&sortOrder=asc&page=2&open=x1');
    expect(marketplaceRequest(view, 10)).toEqual({ skip: 10, count: 10, searchQuery: 'dragon', searchType: 'buyer', sortBy: 'price', sortOrder: 'asc' });
  });

  it('names each failure with its own sentence', () => {
    const error = (kind: 'http' | 'network' | 'timeout' | 'invalid-response', status: number | null) => new ApiError('x', kind, status, null, null, true);
    expect(marketplaceErrorMessage(error('network', null), false)).toBe('Network error occurred. Please check your connection and try again.');
    expect(marketplaceErrorMessage(error('timeout', null), true)).toBe('Network error occurred. Please check your connection and try again.');
    expect(marketplaceErrorMessage(error('http', 500), true)).toBe('Failed to fetch search results. Please try again later.');
    expect(marketplaceErrorMessage(error('http', 500), false)).toBe('Failed to fetch marketplace data. Please try again later.');
    expect(marketplaceErrorMessage(error('invalid-response', 200), false)).toBe('Failed to load marketplace logs. Please try again later.');
    expect(marketplaceErrorMessage(new Error('boom'), false)).toBe('Failed to load marketplace logs. Please try again later.');
  });
});

describe('Marketplace Logs', () => {
  it('shows cards on phones, 8 a page, amounts in Case-Bux, and a card opens the dialog', async () => {
    const fetch = marketApi(() => json(200, { success: true, total: 9, data: [entry(1), entry(2, { parsed: false, itemName: 'Parse Error', itemType: '' })] }));
    open();
    expect(screen.getAllByTestId('market-card-skeleton')).toHaveLength(8);
    expect(await screen.findByTestId('market-showing')).toHaveTextContent('Showing 2 of 9 items');
    expect(requests(fetch)[0]).toEqual({ skip: '0', count: '8', sortBy: 'date', sortOrder: 'desc' });
    const [first] = screen.getAllByTestId('market-card');
    expect(within(first!).getByTestId('market-price')).toHaveTextContent('300 Case-Bux');
    expect(first).toHaveTextContent('Price Per Unit150 Case-Bux');
    expect(first).toHaveTextContent('Base Price100 Case-Bux');
    expect(first).toHaveTextContent('code');
    fireEvent.click(within(first!).getByRole('button'));
    await waitFor(() => expect(location()).toBe(`?open=${entry(1)._id}`));
    expect(await screen.findByRole('dialog', { name: 'Purchase details' })).toBeInTheDocument();
  });

  it('shows the table on a large screen, 100 a page; a row click opens the dialog', async () => {
    stubViewport(1400);
    const fetch = marketApi(() => json(200, { success: true, total: 1, data: [entry(1)] }));
    open();
    const table = await screen.findByRole('table', { name: 'Marketplace logs' });
    expect(requests(fetch)[0]).toMatchObject({ count: '100' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Item', 'Quantity', 'Price', 'Price Per Unit', 'Base Price', 'Seller', 'Buyer', 'Timestamp', 'Actions']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual(['Dragon 1code', '2', '300 Case-Bux', '150 Case-Bux', '100 Case-Bux', 'seller1', 'buyer1', 'Apr 1, 2024 • 10:00 AM EDT']);
    fireEvent.click(within(table).getAllByRole('row')[1]!);
    await waitFor(() => expect(location()).toBe(`?open=${entry(1)._id}`));
  });

  it('uses cards and 10 a page on a tablet', async () => {
    stubViewport(1000);
    const fetch = marketApi(() => json(200, { success: true, total: 1, data: [entry(1)] }));
    open();
    expect(await screen.findAllByTestId('market-card')).toHaveLength(1);
    expect(requests(fetch)[0]).toMatchObject({ count: '10' });
  });

  it('searches from 3 characters after a pause, shows the chip, and the chip clears the search', async () => {
    const fetch = marketApi(() => json(200, { success: true, total: 0, data: [] }));
    const user = userEvent.setup();
    open();
    await screen.findByTestId('market-showing');
    await user.click(screen.getByRole('combobox', { name: 'Search By' }));
    await user.click(screen.getByRole('option', { name: 'Seller' }));
    await waitFor(() => expect(location()).toBe('?searchType=seller'));
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'sa');
    expect(screen.getByText('Please enter at least 3 characters to search')).toBeInTheDocument();
    await user.type(box, 'm{Enter}');
    await waitFor(() => expect(location()).toBe('?search=sam&searchType=seller'), { timeout: 500 });
    expect(screen.getByTestId('search-chip')).toHaveTextContent('Seller: sam');
    await waitFor(() => expect(requests(fetch).at(-1)).toMatchObject({ searchQuery: 'sam', searchType: 'seller' }));
    expect(await screen.findByText('No marketplace items found')).toBeInTheDocument();
    await user.click(screen.getByTitle('Clear search').closest('svg')!);
    await waitFor(() => expect(location()).toBe('?searchType=seller'));
    expect(box).toHaveValue('');
    expect(screen.queryByTestId('search-chip')).not.toBeInTheDocument();
  }, 20_000);

  it('shows the failure with Try Again and empties the list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    marketApi(() => (fail ? json(404, { success: false, error: 'nope' }) : json(200, { success: true, total: 1, data: [entry(1)] })));
    open('/marketplace?search=dragon');
    expect(await screen.findByText('Failed to fetch search results. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByTestId('market-card')).not.toBeInTheDocument();
    expect(screen.queryByTestId('market-showing')).not.toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('market-showing')).toHaveTextContent('Showing 1 of 1 items');
  });

  it('goes back to the last page when the page asked for is past the end', async () => {
    const fetch = marketApi((params) => json(200, { success: true, total: 9, data: params.get('skip') === '8' ? [entry(9)] : [] }));
    open('/marketplace?page=7');
    await waitFor(() => expect(location()).toBe('?page=2'));
    expect(await screen.findByTestId('market-showing')).toHaveTextContent('Showing 1 of 9 items');
    expect(requests(fetch).map((r) => r.skip)).toEqual(['48', '8']);
  });
});
