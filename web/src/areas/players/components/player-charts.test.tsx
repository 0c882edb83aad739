// The player page's charts: the activity and partners panels show the answer's numbers in their
// table views, a kind the answer leaves out has no series, and a partner's row links to their page.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHARTS_UI } from '../../../components/charts';
import { json, mockFetch, renderAt, requestsTo } from '../../../test/helpers';
import { bodyTexts, headerTexts } from '../../../test/table-text';
import { ActivityChart, presentKinds } from './activity-chart';
import { PartnersChart } from './partners-chart';

afterEach(() => vi.unstubAllGlobals());

describe('the activity chart', () => {
  it('shows each day of the answer in its table, one column per kind present, none for a kind left out', async () => {
    // No `sales`: the caller may not read the marketplace's sales (the server leaves the kind out).
    const days = [
      { day: '2026-11-26', chat: 3, trades: 0, purchases: 1 },
      { day: '2026-11-27', chat: 1204, trades: 2, purchases: 0 },
    ];
    const fetch = mockFetch((url) => {
      const u = new URL(url, 'http://x');
      if (u.pathname === '/api/players/7/activity') return json(200, { success: true, days });
      return json(404, { success: false, error: 'Not found' });
    });
    renderAt('/p', [{ path: '/p', element: <ActivityChart userId={7} /> }]);
    const figure = await screen.findByRole('figure', { name: 'Activity' });
    await userEvent.click(await within(figure).findByRole('button', { name: CHARTS_UI.showTable }));
    const table = within(figure).getByRole('table', { name: 'Activity' });
    expect(headerTexts(table)).toEqual(['Day', 'Chat', 'Trades', 'Purchases']);
    expect(bodyTexts(table)).toEqual([
      ['2026-11-26', '3', '0', '1'],
      ['2026-11-27', '1,204', '2', '0'],
    ]);
    expect(requestsTo(fetch, '/api/players/7/activity')).toEqual([{ days: '90' }]);
    expect(presentKinds(days)).toEqual(['chat', 'trades', 'purchases']);
  });

  it('says so when the player did nothing in the period', async () => {
    mockFetch(() => json(200, { success: true, days: [{ day: '2026-11-27', chat: 0 }] }));
    renderAt('/p', [{ path: '/p', element: <ActivityChart userId={7} /> }]);
    expect(await screen.findByText('No activity in this period.')).toBeInTheDocument();
  });
});

describe('the trade partners chart', () => {
  const partners = [
    { userId: 42, name: 'Mule', trades: 4, given: 9000, received: 100, net: -8900, lopsided: 3, oneWay: true },
    { name: 'NoIdFriend', trades: 1, given: 50, received: 80, net: 30, lopsided: 0, oneWay: false },
  ];
  const serve = () =>
    mockFetch((url) => {
      const u = new URL(url, 'http://x');
      if (u.pathname === '/api/players/7/partners') return json(200, { success: true, data: [], partners });
      return json(404, { success: false, error: 'Not found' });
    });

  it('shows given, received, net and lopsided counts, marks a one-way partner in words, and links a partner to their page', async () => {
    const fetch = serve();
    renderAt('/p', [
      { path: '/p', element: <PartnersChart userId={7} /> },
      { path: '/players/:userId', element: <p>The partner page</p> },
    ]);
    const figure = await screen.findByRole('figure', { name: 'Trade partners' });
    await userEvent.click(await within(figure).findByRole('button', { name: CHARTS_UI.showTable }));
    const table = within(figure).getByRole('table', { name: 'Trade partners' });
    expect(headerTexts(table)).toEqual(['Partner', 'Trades', 'Lopsided', 'Given (RAP)', 'Received (RAP)', 'Net (RAP)']);
    expect(bodyTexts(table)).toEqual([
      ['Mule#42One-way', '4', '3', '9,000', '100', '-8,900'],
      ['NoIdFriend', '1', '0', '50', '80', '+30'],
    ]);
    expect(requestsTo(fetch, '/api/players/7/partners')).toEqual([{ limit: '20' }]);
    // A partner logged without an id has no page to open.
    expect(within(table).queryByRole('link', { name: 'NoIdFriend' })).not.toBeInTheDocument();
    const link = within(table).getByRole('link', { name: 'Mule' });
    expect(link).toHaveAttribute('href', '/players/42');
    await userEvent.click(link);
    expect(await screen.findByText('The partner page')).toBeInTheDocument();
  });

  it('says so when the player never traded', async () => {
    mockFetch(() => json(200, { success: true, data: [], partners: [] }));
    renderAt('/p', [{ path: '/p', element: <PartnersChart userId={7} /> }]);
    expect(await screen.findByText('No trades with anyone.')).toBeInTheDocument();
  });
});
