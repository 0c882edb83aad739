// What the Trade Logs screen shows, kept in the URL (search, sort, page and the open dialog) so a
// link or a reload reproduces the view. Unknown or unusable values read as the defaults.
import { LIMITS, TRADE_SEARCH_IN, TRADE_SORT_BY, searchTerm, type TradeSearchIn, type TradeSortBy } from '@staff-console/domain';
import { SORT_ORDERS, oneOf, readPage, useUrlView, type UpdateView, type ViewCodec } from '../../../components/list-screen';
import type { SortOrder } from '../../../components/sort-buttons';
import type { TradesRequest } from './api/get-trades';

export type TradesMode = 'simple' | 'advanced';
export type { SortOrder };

export interface TradesView {
  mode: TradesMode;
  /** Simple mode: free text looked for in `searchIn`. */
  search: string;
  searchIn: TradeSearchIn;
  /** Advanced mode: a player on either side, and an item name. */
  username: string;
  itemName: string;
  /** Only trades flagged lopsided when stored (both modes keep it). */
  flagged: boolean;
  sortBy: TradeSortBy;
  sortOrder: SortOrder;
  /** 1-based. */
  page: number;
  /** The trade whose detail dialog is open. */
  open: string | null;
}

export const DEFAULT_TRADES_VIEW: TradesView = {
  mode: 'simple',
  search: '',
  searchIn: 'all',
  username: '',
  itemName: '',
  flagged: false,
  sortBy: 'date',
  sortOrder: 'desc',
  page: 1,
  open: null,
};

const name = (value: string | null) => (value ?? '').trim().slice(0, LIMITS.name);
const term = (value: string | null) => searchTerm(value ?? '') ?? '';

export function readTradesView(params: URLSearchParams): TradesView {
  const username = name(params.get('username'));
  const itemName = term(params.get('itemName'));
  return {
    mode: params.get('mode') === 'advanced' || username !== '' || itemName !== '' ? 'advanced' : 'simple',
    search: term(params.get('search')),
    searchIn: oneOf(TRADE_SEARCH_IN, params.get('searchIn'), 'all'),
    username,
    itemName,
    flagged: params.get('flagged') === 'true',
    sortBy: oneOf(TRADE_SORT_BY, params.get('sortBy'), 'date'),
    sortOrder: oneOf(SORT_ORDERS, params.get('sortOrder'), 'desc'),
    page: readPage(params),
    open: params.get('open') || null,
  };
}

/** Only what differs from the defaults, in a fixed order. */
export function writeTradesView(view: TradesView): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_TRADES_VIEW;
  if (view.mode === 'advanced') {
    params.set('mode', 'advanced');
    if (view.username) params.set('username', view.username);
    if (view.itemName) params.set('itemName', view.itemName);
  } else {
    if (view.search) params.set('search', view.search);
    if (view.searchIn !== d.searchIn) params.set('searchIn', view.searchIn);
  }
  if (view.flagged) params.set('flagged', 'true');
  if (view.sortBy !== d.sortBy) params.set('sortBy', view.sortBy);
  if (view.sortOrder !== d.sortOrder) params.set('sortOrder', view.sortOrder);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.open) params.set('open', view.open);
  return params;
}

export type UpdateTradesView = UpdateView<TradesView>;

const CODEC: ViewCodec<TradesView> = { read: readTradesView, write: writeTradesView };

/** The view from the URL and a way to change it; a change of search or sort goes back to page 1. */
export const useTradesView = () => useUrlView(CODEC);

/** The API request for a view: only the active mode's filters. */
export function tradesRequest(view: TradesView, pageSize: number): TradesRequest {
  const filters =
    view.mode === 'advanced'
      ? { username: view.username || undefined, itemName: view.itemName || undefined }
      : { search: view.search || undefined, searchIn: view.search ? view.searchIn : undefined };
  return {
    skip: (view.page - 1) * pageSize,
    count: pageSize,
    ...filters,
    ...(view.flagged ? { flagged: true } : {}),
    sortBy: view.sortBy,
    sortOrder: view.sortOrder,
  };
}
