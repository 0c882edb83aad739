import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report, ReportQueueItem, User } from '@staff-console/domain';
import { AuthContext } from '../../lib/auth-context';
import { authValue, fakeUser, json, LocationProbe, mockFetch, renderAt, requestsTo, shownSearch, stubViewport, type FetchHandler } from '../../test/helpers';
import { ReportsPage } from './reports-page';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => stubViewport(1280));

const moderator = fakeUser({ id: 'b'.repeat(24), username: 'mona', effectivePermissions: ['view_moderation', 'moderate', 'view_chat'] });
const admin = fakeUser({ id: 'c'.repeat(24), username: 'root', role: 'admin', roleName: 'admin', effectivePermissions: ['admin'] });

const item = (overrides: Partial<ReportQueueItem>): ReportQueueItem => ({
  reportedId: 123,
  reportedName: 'FrostQueen',
  open: 3,
  reporters: 2,
  categories: { scam: 2, harassment: 1 },
  oldestAt: '2026-11-27T10:00:00.000Z',
  newestAt: '2026-11-27T12:00:00.000Z',
  priority: 2,
  ...overrides,
});

const QUEUE = [
  item({}),
  item({
    reportedId: 456,
    reportedName: 'BoltRunner',
    open: 1,
    reporters: 1,
    categories: { exploiting: 1 },
    assignee: { id: 'd'.repeat(24), username: 'alice' },
  }),
];

const report = (overrides: Partial<Report> = {}): Report => ({
  _id: 'e'.repeat(24),
  reporterId: 777,
  reporterName: 'HonestAbe',
  reportedId: 123,
  reportedName: 'FrostQueen',
  category: 'scam',
  text: 'She took my dragon and left the trade.',
  serverId: 'srv-1',
  placeId: '9001',
  date: '2026-11-27T11:00:00.000Z',
  status: 'open',
  excess: false,
  ...overrides,
});

type Routes = Record<string, FetchHandler>;

/** The report routes answer from the fixtures; `routes` overrides or adds one by path (method and path, or path alone). */
function api(routes: Routes = {}) {
  return mockFetch((url, init) => {
    const { pathname } = new URL(url, 'http://x');
    const handler = routes[`${init.method ?? 'GET'} ${pathname}`] ?? routes[pathname];
    if (handler) return handler(url, init);
    if (pathname === '/api/reports/queue') return json(200, { success: true, items: QUEUE, total: 2 });
    if (pathname === '/api/reports') return json(200, { success: true, reports: [report()], total: 1 });
    if (pathname === '/api/reports/reporters/777') return json(200, { success: true, total: 9, actioned: 5, dismissed: 2, excess: 3 });
    if (pathname === '/api/reports/claim') return json(200, { success: true, claimed: 3 });
    return json(404, { success: false, error: 'Not found.' });
  });
}

function show(path: string, user: User = moderator) {
  return renderAt(path, [
    {
      path: '/reports',
      element: (
        <AuthContext.Provider value={authValue(user)}>
          <ReportsPage />
          <LocationProbe />
        </AuthContext.Provider>
      ),
    },
    { path: '/cases/:id', element: <p>the case page</p> },
  ]);
}

const rows = () => screen.getAllByTestId('queue-row');
const bodyOf = (fetch: ReturnType<typeof api>, path: string) =>
  fetch.mock.calls
    .filter(([url]) => new URL(url as string, 'http://x').pathname === path)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown);

describe('the reports queue', () => {
  it('lists each reported player with their name and id, counts, categories and who claimed them', async () => {
    api();
    show('/reports');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows();
    expect(within(first!).getByTestId('player-label')).toHaveTextContent('FrostQueen · 123');
    expect(within(first!).getByTestId('queue-categories')).toHaveTextContent('Scam ×2');
    expect(within(first!).getByTestId('queue-categories')).toHaveTextContent('Harassment');
    expect(within(first!).getByTestId('queue-assignee')).toHaveTextContent('Unclaimed');
    expect(within(second!).getByTestId('player-label')).toHaveTextContent('BoltRunner · 456');
    expect(within(second!).getByTestId('queue-assignee')).toHaveTextContent('alice');
    expect(screen.getByTestId('queue-count')).toHaveTextContent('Showing 2 of 2 reported players');
    expect(screen.getByTestId('queue-keys-hint')).toHaveTextContent('j and k move');
  });

  it('shows the same players as cards on a phone', async () => {
    stubViewport(390);
    api();
    show('/reports');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('table')).toBeNull();
    expect(rows()[0]).toHaveTextContent('3 open reports · 2 reporters');
  });

  it('reads its filters from the URL into the request, and puts a changed filter back into both', async () => {
    const fetch = api();
    show('/reports?assignee=none&sort=oldest&page=2');
    await waitFor(() => expect(requestsTo(fetch, '/api/reports/queue')).toContainEqual({ assignee: 'none', sort: 'oldest', page: '2', limit: '50' }));

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'scam');
    expect(shownSearch()).toBe('?category=scam&assignee=none&sort=oldest');
    await waitFor(() =>
      expect(requestsTo(fetch, '/api/reports/queue').at(-1)).toEqual({ category: 'scam', assignee: 'none', sort: 'oldest', page: '1', limit: '50' }),
    );

    await userEvent.selectOptions(screen.getByLabelText('Claimed by'), 'me');
    await userEvent.selectOptions(screen.getByLabelText('Order'), '');
    expect(shownSearch()).toBe('?category=scam&assignee=me');
    await waitFor(() =>
      expect(requestsTo(fetch, '/api/reports/queue').at(-1)).toEqual({ category: 'scam', assignee: 'me', sort: 'priority', page: '1', limit: '50' }),
    );
  });

  it('moves with j and k, opens with Enter and claims with c, but not while typing in a field', async () => {
    const fetch = api();
    const user = userEvent.setup();
    show('/reports');
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.keyboard('j');
    expect(rows()[0]).toHaveAttribute('aria-current', 'true');
    expect(rows()[0]).toHaveFocus();
    await user.keyboard('j');
    expect(rows()[1]).toHaveAttribute('aria-current', 'true');
    expect(rows()[1]).toHaveFocus();
    await user.keyboard('k');
    expect(rows()[0]).toHaveAttribute('aria-current', 'true');
    expect(rows()[1]).not.toHaveAttribute('aria-current');

    await user.keyboard('c');
    await waitFor(() => expect(bodyOf(fetch, '/api/reports/claim')).toEqual([{ reportedId: 123 }]));
    expect(await screen.findByTestId('claim-feedback')).toHaveTextContent('You claimed 3 reports on FrostQueen · 123.');

    // In a field the keys are the field's.
    screen.getByLabelText('Category').focus();
    await user.keyboard('j');
    expect(rows()[0]).toHaveAttribute('aria-current', 'true');
    expect(rows()[1]).not.toHaveAttribute('aria-current');

    rows()[0]!.focus();
    await user.keyboard('{Enter}');
    expect(shownSearch()).toBe('?open=123');
    expect(await screen.findByRole('region', { name: 'Reports on FrostQueen · 123' })).toBeInTheDocument();
  });

  it('says who holds the reports when a claim is refused, and offers no take-over to a moderator', async () => {
    const fetch = api({
      '/api/reports/claim': () => json(409, { success: false, error: 'Another moderator holds them.', assignee: { id: 'd'.repeat(24), username: 'alice' } }),
    });
    const user = userEvent.setup();
    show('/reports');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.keyboard('jc');
    const alert = await screen.findByTestId('claim-feedback');
    expect(alert).toHaveTextContent('alice has already claimed the reports on FrostQueen · 123.');
    expect(within(alert).queryByRole('button', { name: 'Take over' })).toBeNull();
    expect(bodyOf(fetch, '/api/reports/claim')).toEqual([{ reportedId: 123 }]);
  });

  it('offers an administrator to take over, which claims with force', async () => {
    let calls = 0;
    const fetch = api({
      '/api/reports/claim': () =>
        ++calls === 1
          ? json(409, { success: false, error: 'Another moderator holds them.', assignee: { id: 'd'.repeat(24), username: 'alice' } })
          : json(200, { success: true, claimed: 3 }),
    });
    show('/reports?open=123', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim FrostQueen' }));
    const alert = await screen.findByTestId('claim-feedback');
    expect(alert).toHaveTextContent('alice has already claimed the reports on FrostQueen · 123.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(bodyOf(fetch, '/api/reports/claim')).toEqual([{ reportedId: 123 }, { reportedId: 123, force: true }]));
    expect(await screen.findByText('You claimed 3 reports on FrostQueen · 123.')).toBeInTheDocument();
  });
});

describe("a player's reports", () => {
  it('shows each report with its reporter, their record and the chat before it, loaded when asked', async () => {
    const fetch = api({
      [`/api/reports/${'e'.repeat(24)}/context`]: () =>
        json(200, {
          success: true,
          messages: [
            {
              _id: 'f'.repeat(24),
              userId: 123,
              name: 'FrostQueen',
              message: 'trade me your dragon first',
              timestamp: '2026-11-27T10:58:00.000Z',
              filterWarning: false,
            },
          ],
        }),
    });
    show('/reports?open=123');
    const panel = await screen.findByRole('region', { name: 'Reports on FrostQueen · 123' });
    const item = await within(panel).findByTestId('report-item');
    expect(item).toHaveTextContent('She took my dragon and left the trade.');
    expect(within(item).getByTestId('player-label')).toHaveTextContent('HonestAbe · 777');
    expect(await within(item).findByTestId('reporter-record')).toHaveTextContent('5 actioned · 2 dismissed · 9 total');
    expect(within(item).getByTestId('reporter-excess')).toHaveTextContent('3 excess reports');
    expect(item).toHaveTextContent('Server srv-1 · Place 9001');
    expect(requestsTo(fetch, '/api/reports')).toContainEqual({ reportedId: '123', limit: '50' });

    const contextPath = `/api/reports/${'e'.repeat(24)}/context`;
    expect(requestsTo(fetch, contextPath)).toHaveLength(0);
    await userEvent.click(within(item).getByRole('button', { name: 'Show the chat before the report' }));
    expect(await within(item).findByText('trade me your dragon first')).toBeInTheDocument();
    expect(requestsTo(fetch, contextPath)).toHaveLength(1);
  });

  it('dismisses only with a reason, and sends it', async () => {
    const fetch = api({ 'POST /api/reports/resolve': () => json(200, { success: true, resolved: 1 }) });
    show('/reports?open=123');
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss the reports on FrostQueen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the reports on FrostQueen' });
    expect(within(dialog).getByTestId('sanction-target')).toHaveTextContent('FrostQueen');
    expect(within(dialog).getByTestId('sanction-target')).toHaveTextContent('123');
    const submit = within(dialog).getByRole('button', { name: 'Dismiss reports' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'A fair trade, both agreed');
    await userEvent.click(submit);
    await waitFor(() => expect(bodyOf(fetch, '/api/reports/resolve')).toEqual([{ reportedId: 123, action: 'dismissed', reason: 'A fair trade, both agreed' }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dismiss the reports on FrostQueen' })).toBeNull());
  });

  it('opens a case with the reports and goes to it', async () => {
    const fetch = api({ 'POST /api/reports/resolve': () => json(200, { success: true, resolved: 1, caseId: '0123456789abcdef01234567' }) });
    show('/reports?open=123');
    await userEvent.click(await screen.findByRole('button', { name: 'Open a case on FrostQueen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a case on FrostQueen' });
    expect(dialog).toHaveTextContent('FrostQueen · 123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the case' }));
    expect(await screen.findByText('the case page')).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/reports/resolve')).toEqual([{ reportedId: 123, action: 'case' }]);
  });

  it('offers no action to those who only view moderation', async () => {
    api();
    show('/reports?open=123', fakeUser({ effectivePermissions: ['view_moderation'] }));
    await screen.findByRole('region', { name: 'Reports on FrostQueen · 123' });
    expect(screen.queryByRole('button', { name: 'Claim FrostQueen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sanction FrostQueen' })).toBeNull();
  });
});
