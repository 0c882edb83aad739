import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Stats } from '@staff-console/domain';
import { fakeUser, json, LocationProbe, mockFetch } from '../../test/helpers';
import { AdminPage } from './admin-page';
import { SYSTEM_ROLES, PERMISSION_LIST, pathOf, renderAdmin } from '../../test/admin-test-helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = () => (
  <>
    <AdminPage />
    <LocationProbe />
  </>
);

const stats: Stats = {
  users: { total: 42 },
  data: { chat: 1234567, marketplace: 8901, trades: 23456, players: 777 },
  chatShown: 1234469,
  leaderboards: { Value: 700, Bux: 650, Levels: 777, ItemAmount: 500 },
  recentLogs: [
    {
      _id: '1'.repeat(24),
      timestamp: '2024-03-05T15:00:00.000Z',
      category: 'users',
      ipAddress: '127.0.0.1',
      username: 'root',
      action: 'user_created',
      details: {},
    },
  ],
  retention: { chat: 90, trades: null, marketplace: 1, audit: 365 },
};

describe('Admin panel', () => {
  it("shows its own Access Denied to a non-administrator, with 'Return to Home'", () => {
    mockFetch(() => json(403, { success: false, error: 'Administrator permission is required.' }));
    renderAdmin(page(), { user: fakeUser({ role: 'user', roleName: 'user', effectivePermissions: ['view_chat'] }) });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access the admin panel.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('keeps the tab in the URL', async () => {
    mockFetch((url) => {
      const path = pathOf(url);
      if (path === '/api/auth/roles') return json(200, { success: true, roles: SYSTEM_ROLES });
      if (path === '/api/auth/permissions') return json(200, { success: true, permissions: PERMISSION_LIST });
      if (path === '/api/auth/users') return json(200, { success: true, users: [] });
      return json(200, { success: true, stats });
    });
    renderAdmin(page(), { path: '/admin?tab=roles' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Dashboard', 'Users', 'Roles', 'Logs', 'Ingest Keys', 'Sanction reasons']);
    expect(screen.getByRole('tab', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Roles' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=users');
    expect(await screen.findByRole('table', { name: 'Staff accounts' })).toBeInTheDocument();
  });

  it('shows the statistics with links, refreshes on demand and every 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch(() => json(200, { success: true, stats }));
    const statsCalls = () => fetchMock.mock.calls.filter(([u]) => pathOf(String(u as string)) === '/api/admin/stats').length;
    renderAdmin(page());
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

    expect(await within(await screen.findByTestId('stat-users')).findByText('42')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-chat')).getByText('1,234,567')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-chat')).getByRole('link')).toHaveAttribute('href', '/chats');
    expect(within(screen.getByTestId('stat-marketplace')).getByRole('link')).toHaveAttribute('href', '/marketplace');
    expect(within(screen.getByTestId('stat-trades')).getByRole('link')).toHaveAttribute('href', '/trades');
    const boards = screen.getByRole('table', { name: 'Leaderboards' });
    expect(within(boards).getByRole('row', { name: 'Global Value 700' })).toBeInTheDocument();
    expect(screen.getByTestId('total-players')).toHaveTextContent('777');
    expect(screen.getByTestId('chat-shown')).toHaveTextContent(
      "1,234,469 shown in Chat Logs: 98 messages were blanked by the game's chat filter (only # characters) and are hidden there.",
    );
    expect(screen.getByTestId('retention')).toHaveTextContent('Chat is kept 90 days; trades forever; marketplace 1 day; the action log 365 days.');
    const activity = screen.getByTestId('recent-activity');
    expect(within(activity).getByText('Staff account created')).toBeInTheDocument();
    expect(within(activity).getByText('users')).toBeInTheDocument();
    expect(within(activity).getByText('by root · Mar 5, 2024 • 10:00 AM EST')).toBeInTheDocument();
    expect(statsCalls()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Refresh Stats' }));
    await waitFor(() => expect(statsCalls()).toBe(2));
    act(() => {
      vi.advanceTimersByTime(300_000);
    });
    await waitFor(() => expect(statsCalls()).toBe(3));
  });

  it("says 'Failed to load statistics' when they cannot be read", async () => {
    mockFetch(() => json(400, { success: false, error: 'nope' }));
    renderAdmin(page());
    expect(await screen.findByText('Failed to load statistics')).toBeInTheDocument();
  });
});
