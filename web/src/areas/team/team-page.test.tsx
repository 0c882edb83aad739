// The Team page: a row per staff member from one request, sorting by any column (a missing median
// last either way), the period in the URL and the request, the empty and error states, and the CSV
// of the same window.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderScreen, requestsTo, shownSearch } from '../../test/helpers';
import { bodyTexts } from '../../test/table-text';
import { CHARTS_UI } from '../../components/charts';
import { humanMinutes } from './team-messages';
import { TeamPage } from './team-page';

afterEach(() => vi.unstubAllGlobals());

const member = (userId: string, username: string, over: Record<string, number | null> = {}) => ({
  userId,
  username,
  warnings: 0,
  mutes: 0,
  bans: 0,
  revoked: 0,
  casesOpened: 0,
  casesClosed: 0,
  reportsResolved: 0,
  appealsDecided: 0,
  overturned: 0,
  medianReportMinutes: null,
  ...over,
});

const STAFF = [
  member('u4', 'dan'),
  member('u1', 'bea', { warnings: 2, mutes: 1, reportsResolved: 3, medianReportMinutes: 200, overturned: 1 }),
  member('u2', 'adam', { bans: 4, casesOpened: 1, casesClosed: 2, appealsDecided: 5 }),
  member('u3', 'cleo', { reportsResolved: 1, medianReportMinutes: 30 }),
];

function serve(answer: () => Response = () => json(200, { success: true, staff: STAFF })) {
  return mockFetch((url) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/api/team/stats') return answer();
    return json(404, { success: false, error: 'Not found' });
  });
}

const open = (path = '/team') => renderScreen(path, '/team', <TeamPage />);
const table = () => screen.getByRole('table', { name: 'Staff activity' });
const names = () => bodyTexts(table()).map((row) => row[0]);
const DAY = 86_400_000;

describe('the Team page', () => {
  it('shows a row per staff member, with human durations and overturned sanctions marked, from one request', async () => {
    const fetch = serve();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Staff activity' });
    expect(bodyTexts(table())).toEqual([
      ['adam', '0', '0', '4', '0', '1', '2', '0', '5', '0', '—'],
      ['bea', '2', '1', '0', '0', '0', '0', '3', '0', '1', '3 h 20 min'],
      ['cleo', '0', '0', '0', '0', '0', '0', '1', '0', '0', '30 min'],
      ['dan', '0', '0', '0', '0', '0', '0', '0', '0', '0', '—'],
    ]);
    expect(within(table()).getByTitle('1 of their sanctions overturned on appeal')).toBeInTheDocument();
    // The last 30 days by default, and the chart's table view shows the same numbers.
    const [asked] = requestsTo(fetch, '/api/team/stats');
    expect(Date.parse(asked!.to!) - Date.parse(asked!.from!)).toBe(30 * DAY);
    const chart = screen.getByRole('figure', { name: 'Work per staff member' });
    await userEvent.click(within(chart).getByRole('button', { name: CHARTS_UI.showTable }));
    expect(bodyTexts(within(chart).getByRole('table'))).toEqual([
      ['adam', '0', '0', '4', '0', '5', '3'],
      ['bea', '2', '1', '0', '3', '0', '0'],
      ['cleo', '0', '0', '0', '1', '0', '0'],
    ]);
    expect(requestsTo(fetch, '/api/team/stats')).toHaveLength(1);
  });

  it('sorts by a column either way, a missing median last in both directions', async () => {
    serve();
    open();
    await screen.findByRole('table', { name: 'Staff activity' });
    await userEvent.click(screen.getByRole('button', { name: 'Bans' }));
    expect(names()).toEqual(['adam', 'bea', 'cleo', 'dan']);
    const median = () => screen.getByRole('button', { name: 'Median time to resolve a report' });
    await userEvent.click(median());
    expect(names()).toEqual(['bea', 'cleo', 'adam', 'dan']);
    await userEvent.click(median());
    expect(names()).toEqual(['cleo', 'bea', 'adam', 'dan']);
    await userEvent.click(screen.getByRole('button', { name: 'Staff member' }));
    expect(names()).toEqual(['adam', 'bea', 'cleo', 'dan']);
    await userEvent.click(screen.getByRole('button', { name: 'Staff member' }));
    expect(names()).toEqual(['dan', 'cleo', 'bea', 'adam']);
  });

  it('keeps the period in the URL and asks for its window', async () => {
    const fetch = serve();
    open('/team?days=90');
    expect(await screen.findByRole('button', { name: '90 days', pressed: true })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Staff activity' });
    let asked = requestsTo(fetch, '/api/team/stats').at(-1)!;
    expect(Date.parse(asked.to!) - Date.parse(asked.from!)).toBe(90 * DAY);

    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(shownSearch()).toBe('?days=7');
    await waitFor(() => {
      asked = requestsTo(fetch, '/api/team/stats').at(-1)!;
      expect(Date.parse(asked.to!) - Date.parse(asked.from!)).toBe(7 * DAY);
    });
  });

  it('asks for chosen dates, both days included', async () => {
    const fetch = serve();
    open('/team?from=2026-10-01&to=2026-10-31');
    expect(await screen.findByRole('button', { name: 'Custom', pressed: true })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
    await screen.findByRole('table', { name: 'Staff activity' });
    expect(requestsTo(fetch, '/api/team/stats').at(-1)).toEqual({ from: '2026-10-01T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/team/stats.csv?from=2026-10-01T00%3A00%3A00.000Z&to=2026-11-01T00%3A00%3A00.000Z',
    );
  });

  it('asks nothing for dates that are not a period, and says why', async () => {
    const fetch = serve();
    open('/team?from=2026-10-31&to=2026-10-01');
    expect(await screen.findByText("The period's start must not be after its end.")).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/team/stats')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('turns the preset into dates when Custom is chosen', async () => {
    serve();
    open('/team?days=7');
    await screen.findByRole('table', { name: 'Staff activity' });
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    expect(shownSearch()).toMatch(/^\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByLabelText('To')).toHaveValue(new Date().toISOString().slice(0, 10));
  });

  it('downloads the CSV of the window the table shows', async () => {
    const fetch = serve();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    open('/team?days=7');
    await screen.findByRole('table', { name: 'Staff activity' });
    const [asked] = requestsTo(fetch, '/api/team/stats');
    await userEvent.click(screen.getByRole('link', { name: 'Download CSV' }));
    await waitFor(() => expect(requestsTo(fetch, '/api/team/stats.csv')).toEqual([asked]));
  });

  it('says when nobody did anything in the period', async () => {
    serve(() => json(200, { success: true, staff: [member('u1', 'bea'), member('u2', 'adam')] }));
    open();
    expect(await screen.findByText('No staff activity in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the numbers could not be loaded, and Try Again asks again', async () => {
    let fail = true;
    const fetch = serve(() => (fail ? json(500, { success: false, error: 'Database unavailable.' }) : json(200, { success: true, staff: STAFF })));
    open();
    expect(await screen.findByText('Database unavailable.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Staff activity' })).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/team/stats').length).toBeGreaterThan(1);
  });
});

describe('humanMinutes', () => {
  it('says a duration as people do', () => {
    expect(humanMinutes(0.2)).toBe('< 1 min');
    expect(humanMinutes(45)).toBe('45 min');
    expect(humanMinutes(120)).toBe('2 h');
    expect(humanMinutes(200)).toBe('3 h 20 min');
    expect(humanMinutes(3000)).toBe('2 d 2 h');
  });
});
