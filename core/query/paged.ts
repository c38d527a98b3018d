/**
 * Paged lists (000 §4, §9): a definition whose last two arguments are a page's offset and limit,
 * read with TanStack Query's infinite queries (useHubPagedQuery in ./hooks.ts). Apart from
 * define.ts so that only the widgets with lists carry it, not the shared core chunk.
 */
import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import type { LidoCore } from '../index';
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
  return [definition.domain, definition.call, args, perLanguage ? language : '*', { pageSize: paging.pageSize, first: paging.firstPageSize ?? paging.pageSize }];
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
      definition.fetch(contextOf(core, signal), ...args, pageParam.offset, pageParam.limit),
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
