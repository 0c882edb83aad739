// An item's name in a Marketplace Logs row opens the item's page (and not the row's dialog).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderAt, stubViewport } from '../../../test/helpers';
import { marketplaceEntry } from '../../../test/log-rows';
import { MarketplacePage } from './marketplace-page';

afterEach(() => vi.unstubAllGlobals());

describe('Marketplace Logs: item names', () => {
  it('links the item in a row to its item page', async () => {
    stubViewport(1400);
    mockFetch((url) => {
      const u = new URL(url, 'http://x');
      if (u.pathname === '/api/marketplace') return json(200, { success: true, total: 1, data: [marketplaceEntry(1)] });
      return json(200, { success: true, data: [] });
    });
    renderAt('/marketplace', [
      { path: '/marketplace', element: <MarketplacePage /> },
      { path: '/items/:name', element: <p>The item page</p> },
    ]);
    const table = await screen.findByRole('table', { name: 'Marketplace logs' });
    const link = within(table).getByRole('link', { name: 'Dragon 1' });
    expect(link).toHaveAttribute('href', '/items/Dragon%201');
    await userEvent.click(link);
    expect(await screen.findByText('The item page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
