import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppealLookupResponse } from '@staff-console/domain';
import { ThemeModeProvider } from '../../../app/theme-provider';
import { json, mockFetch } from '../../../test/helpers';
import { AppealPage } from './appeal-page';
import { APPEAL_PAGE, playerDate } from './appeal-messages';
import { retryMinutes } from './public-api';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => window.sessionStorage.clear());

const BAN: AppealLookupResponse = {
  success: true,
  sanction: { type: 'ban', publicReason: 'Scamming other players.', issuedAt: '2026-11-20T09:30:00.000Z', expiresAt: '2027-01-03T14:00:00.000Z', active: true },
  canAppeal: true,
};

const show = () =>
  render(
    <ThemeModeProvider>
      <AppealPage />
    </ThemeModeProvider>,
  );

async function enterCode(code: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Appeal code' }), code);
  await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
}

const bodyOf = (init: RequestInit) => JSON.parse(init.body as string) as Record<string, unknown>;

describe('the public appeal page', () => {
  it('reads a code in lower case without dashes, and shows the ban in plain words', async () => {
    const fetch = mockFetch((url) => (url === '/api/appeals/lookup' ? json(200, BAN) : json(404, {})));
    show();
    await enterCode('7k3mq9tx2hfd');
    expect(await screen.findByText('You are banned from the game until 3 January 2027, 14:00 UTC.')).toBeInTheDocument();
    expect(bodyOf(fetch.mock.calls[0]![1]!)).toEqual({ code: '7K3M-Q9TX-2HFD' });
    expect(screen.getByText('Scamming other players.')).toBeInTheDocument();
    expect(screen.getByText('Issued on 20 November 2026, 09:30 UTC.')).toBeInTheDocument();
    expect(screen.getByTestId('appeal-sanction-active')).toHaveTextContent('Still in force');
    expect(screen.getByRole('heading', { name: 'Your sanction' })).toHaveFocus();
    // No token is sent: the page is public.
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('authorization')).toBeNull();
  });

  it('refuses what cannot be a code without asking the server', async () => {
    const fetch = mockFetch(() => json(200, BAN));
    show();
    await enterCode('not a code');
    expect(screen.getByText('An appeal code has 12 letters and digits, such as 7K3M-Q9TX-2HFD.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s sentence for an unknown code, and the wait from Retry-After on 429', async () => {
    let calls = 0;
    mockFetch(() =>
      ++calls === 1
        ? json(404, { success: false, error: 'No sanction has this code.' })
        : new Response(JSON.stringify({ success: false, error: 'Too many code look-ups. Try again later.' }), {
            status: 429,
            headers: { 'Retry-After': '540' },
          }),
    );
    show();
    await enterCode('7K3M-Q9TX-2HFD');
    expect(await screen.findByRole('alert')).toHaveTextContent('No sanction has this code.');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many tries, try again in 9 minutes.'));
  });

  it('sends an appeal of 20 characters or more, counting as it is typed, and confirms it', async () => {
    const fetch = mockFetch((url) =>
      url === '/api/appeals/lookup' ? json(200, BAN) : json(201, { success: true, appeal: { status: 'open', submittedAt: '2026-11-28T01:00:00.000Z' } }),
    );
    show();
    await enterCode('7K3MQ9TX2HFD');
    const text = await screen.findByRole('textbox', { name: /Your appeal/ });
    await userEvent.type(text, 'I did not');
    expect(screen.getByTestId('appeal-count')).toHaveTextContent('9 / 2,000');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(screen.getByText('Write at least 20 characters (11 more).')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    await userEvent.type(text, ' scam anyone, the trade was fair.');
    await userEvent.type(screen.getByRole('textbox', { name: /How to reach you/ }), 'frost#1234');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByTestId('appeal-sent')).toBeInTheDocument();
    expect(bodyOf(fetch.mock.calls[1]![1]!)).toEqual({ code: '7K3M-Q9TX-2HFD', text: 'I did not scam anyone, the trade was fair.', contact: 'frost#1234' });
    expect(screen.getByTestId('appeal-status')).toHaveTextContent('Waiting for a moderator');
    expect(screen.queryByRole('button', { name: 'Send appeal' })).toBeNull();
  });

  it('shows the server’s refusal of an appeal (a cool-down naming its date)', async () => {
    const refusal = "This sanction's last appeal was decided recently. Another appeal can be sent from Dec 20, 2026.";
    mockFetch((url) => (url === '/api/appeals/lookup' ? json(200, BAN) : json(409, { success: false, error: refusal })));
    show();
    await enterCode('7K3MQ9TX2HFD');
    await userEvent.type(await screen.findByRole('textbox', { name: /Your appeal/ }), 'Please look again at the trade logs.');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByTestId('appeal-send-error')).toHaveTextContent(refusal);
  });

  it('after a reload, shows a decided appeal’s answer in plain words, and why no new appeal can be sent', async () => {
    window.sessionStorage.setItem('appealCode', '7K3M-Q9TX-2HFD');
    mockFetch(() =>
      json(200, {
        ...BAN,
        sanction: { ...BAN.sanction, expiresAt: '2026-11-27T09:30:00.000Z', active: false },
        appeal: {
          status: 'reduced',
          submittedAt: '2026-11-21T10:00:00.000Z',
          decidedAt: '2026-11-22T10:00:00.000Z',
          publicAnswer: 'A week is enough for a first scam.',
        },
        canAppeal: false,
        whyNot: 'This sanction is no longer active.',
      }),
    );
    show();
    expect(await screen.findByTestId('appeal-status')).toHaveTextContent(
      'Your appeal was partly accepted: the sanction was shortened. It now ends on 27 November 2026, 09:30 UTC.',
    );
    expect(screen.getByTestId('appeal-answer')).toHaveTextContent('A week is enough for a first scam.');
    expect(screen.getByTestId('appeal-sanction-words')).toHaveTextContent('You were banned from the game. This is no longer in force.');
    expect(screen.getByTestId('appeal-why-not')).toHaveTextContent('This sanction is no longer active.');
    expect(screen.queryByRole('button', { name: 'Send appeal' })).toBeNull();
  });

  it('does not repeat why no appeal can be sent while one waits', async () => {
    mockFetch(() =>
      json(200, {
        ...BAN,
        appeal: { status: 'open', submittedAt: '2026-11-21T10:00:00.000Z' },
        canAppeal: false,
        whyNot: 'This sanction already has an appeal waiting for an answer.',
      }),
    );
    show();
    await enterCode('7K3MQ9TX2HFD');
    expect(await screen.findByTestId('appeal-status')).toHaveTextContent('Waiting for a moderator. You will see the answer here.');
    expect(screen.queryByTestId('appeal-why-not')).toBeNull();
  });

  it('says a permanent ban in plain words', async () => {
    mockFetch(() => json(200, { ...BAN, sanction: { ...BAN.sanction, expiresAt: null } }));
    show();
    await enterCode('7K3MQ9TX2HFD');
    expect(await screen.findByText('You are banned from the game permanently.')).toBeInTheDocument();
  });
});

describe('its words', () => {
  it('writes dates one way for every player, in UTC', () => {
    expect(playerDate('2027-01-03T14:00:00.000Z')).toBe('3 January 2027, 14:00\u00a0UTC');
    expect(playerDate('2027-07-09T00:05:00.000Z')).toBe('9 July 2027, 00:05\u00a0UTC');
  });
  it('says the wait in minutes, and in hours past two', () => {
    expect([1, 9, 119, 120, 1439].map(APPEAL_PAGE.tooManyTries)).toEqual([
      'Too many tries, try again in 1 minute.',
      'Too many tries, try again in 9 minutes.',
      'Too many tries, try again in 119 minutes.',
      'Too many tries, try again in 2 hours.',
      'Too many tries, try again in 24 hours.',
    ]);
  });
  it('reads Retry-After as whole minutes, at least one', () => {
    expect([null, '0', '30', '60', '61', '900'].map((h) => retryMinutes(h))).toEqual([1, 1, 1, 1, 2, 15]);
    expect(retryMinutes(new Date(10 * 60_000).toUTCString(), 0)).toBe(10);
  });
});
