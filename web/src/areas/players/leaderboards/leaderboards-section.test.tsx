import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeaderboardCategory, LeaderboardEntry } from '@staff-console/domain';
import { json, mockFetch, renderAt } from '../../../test/helpers';
import { LeaderboardsSection } from './leaderboards-section';

const entry = (rank: number, value: number): LeaderboardEntry => ({ rank, username: `Player${rank}`, userId: 1000 + rank, value });

function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

const categoryOf = (url: string) => new URL(url, 'http://localhost').pathname.split('/').pop() as LeaderboardCategory;

const open = () => renderAt('/', [{ path: '/', element: <LeaderboardsSection /> }]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Leaderboards section', () => {
  it('loads the four rankings one by one, Value first, each with offset 0 and limit 100', async () => {
    const pending = new Map<string, ReturnType<typeof deferred>>();
    const fetchMock = mockFetch((url) => {
      // Bux fails at once (and again on the query client's one retry of a 5xx).
      if (categoryOf(url) === 'Bux') return json(500, { success: false, error: 'broken' });
      const d = deferred();
      pending.set(categoryOf(url), d);
      return d.promise;
    });
    // Each board once, in order (a retried request is the same board again).
    const asked = () => [...new Set(fetchMock.mock.calls.map(([input]) => categoryOf(String(input as string))))];
    open();

    await waitFor(() => expect(asked()).toEqual(['Value']));
    const first = new URL(fetchMock.mock.calls[0]![0] as string, 'http://localhost');
    expect(first.searchParams.get('skip')).toBe('0');
    expect(first.searchParams.get('count')).toBe('100');
    // Value's own spinner while it loads.
    expect(screen.getByRole('progressbar', { name: 'Loading Global Value' })).toBeInTheDocument();

    // Nothing else is asked for until Value has answered.
    await new Promise((r) => setTimeout(r, 30));
    expect(asked()).toEqual(['Value']);
    pending.get('Value')!.resolve(json(200, { success: true, data: [entry(1, 5000)], total: 1 }));
    await waitFor(() => expect(asked()).toEqual(['Value', 'Bux']));
    expect(await screen.findByText('5,000 Value')).toBeInTheDocument();

    // A failure settles a board too: the next one is asked for after it (and its retry), not before.
    expect(asked()).toEqual(['Value', 'Bux']);
    await waitFor(() => expect(asked()).toEqual(['Value', 'Bux', 'Levels']), { timeout: 5000 });
    pending.get('Levels')!.resolve(json(200, { success: true, data: [], total: 0 }));
    await waitFor(() => expect(asked()).toEqual(['Value', 'Bux', 'Levels', 'ItemAmount']));
    pending.get('ItemAmount')!.resolve(json(200, { success: true, data: [entry(1, 12)], total: 1 }));

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Global Case-Bux' }));
    expect(await screen.findByText('Failed to load Bux leaderboard. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Global Levels' }));
    expect(screen.getByText('No data available')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Global Items' }));
    expect(await screen.findByText('12 Items')).toBeInTheDocument();
  });

  it('shows rank badges, usernames, user ids and locale-formatted chips', async () => {
    const boards: Record<LeaderboardCategory, LeaderboardEntry[]> = {
      Value: [entry(1, 1234567), entry(2, 50000), entry(3, 4000), entry(4, 10)],
      Bux: [entry(1, 9876)],
      Levels: [entry(1, 87)],
      ItemAmount: [entry(1, 1500)],
    };
    mockFetch((url) => json(200, { success: true, data: boards[categoryOf(url)], total: boards[categoryOf(url)].length }));
    open();
    const user = userEvent.setup();

    const rows = await screen.findAllByTestId('leaderboard-entry');
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => within(r).getByTestId('rank-badge').dataset.medal)).toEqual(['gold', 'silver', 'bronze', 'none']);
    expect(within(rows[0]!).getByText('Player1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('User ID: 1001')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1,234,567 Value')).toBeInTheDocument();
    expect(within(rows[3]!).getByRole('img', { name: 'Rank 4' })).toHaveTextContent('4');

    await user.click(screen.getByRole('tab', { name: 'Global Case-Bux' }));
    expect(await screen.findByText('9,876 Case-Bux')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Global Levels' }));
    expect(await screen.findByText('Lvl 87')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Global Items' }));
    expect(await screen.findByText('1,500 Items')).toBeInTheDocument();
  });

  it('offers a retry after a failure', async () => {
    let fail = true;
    mockFetch(() => (fail ? json(503, { success: false, error: 'down' }) : json(200, { success: true, data: [entry(1, 7)], total: 1 })));
    open();
    expect(await screen.findByText('Failed to load Value leaderboard. Please try again later.', undefined, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('7 Value')).toBeInTheDocument();
  });
});
