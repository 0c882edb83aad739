import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketplaceEntry } from '@staff-console/domain';
import { json, mockFetch, renderAt } from '../../../test/helpers';
import { marketplaceEntry } from '../../../test/log-rows';
import { MarketplacePage } from './marketplace-page';

afterEach(() => vi.unstubAllGlobals());

const id = (n: number) => `8${String(n).padStart(23, '0')}`;
const entry = (n: number, overrides: Partial<MarketplaceEntry> = {}): MarketplaceEntry =>
  marketplaceEntry(n, {
    _id: id(n),
    boughtItem: JSON.stringify({ Name: `Dragon ${n}`, Amount: 1, AveragePrice: 100 }),
    assetId: null,
    quantity: 1,
    pricePerUnit: 300,
    ...overrides,
  });

/** Purchases 1 and 2 on the page; 9 exists elsewhere; anything else is unknown. */
function serve() {
  return mockFetch((url) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/api/marketplace') return json(200, { success: true, data: [entry(1), entry(2)], total: 2 });
    if (u.pathname === `/api/marketplace/${id(9)}`) return json(200, { success: true, data: entry(9, { seller: 'FarSeller' }) });
    if (u.pathname.startsWith('/api/marketplace/')) return json(404, { success: false, error: 'Marketplace entry not found' });
    return json(200, { success: true, data: [] });
  });
}

const open = (path: string) => renderAt(path, [{ path: '/marketplace', element: <MarketplacePage /> }]);

describe('Marketplace Logs: a link to a purchase on another page', () => {
  it('loads the purchase by id when it is not on the page, with Copy link', async () => {
    const fetch = serve();
    open(`/marketplace?open=${id(9)}`);
    const dialog = await screen.findByRole('dialog', { name: 'Purchase details' });
    expect(await within(dialog).findByText('FarSeller')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u as string) === `/api/marketplace/${id(9)}`)).toBe(true);
  });

  it('says so when the linked purchase does not exist', async () => {
    serve();
    open(`/marketplace?open=${id(5)}`);
    const dialog = await screen.findByRole('dialog', { name: 'Purchase details' });
    expect(await within(dialog).findByText(/This purchase could not be found/)).toBeInTheDocument();
  });
});
