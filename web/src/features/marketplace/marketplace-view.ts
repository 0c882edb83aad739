// What the Marketplace Logs screen shows, kept in the URL (search, sort, page and the open dialog)
// so a link or a reload reproduces the view. Unknown or unusable values read as the defaults.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  LIMITS,
  MARKETPLACE_SEARCH_TYPES,
  MARKETPLACE_SORT_BY,
  type MarketplaceSearchType,
  type MarketplaceSortBy,
} from '@staff-console/domain';
import type { MarketplaceRequest } from './api/get-marketplace';
import type { SortOrder } from '../../components/sort-buttons';

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

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

export function readMarketplaceView(params: URLSearchParams): MarketplaceView {
  const search = (params.get('search') ?? '').trim().slice(0, LIMITS.name);
  const page = Number(params.get('page'));
  return {
    search: [...search].length >= LIMITS.searchMin ? search : '',
    searchType: oneOf(MARKETPLACE_SEARCH_TYPES, params.get('searchType'), 'itemName'),
    sortBy: oneOf(MARKETPLACE_SORT_BY, params.get('sortBy'), 'date'),
    sortOrder: oneOf(['asc', 'desc'] as const, params.get('sortOrder'), 'desc'),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
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

export type UpdateMarketplaceView = (patch: Partial<MarketplaceView>, options?: { replace?: boolean }) => void;

/** The view from the URL and a way to change it; a change of search or sort goes back to page 1. */
export function useMarketplaceView(): [MarketplaceView, UpdateMarketplaceView] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readMarketplaceView(params), [params]);
  const update = useCallback<UpdateMarketplaceView>(
    (patch, options) => {
      setParams(
        (current) => {
          const next = { ...readMarketplaceView(current), ...patch };
          const keepsPage = Object.keys(patch).every((key) => key === 'page' || key === 'open');
          if (!keepsPage && patch.page === undefined) next.page = 1;
          return writeMarketplaceView(next);
        },
        { replace: options?.replace ?? false },
      );
    },
    [setParams],
  );
  return [view, update];
}

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
