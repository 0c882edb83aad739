import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@staff-console/domain';
import { AuthContext } from '../../../lib/auth-context';
import type { AuthContextValue } from '../../../lib/auth-context';
import { fakeUser, json, mockFetch, renderAt, requestsTo } from '../../../test/helpers';
import { DashboardPage } from './dashboard-page';

function withUser(user: User) {
  const value = { status: 'authenticated', user, token: 'x.y.z', degraded: false, endReason: 'none' } as AuthContextValue;
  return renderAt('/', [
    {
      path: '/',
      element: (
        <AuthContext.Provider value={value}>
          <DashboardPage leaderboards={<p>leaderboards slot</p>} />
        </AuthContext.Provider>
      ),
    },
  ]);
}

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Features' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('dashboard feature cards', () => {
  it('shows one card per permitted feature, each with an Explore link', () => {
    withUser(fakeUser({ effectivePermissions: ['view_chat', 'view_marketplace'] }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to the Staff Console');
    expect(cardTitles()).toEqual(['Chat Logs', 'Marketplace Logs']);
    expect(screen.getByRole('link', { name: 'Explore Chat Logs' })).toHaveAttribute('href', '/chats');
    expect(screen.getByRole('link', { name: 'Explore Marketplace Logs' })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByText('leaderboards slot')).toBeInTheDocument();
  });

  it('shows every card to an administrator', () => {
    withUser(fakeUser({ role: 'admin', roleName: 'admin', effectivePermissions: ['admin'] }));
    expect(cardTitles()).toEqual(['Chat Logs', 'Trade Logs', 'Marketplace Logs', 'Cases', 'Sanctions', 'Watch rules', 'User Management', 'Admin Panel']);
    expect(screen.getByRole('link', { name: 'Explore Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it("puts 'Your work' above the cards only for those who see moderation", async () => {
    withUser(fakeUser({ effectivePermissions: ['view_moderation'] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your work' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Open cases assigned to you' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Failed enforcements' })).toBeNull();
    expect(cardTitles()).toEqual(['Cases', 'Sanctions']);
  });

  it('shows the watch rules card to those who may moderate', () => {
    withUser(fakeUser({ effectivePermissions: ['moderate', 'view_chat'] }));
    expect(cardTitles()).toEqual(['Chat Logs', 'Cases', 'Sanctions', 'Watch rules']);
    expect(screen.getByRole('link', { name: 'Explore Watch rules' })).toHaveAttribute('href', '/watch-rules');
  });

  it("leaves 'Your work' out without view_moderation", () => {
    withUser(fakeUser({ effectivePermissions: ['view_chat'] }));
    expect(screen.queryByRole('heading', { name: 'Your work' })).toBeNull();
  });

  it("says 'No available features' without permissions", () => {
    withUser(fakeUser({ role: 'guest', roleName: 'guest', effectivePermissions: [] }));
    expect(screen.getByText('No available features')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access any features. Please contact your administrator.")).toBeInTheDocument();
  });
});

describe("the dashboard's reports line", () => {
  afterEach(() => vi.unstubAllGlobals());

  const queueAnswering = (total: number, oldestAt: string | null) =>
    mockFetch((url) =>
      new URL(url, 'http://x').pathname === '/api/reports/queue'
        ? json(200, {
            success: true,
            items: oldestAt ? [{ reportedId: 1, reportedName: 'A', open: 1, reporters: 1, categories: {}, oldestAt, newestAt: oldestAt, priority: 1 }] : [],
            total,
          })
        : json(404, { success: false, error: 'Not found.' }),
    );

  it('says how many players wait for a moderator and since when, asking for the oldest one only', async () => {
    const fetch = queueAnswering(12, new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString());
    withUser(fakeUser({ effectivePermissions: ['view_moderation'] }));
    expect(await screen.findByTestId('reports-waiting')).toHaveTextContent('12 players wait for a moderator, the oldest report since 3 h ago.');
    expect(requestsTo(fetch, '/api/reports/queue')).toEqual([{ sort: 'oldest', limit: '1' }]);
    expect(screen.getByRole('link', { name: 'Open the reports' })).toHaveAttribute('href', '/reports?sort=oldest');
  });

  it('says when nobody waits', async () => {
    queueAnswering(0, null);
    withUser(fakeUser({ effectivePermissions: ['view_moderation'] }));
    expect(await screen.findByTestId('reports-waiting')).toHaveTextContent('No reported player waits for a moderator.');
  });

  it('never asks without view_moderation', () => {
    const fetch = queueAnswering(12, null);
    withUser(fakeUser({ effectivePermissions: ['view_chat'] }));
    expect(screen.queryByTestId('reports-waiting')).toBeNull();
    expect(requestsTo(fetch, '/api/reports/queue')).toEqual([]);
  });
});
