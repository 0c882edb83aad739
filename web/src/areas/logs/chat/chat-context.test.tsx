import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@staff-console/domain';
import { json, mockFetch, renderScreen } from '../../../test/helpers';
import { ChatsPage } from './chats-page';

const id = (n: number) => `c${String(n).padStart(23, '0')}`;
const message = (n: number): ChatMessage => ({
  _id: id(n),
  userId: 1000 + n,
  name: `Player${n}`,
  message: `hello number ${n}`,
  timestamp: new Date(Date.UTC(2024, 0, 15, 12, n)).toISOString(),
  filterWarning: false,
});

/** The fake server: a page of two messages, and the context of any message (its neighbours 1–5). */
function serve(contextStatus = 200) {
  return mockFetch((url) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/translate/status') return json(200, { success: true, enabled: false });
    if (u.pathname === '/api/chat') return json(200, { success: true, data: [message(3), message(4)], total: 2, totalPages: 1, page: 1 });
    const context = /^\/api\/chat\/([0-9a-f]{24})\/context$/.exec(u.pathname);
    if (context) {
      if (contextStatus !== 200) return json(contextStatus, { success: false, error: 'Chat message not found' });
      return json(200, { success: true, data: [1, 2, 3, 4, 5].map(message), hitId: context[1], scope: 'all' });
    }
    return json(404, { success: false, error: 'not found' });
  });
}

const open = (path: string) => renderScreen(path, '/chats', <ChatsPage />);

const location = () => screen.getByTestId('location').textContent ?? '';

// jsdom has no layout: the test provides scrollIntoView, and puts back whatever was there.
const nativeScrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');

afterEach(() => {
  if (nativeScrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', nativeScrollIntoView);
  else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Chat Logs: context around a message', () => {
  it("opens from a row's 'Show context', marks the hit and keeps the dialog in the URL", async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    open('/chats?search=hello');
    const rows = await screen.findAllByTestId('chat-row');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Show context' }));

    const dialog = await screen.findByRole('dialog', { name: /Message in context/ });
    expect(location()).toBe(`?search=hello&context=${id(3)}`);
    const list = await within(dialog).findByRole('list', { name: 'Messages around the marked one' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByTestId('chat-name').textContent)).toEqual(['Player1', 'Player2', 'Player3', 'Player4', 'Player5']);
    expect(items[2]).toHaveAttribute('aria-current', 'true');
    expect(items.filter((li) => li.getAttribute('aria-current') === 'true')).toHaveLength(1);
    // No 'Show context' inside the dialog itself.
    expect(within(dialog).queryByRole('button', { name: 'Show context' })).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u as string) === `/api/chat/${id(3)}/context?before=25&after=25`)).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('?search=hello');
  });

  it('reopens from a link, scrolls the hit into view, and copies the link', async () => {
    serve();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    // user-event puts a fake clipboard on navigator.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    open(`/chats?context=${id(4).toUpperCase()}`);

    const dialog = await screen.findByRole('dialog', { name: /Message in context/ });
    await within(dialog).findByRole('list', { name: 'Messages around the marked one' });
    await waitFor(() => expect(scrolled.map((el) => el.getAttribute('data-id'))).toContain(id(4)));

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    // The address bar's URL (the router keeps the open dialog there).
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
    expect(await within(dialog).findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  });

  it('says so when the message cannot be found', async () => {
    serve(404);
    open(`/chats?context=${id(9)}`);
    const dialog = await screen.findByRole('dialog', { name: /Message in context/ });
    expect(await within(dialog).findByText(/This message could not be found/)).toBeInTheDocument();
  });

  it('ignores a context that is not a message id', async () => {
    serve();
    open('/chats?context=nonsense');
    await screen.findAllByTestId('chat-row');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
