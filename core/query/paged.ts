/**
 * Paged lists (000 §4, §9): a definition whose last two arguments are a page's offset and limit,
 * read with TanStack Query's infinite queries through useHubPagedQuery. Its own module so that
 * only the widgets with lists carry it (and TanStack's infinite observer).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { hashKey, useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryResult } from '@tanstack/react-query';
import type { LidoCore } from '../index';
import { useCore, useLanguage } from '../react/hooks';
import { commonOptionsOf, contextOf, type HubQueryDefinition } from './define';

/** Where a page starts and how many items it asks for. */
export interface PageParam {
  offset: number;
  limit: number;
}

/** How a list loads in pages (000 §4, §9). */
export interface Paging<I> {
  /** Items asked for per page. */
  pageSize: number;
  /** A smaller first page, so the first screen shows at once (default: pageSize). */
  firstPageSize?: number;
  /**
   * How the end is known. 'empty' (default, 000 §4): the list stops once a page returns no items;
   * 'short': a page with fewer items than asked for is the last.
   */
  end?: 'empty' | 'short';
  /** The same item in two pages (the list moved between requests) is shown once. */
  itemKey?: (item: I) => string | number;
}

/** A definition whose last two arguments are the page's offset and limit. */
export type PagedDefinition<A extends unknown[], I> = HubQueryDefinition<[...A, number, number], I[]>;

/** The key of a paged list: the definition's key with how it is paged. */
export function pagedKeyOf<A extends unknown[], I>(definition: PagedDefinition<A, I>, args: A, language: string, paging: Paging<I>): QueryKey {
  const perLanguage = definition.options.perLanguage !== false;
  return [
    definition.domain,
    definition.call,
    args,
    perLanguage ? language : '*',
    { pageSize: paging.pageSize, first: paging.firstPageSize ?? paging.pageSize },
  ];
}

/** The items of a paged list's pages, in order, each item once. */
export function itemsOf<I>(pages: readonly (readonly I[])[], itemKey?: (item: I) => string | number): I[] {
  if (!itemKey) return pages.flat();
  const seen = new Set<string | number>();
  const items: I[] = [];
  for (const page of pages) {
    for (const item of page) {
      const key = itemKey(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}

/** The options of a paged list for TanStack Query's infinite queries (also used outside React). */
export function pagedQueryOptionsOf<A extends unknown[], I>(core: LidoCore, definition: PagedDefinition<A, I>, args: A, paging: Paging<I>) {
  const first: PageParam = { offset: 0, limit: paging.firstPageSize ?? paging.pageSize };
  return {
    queryKey: pagedKeyOf(definition, args, core.i18n.language, paging),
    queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: PageParam }) =>
      definition.fetch(contextOf(core, signal, definition.options.perLanguage !== false), ...args, pageParam.offset, pageParam.limit),
    initialPageParam: first,
    getNextPageParam: (last: I[], pages: I[][], lastParam: PageParam): PageParam | undefined => {
      const ended = paging.end === 'short' ? last.length < lastParam.limit : last.length === 0;
      return ended ? undefined : { offset: pages.reduce((count, page) => count + page.length, 0), limit: paging.pageSize };
    },
    ...commonOptionsOf(definition.options),
  };
}

/** The cached pages of a paged list, if any (for tests and writes that update lists). */
export type PagedData<I> = InfiniteData<I[], PageParam>;

export interface HubPagedQueryOptions<I> extends Paging<I> {
  /** Extra condition besides non-null arguments. */
  enabled?: boolean;
  /**
   * Ask for every further page in the background once the first is shown (a channel list the
   * guide needs whole), instead of only when the guest reaches the bottom (`loadMore`).
   */
  loadAll?: boolean;
}

export interface HubPagedQuery<I> {
  /** The list's query (data: the items of the pages so far, each once): render it with QueryView. */
  query: UseInfiniteQueryResult<I[]>;
  /** Ask for the next page: at once, or once the list's current fetch is done; nothing after the end. */
  loadMore: () => void;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The list has ended (000 §4: a page returned no items, or — with end 'short' — fewer than asked for). */
  maxReached: boolean;
  /** Why the last further page failed (the pages so far stay shown); retry with loadMore. */
  moreError: unknown;
}

/**
 * A list that loads in pages (000 §4, §9): `definition` takes the list's arguments followed by the
 * page's offset and limit. The first page comes with the list, the next ones when the guest reaches
 * the bottom (`loadMore`) or, with `loadAll`, one after the other in the background. Pages of one
 * list are one cache entry, shared by every widget showing the same list.
 */
export function useHubPagedQuery<A extends unknown[], I>(definition: PagedDefinition<A, I>, args: A | null, paging: HubPagedQueryOptions<I>): HubPagedQuery<I> {
  const core = useCore();
  useLanguage(); // a language switch re-renders with the new key
  const { itemKey, loadAll = false } = paging;
  const select = useCallback((data: PagedData<I>) => itemsOf(data.pages, itemKey), [itemKey]);
  const options = pagedQueryOptionsOf(core, definition, (args ?? []) as A, paging);
  const query = useInfiniteQuery({ ...options, enabled: args !== null && paging.enabled !== false, select });
  const { data, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  // The next page of this list, asked for while it was being fetched (a refresh of the pages so
  // far) is asked for once that is done; a request for another list's next page is forgotten.
  const list = hashKey(options.queryKey);
  const current = useRef(list);
  current.current = list;
  const [wantedFor, setWantedFor] = useState<string | null>(null);
  const wanted = wantedFor === list;
  const loadMore = useCallback(() => setWantedFor(current.current), []);
  useEffect(() => {
    if (data === undefined || isFetching) return;
    if (!hasNextPage) return setWantedFor(null);
    if (wanted || (loadAll && !isFetchNextPageError)) {
      setWantedFor(null);
      void fetchNextPage();
    }
  }, [data, hasNextPage, isFetching, isFetchNextPageError, wanted, loadAll, fetchNextPage]);
  return {
    query,
    loadMore,
    loadingMore: query.isFetchingNextPage,
    maxReached: data !== undefined && !hasNextPage,
    moreError: isFetchNextPageError ? query.error : null,
  };
}
