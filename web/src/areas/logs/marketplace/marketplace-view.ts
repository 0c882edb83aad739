// What the Marketplace Logs screen shows, kept in the URL (search, sort, page and the open dialog)
// so a link or a reload reproduces the view. Unknown or unusable values read as the defaults.
import { MARKETPLACE_SEARCH_TYPES, MARKETPLACE_SORT_BY, searchTerm, type MarketplaceSearchType, type MarketplaceSortBy } from '@staff-console/domain';
import { SORT_ORDERS, oneOf, readPage, useUrlView, type UpdateView, type ViewCodec } from '../../../components/list-screen';
import type { SortOrder } from '../../../components/sort-buttons';
import type { MarketplaceRequest } from './api/get-marketplace';

export type { SortOrder };

export interface MarketplaceView {
  /** A search of at least 3 characters, or ''. */
  search: string;
  searchType: MarketplaceSearchType;
  sortBy: MarketplaceSortBy;
  sortOrder: SortOrder;
  /** 1-based. */
  page: number;
  /** The purchase whose detail dialog is open. */
  open: string | null;
}

export const DEFAULT_MARKETPLACE_VIEW: MarketplaceView = {
  search: '',
  searchType: 'itemName',
  sortBy: 'date',
  sortOrder: 'desc',
  page: 1,
  open: null,
};

export function readMarketplaceView(params: URLSearchParams): MarketplaceView {
  return {
    search: searchTerm(params.get('search') ?? '') ?? '',
    searchType: oneOf(MARKETPLACE_SEARCH_TYPES, params.get('searchType'), 'itemName'),
    sortBy: oneOf(MARKETPLACE_SORT_BY, params.get('sortBy'), 'date'),
    sortOrder: oneOf(SORT_ORDERS, params.get('sortOrder'), 'desc'),
    page: readPage(params),
    open: params.get('open') || null,
  };
}

/** Only what differs from the defaults, in a fixed order. */
export function writeMarketplaceView(view: MarketplaceView): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_MARKETPLACE_VIEW;
  if (view.search) params.set('search', view.search);
  if (view.searchType !== d.searchType) params.set('searchType', view.searchType);
  if (view.sortBy !== d.sortBy) params.set('sortBy', view.sortBy);
  if (view.sortOrder !== d.sortOrder) params.set('sortOrder', view.sortOrder);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.open) params.set('open', view.open);
  return params;
}

export type UpdateMarketplaceView = UpdateView<MarketplaceView>;

const CODEC: ViewCodec<MarketplaceView> = { read: readMarketplaceView, write: writeMarketplaceView };

/** The view from the URL and a way to change it; a change of search or sort goes back to page 1. */
export const useMarketplaceView = () => useUrlView(CODEC);

export function marketplaceRequest(view: MarketplaceView, pageSize: number): MarketplaceRequest {
  return {
    skip: (view.page - 1) * pageSize,
    count: pageSize,
    searchQuery: view.search || undefined,
    searchType: view.search ? view.searchType : undefined,
    sortBy: view.sortBy,
    sortOrder: view.sortOrder,
  };
}
