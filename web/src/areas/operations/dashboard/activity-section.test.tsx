// The dashboard's Activity section: its tables show the answer's numbers (the events table adds up
// each day's hours, a kind the answer leaves out has no column), and it says so when there is nothing
// to draw or the request failed, with a retry that asks again.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityHour } from '@staff-console/domain';
import { CHARTS_UI } from '../../../components/charts';
import { callsTo, json, mockFetch, renderAt } from '../../../test/helpers';
import { bodyTexts, headerTexts } from '../../../test/table-text';
import { hourAxis, presentKinds } from './activity-hours';
import { ActivitySection } from './activity-section';

afterEach(() => vi.unstubAllGlobals());

const HOUR_MS = 3_600_000;
// 48 hours from midnight US Eastern on Nov 26 (05:00 UTC): two whole days in the default zone.
const START = Date.parse('2026-11-26T05:00:00Z');
const hoursWith = (counts: Record<number, Omit<ActivityHour, 'hour'>>, base: Omit<ActivityHour, 'hour'>): ActivityHour[] =>
  Array.from({ length: 48 }, (_, i) => ({ hour: new Date(START + i * HOUR_MS).toISOString(), ...base, ...counts[i] }));

const render = () => renderAt('/', [{ path: '/', element: <ActivitySection /> }]);

describe('the Activity section', () => {
  it("adds up each day's hours per kind present, with no column for a kind left out, and lists the alerts per day", async () => {
    // No `purchases`: the caller may not view the marketplace (the server leaves the kind out).
    const hours = hoursWith({ 0: { chat: 3 }, 23: { trades: 1 }, 30: { chat: 1200 }, 47: { chat: 1, trades: 2 } }, { chat: 0, trades: 0 });
    const alerts = [
      { day: '2026-11-26', count: 0 },
      { day: '2026-11-27', count: 4 },
    ];
    const fetch = mockFetch(() => json(200, { success: true, hours, alerts }));
    render();

    const events = await screen.findByRole('figure', { name: 'Events per hour' });
    await userEvent.click(await within(events).findByRole('button', { name: CHARTS_UI.showTable }));
    const table = within(events).getByRole('table', { name: 'Events per hour' });
    expect(headerTexts(table)).toEqual(['Day', 'Chat messages', 'Trades']);
    expect(bodyTexts(table)).toEqual([
      ['Nov 26, 2026', '3', '1'],
      ['Nov 27, 2026', '1,201', '2'],
    ]);

    const perDay = screen.getByRole('figure', { name: 'Alerts per day' });
    await userEvent.click(within(perDay).getByRole('button', { name: CHARTS_UI.showTable }));
    expect(bodyTexts(within(perDay).getByRole('table', { name: 'Alerts per day' }))).toEqual([
      ['2026-11-26', '0'],
      ['2026-11-27', '4'],
    ]);
    expect(screen.getByRole('link', { name: 'Open the alerts inbox' })).toHaveAttribute('href', '/alerts');
    // Both charts from one request.
    expect(callsTo(fetch, '/api/stats/activity')).toBe(1);
  });

  it('draws a line per kind present, with a tick at each midnight of the zone', () => {
    const hours = hoursWith({}, { chat: 0, purchases: 0 });
    expect(presentKinds(hours)).toEqual(['chat', 'purchases']);
    const axis = hourAxis(hours);
    expect(axis.tickAt).toEqual([24]);
    expect(axis.ticks[24]).toBe('Nov 27');
    expect(axis.labels[0]).toBe('Nov 26, 2026 • 12:00 AM EST');
  });

  it('says so when nothing happened in the period', async () => {
    mockFetch(() => json(200, { success: true, hours: hoursWith({}, { chat: 0 }), alerts: [{ day: '2026-11-27', count: 0 }] }));
    render();
    expect(await screen.findByText('No events in the last 14 days.')).toBeInTheDocument();
    expect(screen.getByText('No alerts in the last 14 days.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHARTS_UI.showTable })).not.toBeInTheDocument();
  });

  it('says so when the role views none of the logs', async () => {
    mockFetch(() => json(200, { success: true, hours: hoursWith({}, {}), alerts: [] }));
    render();
    expect(await screen.findByText('Your role can view none of these logs.')).toBeInTheDocument();
  });

  it('says the numbers could not be loaded, and asks again on Retry', async () => {
    let fail = true;
    const fetch = mockFetch(() =>
      fail ? json(500, { success: false, error: 'Boom' }) : json(200, { success: true, hours: hoursWith({ 5: { chat: 7 } }, { chat: 0 }), alerts: [] }),
    );
    render();
    expect(await screen.findByText('The events could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The alerts could not be loaded.')).toBeInTheDocument();
    const before = callsTo(fetch, '/api/stats/activity');
    fail = false;
    await userEvent.click(screen.getAllByRole('button', { name: CHARTS_UI.retry })[0]!);
    const events = await screen.findByRole('figure', { name: 'Events per hour' });
    expect(await within(events).findByRole('button', { name: CHARTS_UI.showTable })).toBeInTheDocument();
    expect(callsTo(fetch, '/api/stats/activity')).toBe(before + 1);
  });
});
