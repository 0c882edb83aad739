import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, json, mockFetch } from '../../../test/helpers';
import { renderSignedIn } from './profile-test-helpers';
import { TimeZoneCard } from './time-zone-card';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the time zone card', () => {
  it('is US Eastern by default, searches the zones, and saves the one chosen', async () => {
    const me = fakeUser({ timeZone: 'America/New_York' });
    const fetchMock = mockFetch((_url, init) => {
      const body = JSON.parse(String(init.body as string)) as { timeZone: string };
      return json(200, { success: true, user: { ...me, timeZone: body.timeZone }, message: 'Profile updated successfully' });
    });
    const onSaved = vi.fn();
    const { auth } = renderSignedIn(<TimeZoneCard user={me} onSaved={onSaved} />, me);
    const field = screen.getByRole('combobox', { name: 'Time zone' });
    expect(field).toHaveValue('America/New York');
    const save = screen.getByRole('button', { name: 'Use this time zone' });
    expect(save).toBeDisabled();

    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'London');
    await user.click(await screen.findByRole('option', { name: 'Europe/London' }));
    await user.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Times are now shown in Europe/London'));
    const [url, init] = fetchMock.mock.lastCall!;
    expect(String(url as string)).toContain('/api/auth/profile');
    expect(JSON.parse(String(init!.body as string))).toEqual({ timeZone: 'Europe/London' });
    expect(auth.updateUser).toHaveBeenCalledWith(expect.objectContaining({ timeZone: 'Europe/London' }));
  });
});
