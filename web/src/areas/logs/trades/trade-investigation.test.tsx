import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trade } from '@staff-console/domain';
import { json, mockFetch, renderScreen, shownSearch, stubViewport } from '../../../test/helpers';
import { TradesPage } from './trades-page';

afterEach(() => vi.unstubAllGlobals());

const id = (n: number) => `7${String(n).padStart(23, '0')}`;
const trade = (n: number, overrides: Partial<Trade> = {}): Trade => ({
  _id: id(n),
  date: '2024-03-01T15:00:00.000Z',
  sender: `sender${n}`,
  receiver: `receiver${n}`,
  sentItems: { items: [{ Name: 'Sword', Value: 1000 }] },
  receivedItems: { items: [{ Name: 'Shield', Value: 3000 }] },
  sent: 1000,
  received: 3000,
  sentCaseBux: 0,
  receivedCaseBux: 0,
  total: 4000,
  profitLoss: 2000,
  itemCount: 2,
  lopsided: false,
  ...overrides,
});

/** The fake server: a page of trades 1 and 2; trade 9 exists but is on no page; anything else is unknown. */
function serve() {
  return mockFetch((url) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/api/trades') return json(200, { success: true, data: [trade(1), trade(2)], total: 2 });
    if (u.pathname === `/api/trades/${id(9)}`) return json(200, { success: true, data: trade(9, { sender: 'FarAway', lopsided: true }) });
    if (u.pathname.startsWith('/api/trades/')) return json(404, { success: false, error: 'Trade not found' });
    return json(200, { success: true, data: [] });
  });
}

const tradeRequests = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([url]) => new URL(url as string, 'http://x')).filter((u) => u.pathname.startsWith('/api/trades'));

const open = (path: string) => renderScreen(path, '/trades', <TradesPage />);

const location = shownSearch;

describe('Trade Logs: a link to a trade on another page', () => {
  it('loads the trade by id when it is not on the page, with Copy link', async () => {
    stubViewport(1280);
    const fetch = serve();
    open(`/trades?open=${id(9)}`);
    const dialog = await screen.findByRole('dialog', { name: 'Trade details' });
    expect(await within(dialog).findByText('FarAway')).toBeInTheDocument();
    expect(within(dialog).getByText(/Lopsided trade/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(tradeRequests(fetch).map((u) => u.pathname)).toContain(`/api/trades/${id(9)}`);
  });

  it('uses the page when the trade is on it (no extra request)', async () => {
    stubViewport(1280);
    const fetch = serve();
    open(`/trades?open=${id(2)}`);
    const dialog = await screen.findByRole('dialog', { name: 'Trade details' });
    expect(await within(dialog).findByText('sender2')).toBeInTheDocument();
    expect(tradeRequests(fetch).every((u) => u.pathname === '/api/trades')).toBe(true);
  });

  it('says so when the linked trade does not exist', async () => {
    stubViewport(1280);
    serve();
    open(`/trades?open=${id(5)}`);
    const dialog = await screen.findByRole('dialog', { name: 'Trade details' });
    expect(await within(dialog).findByText(/This trade could not be found/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy link' })).toBeNull();
  });
});

describe("Trade Logs: 'Lopsided only'", () => {
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 400],
  ] as const) {
    it(`filters to flagged trades in both modes, in the URL, from page 1 (${label})`, async () => {
      stubViewport(width);
      const fetch = serve();
      const user = userEvent.setup();
      open('/trades?page=3&search=sword');
      const toggle = await screen.findByRole('switch', { name: 'Lopsided only' });
      expect(toggle).not.toBeChecked();

      await user.click(toggle);
      await waitFor(() => expect(location()).toBe('?search=sword&flagged=true'));
      expect(toggle).toBeChecked();
      await waitFor(() => expect(tradeRequests(fetch).at(-1)?.searchParams.get('flagged')).toBe('true'));
      expect(tradeRequests(fetch).at(-1)?.searchParams.get('skip')).toBe('0');

      // Switching modes keeps the filter; the mode's own fields are cleared.
      await user.click(screen.getByRole('button', { name: 'Advanced' }));
      await waitFor(() => expect(location()).toBe('?mode=advanced&flagged=true'));
      expect(screen.getByRole('switch', { name: 'Lopsided only' })).toBeChecked();

      await user.click(screen.getByRole('switch', { name: 'Lopsided only' }));
      await waitFor(() => expect(location()).toBe('?mode=advanced'));
      await waitFor(() => expect(tradeRequests(fetch).at(-1)?.searchParams.has('flagged')).toBe(false));
    });
  }

  it('restores the filter from a link', async () => {
    stubViewport(1280);
    const fetch = serve();
    open('/trades?flagged=true');
    expect(await screen.findByRole('switch', { name: 'Lopsided only' })).toBeChecked();
    await waitFor(() => expect(tradeRequests(fetch)[0]?.searchParams.get('flagged')).toBe('true'));
  });
});
