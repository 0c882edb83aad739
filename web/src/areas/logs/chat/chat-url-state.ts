// The Chat Logs view lives in the URL (search, time frame, custom dates, page, the message whose
// context is open and the servers it shows), so a link or a reload shows the same view. Anything
// unreadable falls back to its default.
import { CHAT_CONTEXT_SCOPES, CHAT_SEARCH_MAX, HEX_ID, isCalendarDay, isTimeFrame, searchTerm } from '@staff-console/domain';
import type { ChatContextScope, TimeFrame } from '@staff-console/domain';
import { useUrlView, type ViewCodec } from '../../../components/list-screen';

export interface ChatView {
  /** A search term of at least 3 characters, or '' for none. */
  search: string;
  frame: TimeFrame;
  /** 'yyyy-MM-dd' local days, only with the Custom Range frame; '' when unset. */
  from: string;
  to: string;
  page: number;
  /** The message whose context dialog is open (absent when none). */
  context?: string;
  /**
   * The servers the open context shows when staff chose other than the server's default for that
   * message (absent: the default); only beside `context`.
   */
  scope?: ChatContextScope;
  /**
   * A narrower window chosen on the histogram (a bar's first and last millisecond, both inclusive):
   * it replaces the time frame's range until the time frame or dates change (absent: none).
   */
  window?: ChatWindow;
}

/** Epoch milliseconds, both inclusive. */
export interface ChatWindow {
  from: number;
  to: number;
}

const EPOCH_MS = /^\d{1,15}$/;

/** `start` and `end` in the URL: both whole milliseconds, in order; else no window. */
function parseWindow(params: URLSearchParams): { window?: ChatWindow } {
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  if (!EPOCH_MS.test(start) || !EPOCH_MS.test(end) || Number(start) > Number(end)) return {};
  return { window: { from: Number(start), to: Number(end) } };
}

export const DEFAULT_VIEW: ChatView = { search: '', frame: 'all', from: '', to: '', page: 1 };

export function parseChatView(params: URLSearchParams): ChatView {
  const rawSearch = params.get('search') ?? '';
  const search = searchTerm(rawSearch, CHAT_SEARCH_MAX) ?? '';
  const from = isCalendarDay(params.get('from') ?? '') ? params.get('from')! : '';
  const to = isCalendarDay(params.get('to') ?? '') ? params.get('to')! : '';
  const rawFrame = params.get('frame');
  // A link with dates but no frame means the custom range those dates describe.
  const frame: TimeFrame = isTimeFrame(rawFrame) ? rawFrame : from || to ? 'custom' : 'all';
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,9}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  const rawContext = (params.get('context') ?? '').toLowerCase();
  const rawScope = params.get('scope') as ChatContextScope | null;
  const scope = rawScope !== null && CHAT_CONTEXT_SCOPES.includes(rawScope) ? { scope: rawScope } : {};
  const context = HEX_ID.test(rawContext) ? { context: rawContext, ...scope } : {};
  const window = parseWindow(params);
  return frame === 'custom' ? { search, frame, from, to, page, ...window, ...context } : { search, frame, from: '', to: '', page, ...window, ...context };
}

/** Only what differs from the defaults, in a stable order. */
export function chatViewParams(view: ChatView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('search', view.search);
  if (view.frame !== 'all') params.set('frame', view.frame);
  if (view.frame === 'custom' && view.from) params.set('from', view.from);
  if (view.frame === 'custom' && view.to) params.set('to', view.to);
  if (view.window) {
    params.set('start', String(view.window.from));
    params.set('end', String(view.window.to));
  }
  if (view.page > 1) params.set('page', String(view.page));
  if (view.context) params.set('context', view.context);
  if (view.context && view.scope) params.set('scope', view.scope);
  return params;
}

/** The inclusive custom range is backwards (the server would refuse it). */
export const rangeInverted = (view: ChatView): boolean => view.frame === 'custom' && view.from !== '' && view.to !== '' && view.from > view.to;

export type ChatViewChange = Partial<ChatView>;

/** Filter changes that start over at page 1 unless a page is given. */
export function applyChange(view: ChatView, change: ChatViewChange): ChatView {
  const next = { ...view, ...change };
  if (change.page === undefined && (['search', 'frame', 'from', 'to', 'window'] as const).some((k) => k in change && change[k] !== view[k])) next.page = 1;
  // Another time frame or other dates leave the window chosen on the histogram.
  if (!('window' in change) && (['frame', 'from', 'to'] as const).some((k) => k in change && change[k] !== view[k])) delete next.window;
  if (next.window === undefined) delete next.window;
  // Editing a date switches to Custom Range; choosing a preset clears the dates.
  if (('from' in change || 'to' in change) && change.frame === undefined) next.frame = 'custom';
  // Another message's context, or none, starts from the server's default scope again.
  if ('context' in change && change.context !== view.context && change.scope === undefined) delete next.scope;
  if (next.frame !== 'custom') {
    next.from = '';
    next.to = '';
  }
  return next;
}

const CODEC: ViewCodec<ChatView> = { read: parseChatView, write: chatViewParams, apply: applyChange };

/** The view from the URL and a way to change it (a new history entry unless `replace`). */
export const useChatView = () => useUrlView(CODEC);
