import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionLog } from '@staff-console/domain';
import { json, mockFetch } from '../../../test/helpers';
import { pathOf, renderAdmin } from '../../../test/admin-test-helpers';
import { detailSummary, truncate } from './log-format';
import { LogsTab } from './logs-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const log = (n: number, overrides: Partial<ActionLog> = {}): ActionLog => ({
  _id: String(n).padStart(24, '0'),
  timestamp: new Date(Date.UTC(2024, 2, 5, 15, n)).toISOString(),
  category: 'users',
  ipAddress: '127.0.0.1',
  username: 'root',
  action: 'user_created',
  details: { userId: 'a'.repeat(24), username: `member${n}` },
  ...overrides,
});

describe('log detail truncation (docs/RULES.md, "Constants and limits")', () => {
  it('cuts each value at 20 characters and the whole text at 60', () => {
    expect(truncate('abc', 20)).toBe('abc');
    expect(truncate('x'.repeat(21), 20)).toBe(`${'x'.repeat(20)}...`);
    expect(detailSummary({ username: 'bob' })).toBe('username: bob');
    expect(detailSummary({ userId: '0123456789abcdef01234567' })).toBe('userId: 0123456789abcdef0123...');
    const long = detailSummary({ userId: '0123456789abcdef01234567', username: 'someone-with-a-long-name', role: 'admin' });
    // 'userId: ' + 20 + '...' + ', username: ' + 20 + '...' … cut at 60 characters.
    expect(long).toBe('userId: 0123456789abcdef0123..., username: someone-with-a-lo...');
    expect(long.length).toBe(63); // 60 and the ellipsis
    expect(detailSummary({ fields: ['displayName', 'email', 'password'] })).toBe('fields: ["displayName","emai...');
    expect(detailSummary({})).toBe('');
  });
});

describe('Logs tab', () => {
  it('asks for 50 per page newest first, shows rows with truncated details, and opens the detail dialog', async () => {
    const entry = log(1, { details: { userId: '0123456789abcdef01234567', username: 'someone-with-a-long-name', role: 'admin' } });
    const fetchMock = mockFetch((url) => {
      if (pathOf(url) === '/api/admin/log-categories') return json(200, { success: true, categories: ['auth', 'users', 'roles', 'ingest', 'system'] });
      return json(200, { success: true, logs: [entry, log(2)], pagination: { page: 1, limit: 50, total: 2, pages: 1 } });
    });
    renderAdmin(<LogsTab />);

    const rows = await screen.findAllByTestId('log-row');
    expect(rows).toHaveLength(2);
    const call = fetchMock.mock.calls.map(([u]) => new URL(String(u as string), 'http://localhost')).find((u) => u.pathname === '/api/admin/logs')!;
    expect(Object.fromEntries(call.searchParams)).toEqual({ sortBy: 'timestamp', sortOrder: 'desc', page: '1', limit: '50' });
    expect(within(rows[0]!).getByTestId('log-details')).toHaveTextContent('userId: 0123456789abcdef0123..., username: someone-with-a-lo...');
    expect(within(rows[0]!).getByText('Staff account created')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Mar 5, 2024')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('10:01 AM EST')).toBeInTheDocument();

    const user = userEvent.setup();
    // After setup(): user-event puts its own clipboard in place.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(rows[0]!);
    const dialog = await screen.findByRole('dialog', { name: /Log Entry/ });
    expect(within(dialog).getByTestId('log-raw-json')).toHaveTextContent('"username": "someone-with-a-long-name"');
    await user.click(within(dialog).getByRole('button', { name: 'Copy Raw JSON' }));
    expect(writeText).toHaveBeenCalledWith(JSON.stringify(entry, null, 2));
    expect(await within(dialog).findByText('Copied to clipboard')).toBeInTheDocument();
  });

  it('sends the filters and starts again at page 1', async () => {
    const fetchMock = mockFetch((url) => {
      if (pathOf(url) === '/api/admin/log-categories') return json(200, { success: true, categories: ['auth', 'users'] });
      const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
      return json(200, { success: true, logs: [log(page)], pagination: { page, limit: 50, total: 120, pages: 3 } });
    });
    renderAdmin(<LogsTab />);
    const user = userEvent.setup();
    expect(await screen.findByText('Showing 1–1 of 120 entries')).toBeInTheDocument();
    expect(screen.getByText(/Times in US Eastern/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(screen.getByTestId('logs-showing')).toHaveTextContent(/^Showing 51–51 of 120 entries/));

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Sign-in' }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'root');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => {
      const last = new URL(fetchMock.mock.lastCall![0] as string, 'http://localhost');
      expect(last.searchParams.get('category')).toBe('auth');
      expect(last.searchParams.get('username')).toBe('root');
      expect(last.searchParams.get('page')).toBe('1');
    });
  });

  it('names what an entry is about with links, and filters by action and target', async () => {
    const issued = log(3, {
      category: 'moderation',
      action: 'sanction_issued',
      details: { sanctionId: 'b'.repeat(24), userId: 133640, type: 'warn', caseId: 'c'.repeat(24) },
      targets: { players: [{ userId: 133640, name: 'FrostQueen' }], case: { id: 'c'.repeat(24), number: 12 }, user: null, sanctionId: 'b'.repeat(24) },
    });
    const fetchMock = mockFetch((url) => {
      if (pathOf(url) === '/api/admin/log-categories') return json(200, { success: true, categories: ['auth', 'moderation'] });
      return json(200, { success: true, logs: [issued], pagination: { page: 1, limit: 50, total: 1, pages: 1 } });
    });
    renderAdmin(<LogsTab />);
    const [row] = await screen.findAllByTestId('log-row');
    expect(within(row!).getByTestId('log-action')).toHaveTextContent('Sanction issued');
    expect(within(row!).getByRole('link', { name: 'FrostQueen' })).toHaveAttribute('href', '/players/133640');
    expect(within(row!).getByText('· 133640')).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: 'Case 12' })).toHaveAttribute('href', `/cases/${'c'.repeat(24)}`);
    expect(within(row!).getByRole('link', { name: 'Sanction' })).toHaveAttribute('href', '/sanctions?player=133640');
    // The ids shown as links are left out of the summary.
    expect(within(row!).getByTestId('log-details')).toHaveTextContent(/^type: warn$/);

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Sanction issued' }));
    await user.type(screen.getByRole('textbox', { name: 'About player' }), 'FrostQueen');
    await user.type(screen.getByRole('textbox', { name: 'About case (number)' }), '#12');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => {
      const last = new URL(fetchMock.mock.lastCall![0] as string, 'http://localhost');
      expect(last.searchParams.get('action')).toBe('sanction_issued');
      expect(last.searchParams.get('player')).toBe('FrostQueen');
      expect(last.searchParams.get('case')).toBe('12');
    });
  });

  it("says 'Failed to load logs' when the log cannot be read", async () => {
    mockFetch((url) =>
      pathOf(url) === '/api/admin/log-categories' ? json(200, { success: true, categories: [] }) : json(400, { success: false, error: 'nope' }),
    );
    renderAdmin(<LogsTab />);
    expect(await screen.findByText('Failed to load logs')).toBeInTheDocument();
  });
});
