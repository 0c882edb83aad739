import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Permission, Trade } from '@staff-console/domain';
import { createQueryClient } from '../../../app/query-client';
import { AuthContext, type AuthContextValue } from '../../../lib/auth-context';
import { fakeUser, json, mockFetch, Providers } from '../../../test/helpers';
import { TransactionDialog } from './transaction-dialog';
import { MemoryRouter } from 'react-router';

afterEach(() => vi.unstubAllGlobals());

const TRADE_ID = 'd'.repeat(24);
const trade: Trade = {
  _id: TRADE_ID,
  date: '2024-03-01T15:00:00.000Z',
  sender: 'alice',
  receiver: 'Ghost',
  senderId: 11,
  sentItems: { items: [{ Name: 'Sword', Value: 1000 }] },
  receivedItems: { items: [100] },
  sent: 1000,
  received: 100,
  sentCaseBux: 0,
  receivedCaseBux: 100,
  total: 1100,
  profitLoss: -900,
  itemCount: 1,
  lopsided: false,
};

const chatMessage = (n: number, text: string) => ({
  _id: `e${String(n).padStart(23, '0')}`,
  userId: 11,
  name: 'alice',
  message: text,
  timestamp: new Date(Date.UTC(2024, 2, 1, 14, 55 + n)).toISOString(),
  filterWarning: false,
});

function serve() {
  return mockFetch((url) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === `/api/trades/${TRADE_ID}/chat-context`) {
      return json(200, {
        success: true,
        data: [chatMessage(1, 'want to trade?'), chatMessage(2, 'deal <b>now</b>')],
        from: '2024-03-01T14:50:00.000Z',
        to: '2024-03-01T15:00:00.000Z',
        truncated: false,
        unresolved: ['Ghost'],
      });
    }
    return json(200, { success: true, data: [] });
  });
}

function show(permissions: Permission[] | null) {
  const dialog = <TransactionDialog open kind="trade" transaction={{ kind: 'trade', trade }} onClose={() => undefined} />;
  const auth = permissions === null ? null : ({ user: fakeUser({ effectivePermissions: permissions }) } as unknown as AuthContextValue);
  render(
    <MemoryRouter>
      <Providers client={createQueryClient()}>{auth ? <AuthContext.Provider value={auth}>{dialog}</AuthContext.Provider> : dialog}</Providers>
    </MemoryRouter>,
  );
  return screen.getByRole('dialog');
}

const chatCalls = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([u]) => String(u as string).includes('/chat-context')).length;

describe('the trade dialog: chat before the trade', () => {
  it('loads the two players’ chat when asked, as text, and names a side it could not match', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    const dialog = show(['view_trades', 'view_chat']);
    const section = within(dialog).getByRole('region', { name: 'Chat before this trade' });
    expect(chatCalls(fetch)).toBe(0);

    await user.click(within(section).getByRole('button', { name: 'Show chat' }));
    const list = await within(section).findByRole('list', { name: 'Chat before this trade' });
    expect(
      within(list)
        .getAllByTestId('trade-chat-message')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('want to trade?'), expect.stringContaining('deal <b>now</b>')]);
    expect(within(section).getByText(/No chat could be matched to Ghost/)).toBeInTheDocument();
    expect(chatCalls(fetch)).toBe(1);
  });

  it('is not offered without view_chat', () => {
    serve();
    expect(within(show(['view_trades'])).queryByRole('region', { name: 'Chat before this trade' })).toBeNull();
  });

  it('is offered to administrators', () => {
    serve();
    expect(within(show(['admin'])).getByRole('region', { name: 'Chat before this trade' })).toBeInTheDocument();
  });

  it('is not offered outside a session', () => {
    serve();
    expect(within(show(null)).queryByRole('region', { name: 'Chat before this trade' })).toBeNull();
  });
});
