import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@staff-console/domain';
import { json, mockFetch, renderScreen } from '../../../test/helpers';
import { ChatsPage } from './chats-page';

const message = (n: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: `m${String(n).padStart(23, '0')}`,
  userId: 1000 + n,
  name: `Player${n}`,
  message: `hello number ${n}`,
  timestamp: new Date(Date.UTC(2024, 0, 15, 12, n)).toISOString(),
  filterWarning: false,
  ...overrides,
});

interface Answer {
  data?: ChatMessage[];
  total?: number;
  status?: number;
}

/** The fake server: answers /api/chat with `answer(params)`, and the translation status. */
function serve(answer: (params: URLSearchParams) => Answer = () => ({})) {
  return mockFetch((url) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/translate/status') return json(200, { success: true, enabled: false });
    if (u.pathname === '/api/chat') {
      const a = answer(u.searchParams);
      if (a.status && a.status >= 400) return json(a.status, { success: false, error: 'broken' });
      const data = a.data ?? [message(1), message(2)];
      const total = a.total ?? data.length;
      const limit = Number(u.searchParams.get('limit'));
      return json(200, { success: true, data, total, totalPages: Math.ceil(total / limit), page: Number(u.searchParams.get('page')) });
    }
    return json(404, { success: false, error: 'not found' });
  });
}

const chatCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input as string), 'http://localhost'))
    .filter((u) => u.pathname === '/api/chat')
    .map((u) => u.searchParams);

const open = (path = '/chats') => renderScreen(path, '/chats', <ChatsPage />);

const searchBox = () => screen.getByRole('textbox', { name: 'Search by player name or message content' });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Chat Logs: loading the list', () => {
  it('asks for page 1 of 100 and shows the rows with the count line', async () => {
    const fetchMock = serve(() => ({ total: 1234 }));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Chat Logs' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 2 of 1,234 chat messages')).toBeInTheDocument();
    const [first] = chatCalls(fetchMock);
    expect(first?.get('page')).toBe('1');
    expect(first?.get('limit')).toBe('100');
    expect(first?.has('search')).toBe(false);
    expect(first?.has('from')).toBe(false);
    const rows = screen.getAllByTestId('chat-row');
    expect(rows).toHaveLength(2);
    const img = within(rows[0]!).getByRole('img', { name: 'Avatar of Player1' });
    expect(img).toHaveAttribute('src', '/api/proxy/roblox-avatar/1001');
    expect(img).toHaveAttribute('width', '40');
    expect(within(rows[0]!).getByTestId('chat-time')).toHaveTextContent('Jan 15, 2024 • 7:01 AM EST');
    expect(screen.queryByRole('button', { name: 'Translate' })).not.toBeInTheDocument(); // no translation service
  });

  it('shows a message as text, never as markup, with its translation and Filter Warning', async () => {
    serve(() => ({ data: [message(1, { message: '<img src=x onerror=window.__xss=1>', translatedText: 'translated words', filterWarning: true })] }));
    open();
    const row = await screen.findByTestId('chat-row');
    expect(within(row).getByTestId('chat-message')).toHaveTextContent('<img src=x onerror=window.__xss=1>');
    expect(row.querySelectorAll('img')).toHaveLength(1); // only the avatar
    expect(within(row).getByTestId('chat-translation')).toHaveTextContent('translated words');
    expect(within(row).getByText('Filter Warning')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    serve(() => ({ data: [], total: 0 }));
    open();
    expect(await screen.findByText('No chat logs found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or check back later for new messages.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 chat messages')).toBeInTheDocument();
  });

  it('shows the error with a Retry that loads again', async () => {
    let fail = true;
    const fetchMock = serve(() => (fail ? { status: 500 } : {}));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open();
    expect(await screen.findByText('Failed to load chat logs. Please try again later.', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 2 of 2 chat messages')).toBeInTheDocument();
    expect(chatCalls(fetchMock).length).toBeGreaterThanOrEqual(2);
  });
});

describe('Chat Logs: Translate', () => {
  const page = [message(1), message(2, { translatedText: 'already done' }), message(3, { message: '   ' })];

  function serveTranslation(answer: () => Response) {
    const bodies: unknown[] = [];
    const fetchMock = mockFetch((url, init) => {
      const u = new URL(url, 'http://localhost');
      if (u.pathname === '/api/translate/status') return json(200, { success: true, enabled: true });
      if (u.pathname === '/api/translate') {
        bodies.push(JSON.parse(init.body as string));
        return answer();
      }
      return json(200, { success: true, data: page, total: 3, totalPages: 1, page: 1 });
    });
    return { fetchMock, bodies };
  }

  it('translates only the untranslated messages of the page and shows each beneath its message', async () => {
    const { bodies } = serveTranslation(() => json(200, { success: true, translations: { [message(1)._id]: { text: 'hi number 1' } } }));
    open();
    const button = await screen.findByRole('button', { name: 'Translate' });
    await userEvent.click(button);
    expect(bodies).toEqual([{ texts: [{ id: message(1)._id, text: 'hello number 1' }] }]);
    await waitFor(() => expect(screen.getAllByTestId('chat-translation').map((el) => el.textContent)).toEqual(['hi number 1', 'already done']));
    expect(screen.getByRole('button', { name: 'Translate' })).toBeDisabled();
  });

  it('only logs a failed translation', async () => {
    const { bodies } = serveTranslation(() => json(502, { success: false, error: 'The translation service is down.' }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(bodies).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('chat-row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Translate' })).toBeEnabled();
  });
});

describe('Chat Logs: search (3 characters, 800 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Testing Library advances fake timers in waitFor/findBy only when it sees Jest's API.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });

  const typeInto = (value: string) => fireEvent.change(searchBox(), { target: { value } });
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('fires a search of 3 or more characters only after an 800 ms pause', async () => {
    const fetchMock = serve();
    open();
    await wait(0);
    expect(await screen.findByText('Showing 2 of 2 chat messages')).toBeInTheDocument();
    expect(chatCalls(fetchMock)).toHaveLength(1);

    typeInto('zeb');
    await wait(500);
    typeInto('zebr');
    await wait(799); // the pause restarted at the last keystroke
    expect(chatCalls(fetchMock)).toHaveLength(1);
    expect(location()).toBe('');
    await wait(1);
    expect(location()).toBe('?search=zebr');
    await waitFor(() => expect(chatCalls(fetchMock)).toHaveLength(2));
    expect(chatCalls(fetchMock)[1]?.get('search')).toBe('zebr');
    expect(chatCalls(fetchMock)[1]?.get('page')).toBe('1');
  });

  it('1–2 characters show the message and do not query; empty text clears the search', async () => {
    const fetchMock = serve(() => ({ total: 300 }));
    open('/chats?search=zebra&page=2');
    await wait(0);
    await screen.findByText('Showing 2 of 300 chat messages');
    expect(searchBox()).toHaveValue('zebra');
    expect(chatCalls(fetchMock)[0]?.get('search')).toBe('zebra');

    typeInto('ze');
    await wait(800);
    expect(screen.getByText('Please enter at least 3 characters to search')).toBeInTheDocument();
    expect(chatCalls(fetchMock)).toHaveLength(1);
    expect(location()).toBe('?search=zebra&page=2');

    typeInto('zeb'); // long enough again: the message goes at once
    expect(screen.queryByText('Please enter at least 3 characters to search')).not.toBeInTheDocument();

    typeInto('');
    await wait(800);
    expect(location()).toBe('');
    await waitFor(() => expect(chatCalls(fetchMock)).toHaveLength(2));
    expect(chatCalls(fetchMock)[1]?.has('search')).toBe(false);
    expect(chatCalls(fetchMock)[1]?.get('page')).toBe('1');
  });

  it('Enter searches at once', async () => {
    const fetchMock = serve();
    open();
    await wait(0);
    await screen.findByText('Showing 2 of 2 chat messages');
    typeInto('  quartz  ');
    fireEvent.submit(searchBox().closest('form')!);
    expect(location()).toBe('?search=quartz');
    await waitFor(() => expect(chatCalls(fetchMock)).toHaveLength(2));
    expect(chatCalls(fetchMock)[1]?.get('search')).toBe('quartz');
    await wait(800); // the pending pause finds nothing new to do
    expect(chatCalls(fetchMock)).toHaveLength(2);
  });
});

describe('Chat Logs: time frame and dates', () => {
  it('enables the dates only for Custom Range; a date resets the page and is sent as a local day', async () => {
    const fetchMock = serve(() => ({ total: 450 }));
    const user = userEvent.setup();
    open('/chats?page=3');
    await screen.findByText('Showing 2 of 450 chat messages');
    const from = screen.getByLabelText('From Date');
    const to = screen.getByLabelText('To Date');
    expect(from).toBeDisabled();
    expect(to).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Time Frame' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All Time', 'Today', 'Yesterday', 'Past Week', 'Past Month', 'Custom Range']);
    await user.click(screen.getByRole('option', { name: 'Custom Range' }));
    expect(location()).toBe('?frame=custom');
    expect(from).toBeEnabled();
    expect(to).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(location()).toBe('?frame=custom&page=2');

    fireEvent.change(from, { target: { value: '2024-03-10' } });
    expect(location()).toBe('?frame=custom&from=2024-03-10');
    fireEvent.change(to, { target: { value: '2024-03-12' } });
    expect(location()).toBe('?frame=custom&from=2024-03-10&to=2024-03-12');
    await waitFor(() => expect(chatCalls(fetchMock).at(-1)?.get('to')).toBe(String(new Date(2024, 2, 13).getTime() - 1)));
    const last = chatCalls(fetchMock).at(-1)!;
    expect(last.get('from')).toBe(String(new Date(2024, 2, 10).getTime()));
    expect(last.get('page')).toBe('1');

    // A preset clears the dates.
    await user.click(screen.getByRole('combobox', { name: 'Time Frame' }));
    await user.click(screen.getByRole('option', { name: 'Today' }));
    expect(location()).toBe('?frame=today');
    expect(from).toBeDisabled();
    expect(from).toHaveValue('');
    await waitFor(() => expect(chatCalls(fetchMock).at(-1)?.get('from')).toBe(String(new Date(new Date().setHours(0, 0, 0, 0)).getTime())));
    expect(chatCalls(fetchMock).at(-1)?.has('to')).toBe(false);
  });

  it('restores the whole view from the URL, and ignores what it cannot read', async () => {
    const fetchMock = serve(() => ({ total: 300 }));
    open('/chats?search=hello&frame=custom&from=2024-01-01&to=2024-01-31&page=2');
    await screen.findByText('Showing 2 of 300 chat messages');
    expect(searchBox()).toHaveValue('hello');
    expect(screen.getByRole('combobox', { name: 'Time Frame' })).toHaveTextContent('Custom Range');
    expect(screen.getByLabelText('From Date')).toHaveValue('2024-01-01');
    expect(screen.getByLabelText('To Date')).toHaveValue('2024-01-31');
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    const [call] = chatCalls(fetchMock);
    expect(call?.get('page')).toBe('2');
    expect(call?.get('search')).toBe('hello');
    expect(call?.get('from')).toBe(String(new Date(2024, 0, 1).getTime()));
  });

  it('falls back to the defaults for an unreadable link', async () => {
    const fetchMock = serve();
    open('/chats?search=hi&frame=fortnight&page=zero&from=2024-02-30');
    await screen.findByText('Showing 2 of 2 chat messages');
    expect(screen.getByRole('combobox', { name: 'Time Frame' })).toHaveTextContent('All Time');
    expect(searchBox()).toHaveValue('');
    const [call] = chatCalls(fetchMock);
    expect([...call!.keys()].sort()).toEqual(['limit', 'page']);
    expect(call?.get('page')).toBe('1');
  });

  it('the Search button with nothing changed loads the view again', async () => {
    const fetchMock = serve(() => ({ total: 300 }));
    open('/chats?search=hello&page=2');
    await screen.findByText('Showing 2 of 300 chat messages');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(chatCalls(fetchMock)).toHaveLength(2));
    expect(chatCalls(fetchMock)[1]?.toString()).toBe(chatCalls(fetchMock)[0]?.toString());
    expect(location()).toBe('?search=hello&page=2');
  });

  it('a page past the end shows the last page', async () => {
    const fetchMock = serve(() => ({ total: 250 }));
    open('/chats?page=9');
    await waitFor(() => expect(location()).toBe('?page=3'));
    await waitFor(() => expect(chatCalls(fetchMock).at(-1)?.get('page')).toBe('3'));
  });
});
