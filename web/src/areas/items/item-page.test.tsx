// The item page: its days in the charts' table views, its outlier sales each linked to the sale in
// Marketplace Logs, the period in the URL, and a clear sentence for an item never sold.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHARTS_UI } from '../../components/charts';
import { json, mockFetch, renderAt, requestsTo } from '../../test/helpers';
import { bodyTexts } from '../../test/table-text';
import { ItemPage } from './item-page';

afterEach(() => vi.unstubAllGlobals());

const REF = '8'.padEnd(24, '1');
const history = {
  success: true,
  item: { name: 'Dragon Egg' },
  days: [
    { day: '2026-11-26', sales: 0, quantity: 0, avgUnitPrice: null, minUnitPrice: null, maxUnitPrice: null },
    { day: '2026-11-27', sales: 3, quantity: 5, avgUnitPrice: 1200, minUnitPrice: 100, maxUnitPrice: 2500 },
  ],
  outliers: [{ ref: REF, date: '2026-11-27T18:00:00.000Z', unitPrice: 2500, ratio: 12.5 }],
};

function serve(historyAnswer = () => json(200, history)) {
  return mockFetch((url) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/api/items/history') return historyAnswer();
    if (u.pathname === '/api/trades') return json(200, { success: true, data: [], total: 0 });
    return json(404, { success: false, error: 'Not found' });
  });
}

const open = (path: string) =>
  renderAt(path, [
    { path: '/items/:name', element: <ItemPage /> },
    { path: '/marketplace', element: <p>Marketplace Logs</p> },
  ]);

describe('the item page', () => {
  it('shows the item, its days (gaps without sales) and its outliers, each linked to its sale', async () => {
    const fetch = serve();
    open('/items/Dragon%20Egg');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dragon Egg' })).toBeInTheDocument();

    const sales = await screen.findByRole('figure', { name: 'Sales' });
    expect(requestsTo(fetch, '/api/items/history')[0]).toEqual({ name: 'Dragon Egg', days: '365' });
    await userEvent.click(within(sales).getByRole('button', { name: CHARTS_UI.showTable }));
    expect(bodyTexts(within(sales).getByRole('table', { name: 'Sales' }))).toEqual([
      ['2026-11-26', '0', '0'],
      ['2026-11-27', '3', '5'],
    ]);
    const price = screen.getByRole('figure', { name: 'Price' });
    await userEvent.click(within(price).getByRole('button', { name: CHARTS_UI.showTable }));
    const priceRows = bodyTexts(within(price).getByRole('table', { name: 'Price' }));
    expect(priceRows[0]).toEqual(['2026-11-26', '—', '—', '—']);
    expect(priceRows[1]![0]).toBe('2026-11-27');
    expect(priceRows[1]![1]).toContain('1,200');

    const outliers = screen.getByRole('table', { name: 'Outlier sales' });
    const outlier = within(outliers).getByTestId('item-outlier');
    expect(outlier).toHaveTextContent("12.5× the day's median");
    expect(outlier).toHaveTextContent('2,500');
    const link = within(outlier).getByRole('link', { name: /^Open the sale of / });
    expect(link).toHaveAttribute('href', `/marketplace?open=${REF}`);
    await userEvent.click(link);
    expect(await screen.findByText('Marketplace Logs')).toBeInTheDocument();
  });

  it('asks for the period in the URL, and links to the item’s trades in Trade Logs', async () => {
    const fetch = serve();
    open('/items/Dragon%20Egg?days=30');
    expect(await screen.findByRole('button', { name: '30 days', pressed: true })).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/items/history')[0]).toEqual({ name: 'Dragon Egg', days: '30' });
    expect(await screen.findByText('No trades with this item.')).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/trades')[0]).toMatchObject({ itemName: 'Dragon Egg', skip: '0', sortBy: 'date', sortOrder: 'desc' });
    expect(screen.getByRole('link', { name: 'All trades with this item in Trade Logs' })).toHaveAttribute('href', '/trades?mode=advanced&itemName=Dragon+Egg');
  });

  it('says when the item was never sold', async () => {
    serve(() => json(404, { success: false, error: 'No sales of this item were found.' }));
    open('/items/Ghost%20Hat');
    expect(await screen.findByText('No sales of Ghost Hat were found.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
