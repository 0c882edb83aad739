// Members of a role that requires two-factor stay on the profile until they set it up, and a
// refusal of a signed-in request re-checks the session (the role may have changed meanwhile).
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MESSAGES } from '@staff-console/domain';
import type { User } from '@staff-console/domain';
import { createQueryClient } from '../../../app/query-client';
import { apiRequest } from '../../../lib/api-client';
import { AuthContext } from '../../../lib/auth-context';
import { TOKEN_KEY } from '../../../lib/token-store';
import { authValue, fakeToken, fakeUser, json, mockFetch } from '../../../test/helpers';
import { needsTwoFactorSetup, useRefusalWatch } from '../../../lib/two-factor-gate';
import { RequireAuth } from './require-auth';

afterEach(() => vi.unstubAllGlobals());

function renderGuarded(user: User, path: string) {
  const auth = authValue(user);
  return render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RequireAuth />}>
            <Route path="/profile" element={<p>profile page</p>} />
            <Route path="/chats" element={<p>chat page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('two-factor set-up gate', () => {
  it('needs set-up only when the role requires it and it is off', () => {
    expect(needsTwoFactorSetup(fakeUser())).toBe(false);
    expect(needsTwoFactorSetup(fakeUser({ twoFactorRequired: true, twoFactorEnabled: false }))).toBe(true);
    expect(needsTwoFactorSetup(fakeUser({ twoFactorRequired: true, twoFactorEnabled: true }))).toBe(false);
    expect(needsTwoFactorSetup(fakeUser({ twoFactorEnabled: false }))).toBe(false);
    expect(needsTwoFactorSetup(null)).toBe(false);
  });

  it('sends every page to the profile until it is set up, then lets it open', () => {
    const { unmount } = renderGuarded(fakeUser({ twoFactorRequired: true, twoFactorEnabled: false }), '/chats');
    expect(screen.getByText('profile page')).toBeInTheDocument();
    unmount();
    renderGuarded(fakeUser({ twoFactorRequired: true, twoFactorEnabled: true }), '/chats');
    expect(screen.getByText('chat page')).toBeInTheDocument();
  });

  it('a refused signed-in request re-checks the session, once however many are refused', async () => {
    localStorage.setItem(TOKEN_KEY, fakeToken());
    mockFetch(() => json(403, { success: false, error: MESSAGES.twoFactorSetupRequired }));
    const recheck = vi.fn(() => Promise.resolve());
    const client = createQueryClient();
    function Watcher() {
      useRefusalWatch(client, recheck);
      useQuery({ queryKey: ['a'], queryFn: () => apiRequest('/api/chat'), retry: false });
      useQuery({ queryKey: ['b'], queryFn: () => apiRequest('/api/trades'), retry: false });
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <Watcher />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(recheck).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(client.getQueryState(['b'])?.status).toBe('error'));
    expect(recheck).toHaveBeenCalledTimes(1);
  });

  it('other failures do not, nor a refusal of a request without a token', async () => {
    localStorage.setItem(TOKEN_KEY, fakeToken());
    mockFetch((url) =>
      url === '/api/chat' ? json(500, { success: false, error: 'Internal error' }) : json(403, { success: false, error: MESSAGES.forbidden }),
    );
    const recheck = vi.fn(() => Promise.resolve());
    const client = createQueryClient();
    function Watcher() {
      useRefusalWatch(client, recheck);
      useQuery({ queryKey: ['a'], queryFn: () => apiRequest('/api/chat'), retry: false });
      useQuery({ queryKey: ['b'], queryFn: () => apiRequest('/api/trades', { token: null }), retry: false });
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <Watcher />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.getQueryState(['a'])?.status).toBe('error'));
    await waitFor(() => expect(client.getQueryState(['b'])?.status).toBe('error'));
    expect(recheck).not.toHaveBeenCalled();
  });
});
