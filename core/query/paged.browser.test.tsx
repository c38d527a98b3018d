/**
 * useHubPagedQuery (core/query/hooks.ts) in a real widget with the page's QueryClient, against a
 * fetcher the test answers page by page: the first page, the next one when asked, the end of the
 * list (000 §4: a page with no items; or a short page), a request made while the list is being
 * fetched, a request for a list the guest has left, a failed further page and its retry, loadAll.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { defineWidget } from '../element/define-widget';
import type { WidgetMeta } from '../element/meta';
import { HubError } from '../hub/client';
import { expect, waitFor } from '../../tests/helpers/assert';
import { cleanUp, place } from '../../tests/helpers/widget-page';
import { coreQuery } from './define';
import { useHubPagedQuery, type HubPagedQuery } from './paged';

interface Asked {
  list: string;
  offset: number;
  limit: number;
  resolve: (items: number[]) => void;
  reject: (error: unknown) => void;
}
const asked: Asked[] = [];
const numbersQuery = coreQuery(
  'test',
  'numbers',
  (_context, list: string, offset: number, limit: number) => new Promise<number[]>((resolve, reject) => asked.push({ list, offset, limit, resolve, reject })),
  { retryable: () => false },
);
const next = () => waitFor(() => asked.shift(), 3000, 'a page request');
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

const meta = {
  tag: 'lido-paged-test',
  description: 'Test widget: one paged list.',
  attributes: [],
  events: [],
  parts: [],
  cssProperties: [],
} as const satisfies WidgetMeta;

/** The list shown and how it pages; the hook's result for the test to read and drive. */
const stage = createStore<{ list: string; options: Parameters<typeof useHubPagedQuery>[2] }>(() => ({ list: 'a', options: { pageSize: 3 } }));
let result: HubPagedQuery<number> | null = null;
const numberKey = (n: number) => n;

function PagedList() {
  const { list, options } = useStore(stage);
  result = useHubPagedQuery(numbersQuery, [list], { ...options, itemKey: numberKey });
  return <p className="count">{result.query.data?.length ?? '-'}</p>;
}
defineWidget(meta, PagedList);

async function mount(list: string, options: Parameters<typeof useHubPagedQuery>[2]) {
  stage.setState({ list, options });
  place('<lido-paged-test></lido-paged-test>');
  return waitFor(() => result, 4000, 'mounted');
}
const current = () => result!;

afterEach(async () => {
  await cleanUp();
  for (const pending of asked.splice(0)) pending.resolve([]);
  result = null;
});

describe('useHubPagedQuery', () => {
  it('the first page at once, the next when asked, from the items so far; an empty page ends the list (maxReached)', async () => {
    await mount('a', { pageSize: 3 });
    const first = await next();
    expect([first.list, first.offset, first.limit]).toEqual(['a', 0, 3]);
    first.resolve(page(1, 3));
    await waitFor(() => current().query.data?.length === 3, 2000, 'first page');
    expect(current().maxReached).toBe(false);
    expect(asked).toHaveLength(0);

    current().loadMore();
    const second = await next();
    expect([second.offset, second.limit]).toEqual([3, 3]);
    // A page overlapping the list (it moved) shows each item once.
    second.resolve([3, 4]);
    await waitFor(() => current().query.data?.length === 4, 2000, 'second page');
    expect(current().query.data).toEqual([1, 2, 3, 4]);

    current().loadMore();
    (await next()).resolve([]);
    await waitFor(() => current().maxReached, 2000, 'maxReached');
    current().loadMore();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toHaveLength(0);
  });

  it('asked for while the list is being fetched: asked for once that is done; a list left behind forgets it', async () => {
    await mount('b', { pageSize: 2 });
    const first = await next();
    current().loadMore(); // nothing to page from yet
    first.resolve(page(1, 2));
    const second = await next();
    expect(second.offset).toBe(2);
    current().loadMore(); // while the second page is on its way
    second.resolve(page(3, 2));
    expect((await next()).offset).toBe(4);

    stage.setState({ list: 'c' });
    const other = await next();
    expect([other.list, other.offset]).toEqual(['c', 0]);
    other.resolve(page(10, 2));
    await waitFor(() => current().query.data?.[0] === 10, 2000, 'the other list');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked.filter((request) => request.list === 'c')).toHaveLength(0);
  });

  it('a failed further page keeps the pages so far and says why; loadMore asks again', async () => {
    await mount('d', { pageSize: 2 });
    (await next()).resolve(page(1, 2));
    await waitFor(() => current().query.data?.length === 2, 2000, 'first page');
    current().loadMore();
    (await next()).reject(new HubError('HTTP 500', 500));
    await waitFor(() => current().moreError, 2000, 'moreError');
    expect(current().query.data).toEqual([1, 2]);
    expect(current().query.isRefetchError).toBe(false);
    current().loadMore();
    const again = await next();
    expect(again.offset).toBe(2);
    again.resolve(page(3, 1));
    await waitFor(() => current().query.data?.length === 3 && current().moreError === null, 2000, 'recovered');
  });

  it('loadAll: a small first page, then every further page in the background until a short one', async () => {
    await mount('e', { firstPageSize: 2, pageSize: 5, end: 'short', loadAll: true });
    const first = await next();
    expect([first.offset, first.limit]).toEqual([0, 2]);
    first.resolve(page(1, 2));
    const second = await next();
    expect([second.offset, second.limit]).toEqual([2, 5]);
    second.resolve(page(3, 5));
    const third = await next();
    expect(third.offset).toBe(7);
    third.resolve(page(8, 1));
    await waitFor(() => current().maxReached, 2000, 'short page: the end');
    expect(current().query.data).toHaveLength(8);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toHaveLength(0);
  });
});
