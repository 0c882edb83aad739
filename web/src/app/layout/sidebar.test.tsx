import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@staff-console/domain';
import { AuthContext } from '../../lib/auth-context';
import { authValue, fakeUser, json, mockFetch, renderAt, requestsTo } from '../../test/helpers';
import { SidebarContent } from './sidebar';

afterEach(() => vi.unstubAllGlobals());

function show(user: User) {
  const fetch = mockFetch((url) => {
    const { pathname } = new URL(url, 'http://x');
    if (pathname === '/api/reports/queue') return json(200, { success: true, items: [], total: 12 });
    if (pathname === '/api/appeals/open-count') return json(200, { success: true, open: 3 });
    return json(404, { success: false, error: 'Not found.' });
  });
  renderAt('/', [
    {
      path: '/',
      element: (
        <AuthContext.Provider value={authValue(user)}>
          <SidebarContent />
        </AuthContext.Provider>
      ),
    },
  ]);
  return fetch;
}

describe("the sidebar's Reports entry", () => {
  it('shows how many reported players wait, from the queue total', async () => {
    const fetch = show(fakeUser({ effectivePermissions: ['view_moderation'] }));
    const link = screen.getByRole('link', { name: /Reports/ });
    expect(link).toHaveAttribute('href', '/reports');
    const badge = await within(link).findByTestId('reports-waiting-count');
    expect(badge).toHaveTextContent('12');
    expect(badge).toHaveAttribute('aria-label', '12 reported players wait for a moderator');
    expect(requestsTo(fetch, '/api/reports/queue')).toEqual([{ limit: '1' }]);
  });

  it('is left out, and the queue never asked, without view_moderation', async () => {
    const fetch = show(fakeUser({ effectivePermissions: ['view_chat'] }));
    await waitFor(() => expect(screen.getByRole('link', { name: /Chat Logs/ })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /Reports/ })).toBeNull();
    expect(requestsTo(fetch, '/api/reports/queue')).toEqual([]);
  });
});

describe("the sidebar's Appeals entry", () => {
  it('shows how many appeals are open to a reviewer', async () => {
    const fetch = show(fakeUser({ effectivePermissions: ['review_appeals'] }));
    const link = screen.getByRole('link', { name: /Appeals/ });
    expect(link).toHaveAttribute('href', '/appeals');
    const badge = await within(link).findByTestId('open-appeals-count');
    expect(badge).toHaveTextContent('3');
    expect(badge).toHaveAttribute('aria-label', '3 open appeals wait for a reviewer');
    expect(requestsTo(fetch, '/api/appeals/open-count')).toEqual([{}]);
  });

  it('is left out, and the count never asked, for a moderator who may not review appeals', async () => {
    const fetch = show(fakeUser({ effectivePermissions: ['ban_players'] }));
    await waitFor(() => expect(screen.getByRole('link', { name: /Sanctions/ })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /Appeals/ })).toBeNull();
    expect(requestsTo(fetch, '/api/appeals/open-count')).toEqual([]);
  });
});
