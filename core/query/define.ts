/**
 * Query and mutation definitions: the one way a widget names the hub data it reads or writes.
 * A definition wraps a typed hub call (core/hub/*) and derives the query key from it —
 * `[domain, call, args, language]` — so two widgets asking for the same data share one request
 * and one cache entry. Widgets never call the hub functions themselves; they pass a definition
 * and its arguments to `useHubQuery` / `useHubMutation` (core/query/hooks.ts).
 *
 *   export const articleQuery = hubQuery('content', 'article', (hub, id: Id, previewMode: boolean) =>
 *     findArticle(hub, id, previewMode));
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { HubClient, HubRequestOptions } from '../hub/client';
import type { LidoCore } from '../index';
import { browserLanguage } from '../i18n/i18n';
import { READ_RETRY_DELAYS_MS, isRetryableRead } from './client';

/** What a definition's fetcher gets besides its arguments. */
export interface QueryContext {
  /** The page's hub client, bound to this request's abort signal. */
  hub: HubClient;
  signal: AbortSignal;
  core: LidoCore;
}

export interface QueryDefinitionOptions {
  /** Belongs to the signed-in guest: not persisted for visitors, removed when the guest changes. */
  personal?: boolean;
  /** Data that differs per language (default true): the language is part of the key. */
  perLanguage?: boolean;
  /**
   * Saved with the cache for the next page (default true). False for long lists every view asks
   * for again anyway (a 10,000-title catalogue would be a 4 MB write every 2 s).
   */
  persist?: boolean;
  /** How long an answer counts as fresh (ms); defaults to the client's. */
  staleTime?: number;
  /** Refetch while mounted at this interval (ms): 24/7 screens, guides. */
  refetchInterval?: number;
  /**
   * The read is a cart (excursion cart, photo basket): refreshed whenever `lido:cart` announces a
   * change, here or in another tab; the function counts its entries for that announcement.
   */
  cartCount?: (data: never) => number;
  /**
   * How long an answer no component shows stays in memory (ms); defaults to the client's day.
   * 0 for answers that must never be shown again (playout addresses, which expire).
   */
  gcTime?: number;
  /**
   * Narrows which failed reads are asked again with the client's backoff: only those
   * isRetryableRead allows (no answer, 5xx, unreadable; never a 4xx) and this accepts. A
   * third-party provider whose answered errors the guest must read (000 §8) keeps only "no answer".
   */
  retryable?: (error: unknown) => boolean;
}

export interface HubQueryDefinition<A extends unknown[], T> {
  readonly kind: 'query';
  readonly domain: string;
  readonly call: string;
  readonly options: QueryDefinitionOptions;
  readonly fetch: (context: QueryContext, ...args: A) => Promise<T>;
}

/** Meta carried by every query the layer creates (read by persistence and the personal wipe). */
export interface LidoQueryMeta extends Record<string, unknown> {
  personal: boolean;
  cartCount?: (data: unknown) => number;
  /** False: never saved to storage. */
  persist: boolean;
}

/** A read of hub data, fetched with the page's hub client. */
export function hubQuery<A extends unknown[], T>(
  domain: string,
  call: string,
  fetch: (hub: HubClient, ...args: A) => Promise<T>,
  options: QueryDefinitionOptions & { cartCount?: (data: T) => number } = {},
): HubQueryDefinition<A, T> {
  return { kind: 'query', domain, call, options, fetch: (context, ...args) => fetch(context.hub, ...args) };
}

/** A read that needs more than the hub client (a third-party provider, a session action first). */
export function coreQuery<A extends unknown[], T>(
  domain: string,
  call: string,
  fetch: (context: QueryContext, ...args: A) => Promise<T>,
  options: QueryDefinitionOptions = {},
): HubQueryDefinition<A, T> {
  return { kind: 'query', domain, call, options, fetch };
}

/** The key of a definition's query: `[domain, call, args, language]`. */
export function queryKeyOf<A extends unknown[]>(definition: HubQueryDefinition<A, unknown>, args: A, language: string): QueryKey {
  return [definition.domain, definition.call, args, definition.options.perLanguage === false ? '*' : language];
}

/** Key prefix of every query of a call (any arguments, any language): for invalidation. */
export function callKey(definition: Pick<HubQueryDefinition<never, unknown>, 'domain' | 'call'>): QueryKey {
  return [definition.domain, definition.call];
}

/** A hub client whose every request carries `extra` (an abort signal, headers). */
export function hubWith(hub: HubClient, extra: HubRequestOptions): HubClient {
  const merge = (options?: HubRequestOptions): HubRequestOptions => ({
    ...extra,
    ...options,
    headers: { ...extra.headers, ...options?.headers },
  });
  return {
    get: (path, query, options) => hub.get(path, query, merge(options)),
    post: (path, body, query, options) => hub.post(path, body, query, merge(options)),
    url: (path, query) => hub.url(path, query),
    get apiUrl() {
      return hub.apiUrl;
    },
  };
}

/** What every query of a definition shares: its meta and its own timings and retry policy. */
export function commonOptionsOf(options: QueryDefinitionOptions) {
  const meta: LidoQueryMeta = { personal: options.personal ?? false, persist: options.persist ?? true };
  if (options.cartCount) meta.cartCount = options.cartCount as (data: unknown) => number;
  const { retryable } = options;
  return {
    meta,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(options.refetchInterval === undefined ? {} : { refetchInterval: options.refetchInterval }),
    ...(options.gcTime === undefined ? {} : { gcTime: options.gcTime }),
    ...(retryable === undefined
      ? {}
      : { retry: (failures: number, error: Error) => failures < READ_RETRY_DELAYS_MS.length && retryable(error) && isRetryableRead(error) }),
  };
}

/**
 * The guest's language for the hub, where its answer differs per language (the operator's texts:
 * events, venues, category titles): an Accept-Language header when it is not the one the
 * browser sends anyway (its first language the hub knows, else the hub's en). Only then: the
 * loader's preloaded first calls go without our headers and serve the same request only if it
 * has none (widgets/loader.ts preloads them only in the browser's language).
 */
export function languageHeaders(language: string): Record<string, string> {
  return language === (browserLanguage() ?? 'en') ? {} : { 'Accept-Language': language };
}

/** A query's context; `perLanguage`: its answer differs per language (the guest's goes with it). */
export function contextOf(core: LidoCore, signal: AbortSignal, perLanguage = true): QueryContext {
  return { hub: hubWith(core.hub, { signal, headers: perLanguage ? languageHeaders(core.i18n.language) : {} }), signal, core };
}

/** The options of one query for TanStack Query (also used outside React: prefetch, tests). */
export function queryOptionsOf<A extends unknown[], T>(core: LidoCore, definition: HubQueryDefinition<A, T>, args: A) {
  return {
    queryKey: queryKeyOf(definition, args, core.i18n.language),
    queryFn: ({ signal }: { signal: AbortSignal }) => definition.fetch(contextOf(core, signal, definition.options.perLanguage !== false), ...args),
    ...commonOptionsOf(definition.options),
  };
}

// ------------------------------------------------------------------------------------ mutations

export interface MutationDefinitionOptions<V = never, T = unknown> {
  /** Calls whose queries this write changes: invalidated after success (booking → bookings, cart). */
  invalidates?: readonly Pick<HubQueryDefinition<never, unknown>, 'domain' | 'call'>[];
  /**
   * What the write's answer changes in answers already cached, applied after success and before
   * `invalidates` (a flag on every list that shows the title, a recorded position).
   */
  updates?(queryClient: QueryClient, result: T, input: V): void;
  /** The write creates a booking or an order: every request carries an Idempotency-Key. */
  idempotent?: boolean;
  /**
   * Safe to send later (feedback, problem reports, muster video-seen, read receipts): while the
   * hub is unreachable it waits on this device for this guest, survives a reload, and is sent
   * once the hub answers; every attempt carries the same Idempotency-Key, so it arrives once.
   * Bookings and orders are never replayable: they fail clearly and keep what was typed.
   */
  replayable?: boolean;
  /** The write changes a cart: the cart queries refetch and `lido:cart` announces the new count. */
  changesCart?: boolean;
}

/** What a write is sent with: the hub client (carrying its Idempotency-Key) and, outside queued writes, the core. */
export interface MutationContext {
  hub: HubClient;
  /** Null for a queued write resumed by the layer itself (those are hub writes only). */
  core: LidoCore | null;
}

export interface HubMutationDefinition<V, T> {
  readonly kind: 'mutation';
  readonly domain: string;
  readonly call: string;
  readonly options: MutationDefinitionOptions<V, T>;
  readonly send: (context: MutationContext, variables: V) => Promise<T>;
}

/** A write to the hub. */
export function hubMutation<V, T>(
  domain: string,
  call: string,
  send: (hub: HubClient, variables: V) => Promise<T>,
  options: MutationDefinitionOptions<V, T> = {},
): HubMutationDefinition<V, T> {
  return { kind: 'mutation', domain, call, options, send: (context, variables) => send(context.hub, variables) };
}

/** A write that needs more than the hub client (a third-party provider and its session); never queued. */
export function coreMutation<V, T>(
  domain: string,
  call: string,
  send: (context: { hub: HubClient; core: LidoCore }, variables: V) => Promise<T>,
  options: Omit<MutationDefinitionOptions<V, T>, 'replayable'> = {},
): HubMutationDefinition<V, T> {
  return {
    kind: 'mutation',
    domain,
    call,
    options,
    send: ({ hub, core }, variables) => (core ? send({ hub, core }, variables) : Promise.reject(new Error(`${domain}/${call} is sent with the core`))),
  };
}

/** The mutation key a definition registers its defaults under (so a persisted paused write can resume). */
export function mutationKeyOf(definition: Pick<HubMutationDefinition<never, unknown>, 'domain' | 'call'>): QueryKey {
  return ['lido-mutation', definition.domain, definition.call];
}
