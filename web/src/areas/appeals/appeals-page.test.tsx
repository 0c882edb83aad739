import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appeal, Sanction, User } from '@staff-console/domain';
import { AuthContext } from '../../lib/auth-context';
import { authValue, fakeUser, json, LocationProbe, mockFetch, renderAt, requestsTo, shownSearch, stubViewport, type FetchHandler } from '../../test/helpers';
import { AppealsPage } from './appeals-page';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => stubViewport(1280));

const ISSUER = { id: 'a'.repeat(24), username: 'mona' };
const reviewer = fakeUser({ id: 'b'.repeat(24), username: 'rita', effectivePermissions: ['review_appeals', 'ban_players'] });
const reviewerWithoutBans = fakeUser({ id: 'd'.repeat(24), username: 'rob', effectivePermissions: ['review_appeals'] });
const issuer = fakeUser({ ...ISSUER, effectivePermissions: ['review_appeals', 'ban_players'] });
const admin = fakeUser({ ...ISSUER, role: 'admin', roleName: 'admin', effectivePermissions: ['admin'] });

const BAN: Sanction = {
  _id: 'f'.repeat(24),
  userId: 123456,
  type: 'ban',
  reason: 'Scammed a dragon in trade 77.',
  publicReason: 'Scamming other players.',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: ISSUER,
  expiresAt: '2027-11-20T10:00:00.000Z',
  excludeAltAccounts: false,
  caseId: 'c'.repeat(24),
  status: 'active',
  enforcement: { state: 'not_configured', attempts: 0 },
  appealCode: '7K3M-Q9TX-2HFD',
  appeal: { _id: 'e'.repeat(24), status: 'open', submittedAt: '2026-11-21T10:00:00.000Z' },
};

const APPEAL: Appeal = {
  _id: 'e'.repeat(24),
  userId: 123456,
  playerName: 'FrostQueen',
  sanction: BAN,
  text: 'I did not scam anyone, the trade was fair.',
  contact: 'frost#1234',
  submittedAt: '2026-11-21T10:00:00.000Z',
  status: 'open',
};

const CASE = {
  _id: 'c'.repeat(24),
  number: 12,
  title: 'Dragon scam ring',
  status: 'open',
  players: [123456],
  playerLabels: [{ userId: 123456, name: 'FrostQueen' }],
  summary: 'Three players report the same dragon trade.',
  createdAt: '2026-11-19T10:00:00.000Z',
  createdBy: ISSUER,
  updatedAt: '2026-11-19T10:00:00.000Z',
  evidence: [],
  activity: [],
  activityTotal: 0,
  evidenceTotal: 0,
};

function api(routes: Record<string, FetchHandler> = {}) {
  return mockFetch((url, init) => {
    const { pathname } = new URL(url, 'http://x');
    const handler = routes[`${init.method ?? 'GET'} ${pathname}`] ?? routes[pathname];
    if (handler) return handler(url, init);
    if (pathname === '/api/appeals') return json(200, { success: true, appeals: [APPEAL], total: 1 });
    if (pathname === `/api/appeals/${APPEAL._id}`) return json(200, { success: true, appeal: APPEAL });
    if (pathname === `/api/cases/${CASE._id}`) return json(200, { success: true, case: CASE });
    if (pathname === '/api/players/123456/sanctions') return json(200, { success: true, sanctions: [BAN] });
    return json(404, { success: false, error: 'Not found.' });
  });
}

function show(path: string, user: User = reviewer) {
  return renderAt(path, [
    {
      path: '/appeals',
      element: (
        <AuthContext.Provider value={authValue(user)}>
          <AppealsPage />
          <LocationProbe />
        </AuthContext.Provider>
      ),
    },
  ]);
}

describe('the Appeals queue', () => {
  it('lists open appeals by default with the player’s name and id, the sanction and what the player wrote', async () => {
    const fetch = api();
    show('/appeals');
    const item = await screen.findByTestId('appeal-item');
    expect(requestsTo(fetch, '/api/appeals')[0]).toEqual({ status: 'open', page: '1', limit: '50' });
    expect(within(item).getByRole('link', { name: 'FrostQueen' })).toHaveAttribute('href', '/players/123456');
    expect(within(item).getByText('ID 123456')).toBeInTheDocument();
    expect(within(item).getByText('Scammed a dragon in trade 77.')).toBeInTheDocument();
    expect(within(item).getByText('Scamming other players.')).toBeInTheDocument();
    expect(within(item).getByText(/Issued by mona/)).toBeInTheDocument();
    expect(within(item).getByTestId('appeal-sanction-code')).toHaveTextContent('Appeal code 7K3M-Q9TX-2HFD');
    expect(within(item).getByTestId('appeal-text')).toHaveTextContent('I did not scam anyone, the trade was fair.');
    expect(within(item).getByText('frost#1234')).toBeInTheDocument();
    expect(screen.getByTestId('appeal-count')).toHaveTextContent('Showing 1 of 1 appeal');
  });

  it('shows another status from its tab, asking the server for it', async () => {
    const fetch = api();
    show('/appeals');
    await screen.findByTestId('appeal-item');
    await userEvent.click(screen.getByRole('tab', { name: 'Lifted' }));
    await waitFor(() => expect(requestsTo(fetch, '/api/appeals').at(-1)).toEqual({ status: 'lifted', page: '1', limit: '50' }));
    expect(shownSearch()).toBe('?status=lifted');
  });

  it('opens an appeal beside the list with the case behind it and the player’s sanctions', async () => {
    api();
    show('/appeals');
    await userEvent.click(await screen.findByRole('button', { name: 'Review: FrostQueen' }));
    const panel = await screen.findByTestId('appeal-panel');
    expect(shownSearch()).toBe(`?open=${APPEAL._id}`);
    expect(await within(panel).findByTestId('appeal-case-link')).toHaveTextContent('Case 12: Dragon scam ring');
    expect(within(panel).getByTestId('appeal-case-link')).toHaveAttribute('href', `/cases/${CASE._id}`);
    expect(within(panel).getByText('Three players report the same dragon trade.')).toBeInTheDocument();
    expect(await within(panel).findByTestId('appeal-history-item')).toHaveTextContent('This sanction');
  });

  it('lifts a ban: the dialog names whom it hits, and sends the decision with the answer', async () => {
    const decided: unknown[] = [];
    api({
      [`POST /api/appeals/${APPEAL._id}/decide`]: (_url, init) => {
        decided.push(JSON.parse(init.body as string));
        return json(200, { success: true, appeal: { ...APPEAL, status: 'lifted' } });
      },
    });
    show(`/appeals?open=${APPEAL._id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide the appeal' });
    expect(within(dialog).getByTestId('sanction-target')).toHaveTextContent('FrostQueen');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Lift' }));
    expect(within(dialog).getByTestId('decide-question')).toHaveTextContent('Lift the ban of FrostQueen (123456)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift' }));
    expect(await within(dialog).findByText('Write the answer the player will read.')).toBeInTheDocument();
    expect(decided).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Answer to the player/ }), 'The trade logs show a fair trade.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Private note/ }), 'Reporter was the scammer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift' }));
    await waitFor(() =>
      expect(decided).toEqual([{ decision: 'lifted', publicAnswer: 'The trade logs show a fair trade.', privateNote: 'Reporter was the scammer.' }]),
    );
  });

  it('reduces a ban to a shorter length, showing where it would end', async () => {
    const decided: unknown[] = [];
    api({
      [`POST /api/appeals/${APPEAL._id}/decide`]: (_url, init) => {
        decided.push(JSON.parse(init.body as string));
        return json(200, { success: true, appeal: { ...APPEAL, status: 'reduced' } });
      },
    });
    show(`/appeals?open=${APPEAL._id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Reduce' }));
    expect(within(dialog).getByRole('button', { name: 'Reduce' })).toBeDisabled();
    // The ban lasts a year: every usual length but permanent is shorter.
    expect(within(dialog).queryByRole('button', { name: 'Permanent' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '30 days' }));
    expect(within(dialog).getByTestId('decide-new-end')).toHaveTextContent(/Dec 20, 2026/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Answer to the player/ }), 'Shortened to thirty days.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reduce' }));
    await waitFor(() => expect(decided).toEqual([{ decision: 'reduced', publicAnswer: 'Shortened to thirty days.', durationSeconds: 30 * 86_400 }]));
  });

  it('shows the server’s refusal in the dialog', async () => {
    api({ [`POST /api/appeals/${APPEAL._id}/decide`]: () => json(409, { success: false, error: 'This appeal has already been decided.' }) });
    show(`/appeals?open=${APPEAL._id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Answer to the player/ }), 'It stands.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This appeal has already been decided.');
  });

  it('refuses Decide to the sanction’s issuer, saying why, but not to an administrator', async () => {
    api();
    const { unmount } = show(`/appeals?open=${APPEAL._id}`, issuer);
    expect(await screen.findByRole('button', { name: 'Decide' })).toBeDisabled();
    const panel = screen.getByTestId('appeal-panel');
    expect(within(panel).getByTestId('appeal-why-not-decide')).toHaveTextContent('You issued this sanction: another moderator must decide this appeal.');
    unmount();
    show(`/appeals?open=${APPEAL._id}`, admin);
    expect(await screen.findByRole('button', { name: 'Decide' })).toBeEnabled();
  });

  it('offers only Uphold on a ban to a reviewer without ban_players', async () => {
    api();
    show(`/appeals?open=${APPEAL._id}`, reviewerWithoutBans);
    await userEvent.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Lift' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Reduce' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Uphold' })).toBeEnabled();
    expect(within(dialog).getByText('Reducing or lifting a ban needs the ban_players permission.')).toBeInTheDocument();
  });
});
