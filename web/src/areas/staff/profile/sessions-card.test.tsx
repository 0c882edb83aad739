import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffSession } from '@staff-console/domain';
import { json, mockFetch } from '../../../test/helpers';
import { pathOf, renderSignedIn, screenWidth } from './profile-test-helpers';
import { SessionsCard, sortSessions } from './sessions-card';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const session = (id: string, userAgent: string, current: boolean, lastSeenAt: string): StaffSession => ({
  id,
  userAgent,
  current,
  ip: current ? '203.0.113.9' : '198.51.100.23',
  createdAt: '2024-04-01T14:00:00.000Z',
  lastSeenAt,
  expiresAt: '2024-04-02T02:00:00.000Z',
});

const OTHER = session('s-phone', IPHONE, false, '2024-04-01T15:30:00.000Z');
const CURRENT = session('s-here', CHROME, true, '2024-04-01T15:00:00.000Z');

function serve(sessions: StaffSession[]) {
  let live = [...sessions];
  return mockFetch((url, init) => {
    const path = pathOf(url);
    if (init.method === 'DELETE') {
      live = live.filter((s) => path !== `/api/auth/sessions/${s.id}`);
      return json(200, { success: true, message: 'Session ended' });
    }
    return json(200, { success: true, sessions: live });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Sessions card', () => {
  it('puts this session first, then the most recently seen', () => {
    const older = session('s-old', CHROME, false, '2024-04-01T10:00:00.000Z');
    expect(sortSessions([older, OTHER, CURRENT]).map((s) => s.id)).toEqual(['s-here', 's-phone', 's-old']);
  });

  it('at 1280 px: a table with the browser shortened, address, times and this session marked', async () => {
    screenWidth(true);
    serve([OTHER, CURRENT]);
    renderSignedIn(<SessionsCard onChanged={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Your sessions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Browser', 'Address', 'Signed in', 'Last seen', 'Actions']);
    const [first, second] = within(table).getAllByTestId('session-row');
    expect(first).toHaveTextContent('Chrome 126 on Windows');
    expect(within(first!).getByText('This session')).toBeInTheDocument();
    expect(within(first!).getByTitle(CHROME)).toBeInTheDocument();
    expect(first).toHaveTextContent('203.0.113.9');
    expect(first).toHaveTextContent('Apr 1, 2024 • 10:00 AM EDT');
    expect(second).toHaveTextContent('Safari 17 on iPhone');
    expect(second).toHaveTextContent('Apr 1, 2024 • 11:30 AM EDT');
    expect(within(second!).queryByText('This session')).toBeNull();
  });

  it('at 390 px: a stacked list; End on another session confirms, ends it and reports the server', async () => {
    screenWidth(false);
    const fetch = serve([OTHER, CURRENT]);
    const onChanged = vi.fn();
    const { auth } = renderSignedIn(<SessionsCard onChanged={onChanged} />);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'End session: Safari 17 on iPhone' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    expect(dialog).toHaveTextContent('Safari 17 on iPhone is signed out on its next request.');
    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('Session ended'));
    expect(fetch.mock.calls.some(([u, init]) => init?.method === 'DELETE' && pathOf(String(u as string)) === '/api/auth/sessions/s-phone')).toBe(true);
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(screen.getByText('No other sessions.')).toBeInTheDocument();
    expect(auth.logout).not.toHaveBeenCalled();
  });

  it('End on this session is a sign-out, after a confirmation that says so', async () => {
    screenWidth(true);
    const fetch = serve([CURRENT]);
    const { auth } = renderSignedIn(<SessionsCard onChanged={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End session: Chrome 126 on Windows' }));
    const dialog = await screen.findByRole('dialog', { name: 'End your current session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(auth.logout).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'End session: Chrome 126 on Windows' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'End your current session?' })).getByRole('button', { name: 'Sign out' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it("shows the server's sentence when the list cannot load", async () => {
    mockFetch(() => json(500, { success: false, error: 'Database unavailable' }));
    renderSignedIn(<SessionsCard onChanged={vi.fn()} />);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Database unavailable');
  });
});
