// A list screen of items paged by the server, in one card (cases, sanctions, alerts, and the
// queues to come): the count over the list, five placeholder lines while a page loads, the error
// with a retry, the empty state, the items (faded while they are the previous page's), and the
// pager when there is more than one page. A page past the end goes back to the last one.
import type { ReactNode } from 'react';
import { ItemList } from './item-list';
import { ListCount, ListScreen, pageCount, type ListScreenProps } from './list-screen';
import { ListEmpty, ListError, ListSkeleton, listState } from './list-states';
import { useLastPageGuard } from './use-list-paging';
import type { UpdateView } from './use-url-view';

/** The screen's words the kit shows. */
export interface ItemListWords {
  loading: string;
  loadFailed: string;
  retry: string;
  emptyTitle: string;
  emptyBody: string;
  listLabel: string;
  pagination: string;
}

export interface ItemListScreenProps<D extends { total: number }, I, V extends { page: number }> extends Pick<
  ListScreenProps,
  'title' | 'subtitle' | 'actions' | 'filters'
> {
  query: { data: D | undefined; isPending: boolean; isError: boolean; isPlaceholderData: boolean; refetch: () => unknown };
  /** The items of a page of the answer. */
  itemsOf: (data: D) => readonly I[];
  view: V;
  update: UpdateView<V>;
  pageSize: number;
  words: ItemListWords;
  /** 'Showing X of Y …' and its test id. */
  count: { of: (data: D) => string; testId: string };
  /** The height of a placeholder line: about an item's. */
  skeletonHeight: number;
  emptyIcon: ReactNode;
  /** The items, one `li` each (ItemRow). */
  children: (items: readonly I[]) => ReactNode;
  /** Dialogs. */
  dialogs?: ReactNode;
}

export function ItemListScreen<D extends { total: number }, I, V extends { page: number }>(props: ItemListScreenProps<D, I, V>) {
  const { query, view, update, words } = props;
  const { data, isPending, isError, isPlaceholderData } = query;
  const pages = pageCount(data?.total, props.pageSize);
  useLastPageGuard(view.page, isPlaceholderData ? null : pages, update);
  const items = data ? props.itemsOf(data) : [];
  const state = listState({ isPending, isError, isPlaceholderData, empty: data !== undefined && items.length === 0 });

  return (
    <ListScreen
      title={props.title}
      subtitle={props.subtitle}
      actions={props.actions}
      filters={props.filters}
      toolbar={<ListCount text={data && state !== 'error' ? props.count.of(data) : null} testId={props.count.testId} />}
      state={state}
      loading={<ListSkeleton label={words.loading} rows={5} height={props.skeletonHeight} />}
      error={<ListError message={words.loadFailed} retryLabel={words.retry} onRetry={() => void query.refetch()} />}
      empty={<ListEmpty icon={props.emptyIcon} title={words.emptyTitle} body={words.emptyBody} />}
      rows={() => (
        <ItemList label={words.listLabel} stale={isPlaceholderData}>
          {props.children(items)}
        </ItemList>
      )}
      pager={
        state === 'data' && pages !== null && pages > 1
          ? { count: pages, page: view.page, onChange: (page) => update({ page } as Partial<V>), label: words.pagination, compactBelow: 'sm' }
          : null
      }
    >
      {props.dialogs}
    </ListScreen>
  );
}
