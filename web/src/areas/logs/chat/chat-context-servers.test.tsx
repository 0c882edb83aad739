// The context dialog of a message said in a known game server: its own server's messages first,
// a switch to every server's, and no switch for a message without a server. The rows show the
// server and place they were said in.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@staff-console/domain';
import { BrowserRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../../../app/query-client';
import { json, LocationProbe, mockFetch, Providers, renderScreen, shownSearch, stubViewport } from '../../../test/helpers';
import { ChatsPage } from './chats-page';

const JOB = '9a3e5c71-2b4d-4f86-a0c9-7e1d3b5f2a64';
const OTHER = '1c8f2d9e-6a4b-4d37-9e21-5b0a7c3f8d12';
const id = (n: number) => `d${String(n).padStart(23, '0')}`;
/** Odd lines in our server, even ones in another; 9 has no server. */
const serverOf = (n: number) => (n === 9 ? undefined : n % 2 === 1 ? JOB : OTHER);
const message = (n: number): ChatMessage => {
  const serverId = serverOf(n);
  return {
    _id: id(n),
    userId: 2000 + n,
    name: `Player${n}`,
    message: `line ${n}`,
    timestamp: new Date(Date.UTC(2024, 0, 15, 12, n)).toISOString(),
    filterWarning: false,
    ...(serverId ? { serverId, placeId: '1818' } : {}),
  };
};

/** The fake server: the list holds lines 3 and 9; the context of line n, by the scope asked (absent: the line's default). */
function serve() {
  return mockFetch((url) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/translate/status') return json(200, { success: true, enabled: false });
    if (u.pathname === '/api/chat') return json(200, { success: true, data: [message(3), message(9)], total: 2, totalPages: 1, page: 1 });
    const context = /^\/api\/chat\/([0-9a-f]{24})\/context$/.exec(u.pathname);
    if (context) {
      const n = Number(context[1]!.slice(1));
      const asked = u.searchParams.get('scope');
      const scope = serverOf(n) !== undefined && asked !== 'all' ? 'server' : 'all';
      const around = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((k) => Math.abs(k - n) <= 3);
      const data = (scope === 'server' ? around.filter((k) => serverOf(k) === serverOf(n)) : around).map(message);
      return json(200, { success: true, data, hitId: context[1], scope });
    }
    return json(404, { success: false, error: 'not found' });
  });
}

const open = (path: string) => renderScreen(path, '/chats', <ChatsPage />);
const names = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Messages around the marked one' }))
    .getAllByRole('listitem')
    .map((li) => within(li).getByTestId('chat-name').textContent);
const contextCalls = (fetchMock: ReturnType<typeof serve>) => fetchMock.mock.calls.map(([u]) => String(u as string)).filter((u) => u.includes('/context'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Chat Logs: context by game server', () => {
  it('shows the server and place of a line said in one, and nothing for a line without', async () => {
    serve();
    open('/chats');
    const rows = await screen.findAllByTestId('chat-row');
    expect(within(rows[0]!).getByText('Server')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('game-server')).toHaveTextContent(JOB);
    expect(within(rows[0]!).getByText('Place')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('game-place')).toHaveTextContent('1818');
    expect(within(rows[1]!).queryByText('Server')).toBeNull();
    expect(within(rows[1]!).queryByTestId('game-server')).toBeNull();
  });

  it("opens with this server's lines, and switches to every server's and back", async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    open(`/chats?context=${id(3)}`);
    const dialog = await screen.findByRole('dialog', { name: /Message in context/ });
    await within(dialog).findByRole('list', { name: 'Messages around the marked one' });
    expect(names(dialog)).toEqual(['Player1', 'Player3', 'Player5']);
    const switcher = within(dialog).getByRole('group', { name: 'Messages from' });
    expect(within(switcher).getByRole('button', { name: 'This server only' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(switcher).getByRole('button', { name: 'All servers' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByText(/every player in the same game server/)).toBeInTheDocument();
    // The first read leaves the scope to the server's default.
    expect(contextCalls(fetchMock)).toEqual([`/api/chat/${id(3)}/context?before=25&after=25`]);

    await user.click(within(switcher).getByRole('button', { name: 'All servers' }));
    await waitFor(() => expect(names(dialog)).toEqual(['Player1', 'Player2', 'Player3', 'Player4', 'Player5', 'Player6']));
    expect(within(switcher).getByRole('button', { name: 'All servers' })).toHaveAttribute('aria-pressed', 'true');
    expect(contextCalls(fetchMock).at(-1)).toBe(`/api/chat/${id(3)}/context?before=25&after=25&scope=all`);
    expect(within(dialog).getByText(/Messages from every player just before/)).toBeInTheDocument();
    // The marked line stays marked.
    const marked = within(dialog)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'true');
    expect(marked.map((li) => li.getAttribute('data-id'))).toEqual([id(3)]);

    await user.click(within(switcher).getByRole('button', { name: 'This server only' }));
    await waitFor(() => expect(names(dialog)).toEqual(['Player1', 'Player3', 'Player5']));
    expect(contextCalls(fetchMock).at(-1)).toBe(`/api/chat/${id(3)}/context?before=25&after=25&scope=server`);
  });

  it('offers no switch for a line without a server', async () => {
    serve();
    open(`/chats?context=${id(9)}`);
    const dialog = await screen.findByRole('dialog', { name: /Message in context/ });
    await within(dialog).findByRole('list', { name: 'Messages around the marked one' });
    expect(names(dialog)).toEqual(['Player6', 'Player7', 'Player8', 'Player9']);
    expect(within(dialog).queryByRole('group', { name: 'Messages from' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'All servers' })).toBeNull();
  });
});

describe('Chat Logs: the context scope in the URL', () => {
  it('writes "all servers" beside the context, and takes it out again for this server', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    open(`/chats?search=line&context=${id(3)}`);
    const dialog = await screen.findByRole('dialog', { name: /Message in context/ });
    await within(dialog).findByRole('list', { name: 'Messages around the marked one' });
    // The server's default (this server) is not written.
    expect(shownSearch()).toBe(`?search=line&context=${id(3)}`);

    const switcher = within(dialog).getByRole('group', { name: 'Messages from' });
    await user.click(within(switcher).getByRole('button', { name: 'All servers' }));
    await waitFor(() => expect(shownSearch()).toBe(`?search=line&context=${id(3)}&scope=all`));
    await waitFor(() => expect(names(dialog)).toEqual(['Player1', 'Player2', 'Player3', 'Player4', 'Player5', 'Player6']));
    expect(contextCalls(fetchMock).at(-1)).toBe(`/api/chat/${id(3)}/context?before=25&after=25&scope=all`);

    await user.click(within(switcher).getByRole('button', { name: 'This server only' }));
    await waitFor(() => expect(shownSearch()).toBe(`?search=line&context=${id(3)}`));
    await waitFor(() => expect(names(dialog)).toEqual(['Player1', 'Player3', 'Player5']));
    expect(within(switcher).getByRole('button', { name: 'This server only' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("opens a link with scope=all on every server's lines, asking the server for them", async () => {
    const fetchMock = serve();
    open(`/chats?context=${id(3)}&scope=all`);
    const dialog = await screen.findByRole('dialog', { name: /Message in context/ });
    await within(dialog).findByRole('list', { name: 'Messages around the marked one' });
    expect(names(dialog)).toEqual(['Player1', 'Player2', 'Player3', 'Player4', 'Player5', 'Player6']);
    const switcher = within(dialog).getByRole('group', { name: 'Messages from' });
    expect(within(switcher).getByRole('button', { name: 'All servers' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(switcher).getByRole('button', { name: 'This server only' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByText(/Messages from every player just before/)).toBeInTheDocument();
    // Never this server's lines first: the one read asks for every server.
    expect(contextCalls(fetchMock)).toEqual([`/api/chat/${id(3)}/context?before=25&after=25&scope=all`]);
  });

  it('takes the context and its scope out of the URL when the dialog closes', async () => {
    serve();
    const user = userEvent.setup();
    open(`/chats?search=line&context=${id(3)}&scope=all`);
    const dialog = await screen.findByRole('dialog', { name: /Message in context/ });
    await within(dialog).findByRole('list', { name: 'Messages around the marked one' });
    expect(names(dialog)).toEqual(['Player1', 'Player2', 'Player3', 'Player4', 'Player5', 'Player6']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shownSearch()).toBe('?search=line');
    // Opening another message starts from its own default again.
    const rows = await screen.findAllByTestId('chat-row');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Show context' }));
    await screen.findByRole('dialog', { name: /Message in context/ });
    expect(shownSearch()).toBe(`?search=line&context=${id(3)}`);
  });

  it('copies the link with the chosen scope (the address bar, as in the browser)', async () => {
    serve();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const before = window.location.href;
    window.history.replaceState(null, '', `/chats?context=${id(3)}`);
    try {
      render(
        <Providers client={createQueryClient()}>
          <BrowserRouter>
            <Routes>
              <Route
                path="/chats"
                element={
                  <>
                    <ChatsPage />
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </BrowserRouter>
        </Providers>,
      );
      const dialog = await screen.findByRole('dialog', { name: /Message in context/ });
      await within(dialog).findByRole('list', { name: 'Messages around the marked one' });
      await user.click(within(within(dialog).getByRole('group', { name: 'Messages from' })).getByRole('button', { name: 'All servers' }));
      await waitFor(() => expect(window.location.search).toBe(`?context=${id(3)}&scope=all`));
      await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/chats?context=${id(3)}&scope=all`);
    } finally {
      window.history.replaceState(null, '', before);
    }
  });
});

describe('Chat Logs: the server in a compact row', () => {
  it("shows a line's server in short on a phone, the whole JobId and place in its title; nothing for a line without", async () => {
    serve();
    stubViewport(390);
    const user = userEvent.setup();
    open('/chats');
    await screen.findAllByTestId('chat-row');
    await user.click(screen.getByTestId('chat-density'));
    const rows = await screen.findAllByTestId('chat-row');
    expect(rows.map((row) => row.getAttribute('data-density'))).toEqual(['compact', 'compact']);

    const short = within(rows[0]!).getByTestId('game-server-short');
    expect(short).toHaveTextContent(/^Server 9a3e5c71$/);
    expect(within(short).getByTitle(`Server ${JOB}, place 1818`)).toHaveTextContent(/^9a3e5c71$/);
    // Short only: the 36-character JobId is not written out in the row.
    expect(rows[0]!.textContent).not.toContain(JOB);
    expect(within(rows[0]!).queryByTestId('game-server')).toBeNull();

    expect(within(rows[1]!).queryByTestId('game-server-short')).toBeNull();
    expect(rows[1]!.textContent).not.toMatch(/Server/);
    expect(within(rows[1]!).getByTestId('chat-message')).toHaveTextContent('line 9');
  });
});
