/**
 * Data hooks of the media widgets: every provider call goes through `runVod`, which applies the
 * spec's transitions (000 §4: fetching flag on at start, off at finish or error; a VOD error
 * stores the message and drops the token), and every view loads through `useVodQuery` or
 * `usePagedList`, which make sure a VOD session exists first (000 §2).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { useCore, useSlice } from '../../core/react/index';
import { toVodError, type VodClient, type VodItem, type VodPage } from '../../core/hub/vod';
import { ensureVodSession, vodRuntime } from '../../core/session/vod-actions';
import {
  audiosTransitions,
  vodTransitions,
  type AudiosState,
  type VodListKey,
  type VodMessage,
  type VodSlices,
  type VodState,
} from '../../core/session/vod-slices';

export function useVodRuntime(): ReturnType<typeof vodRuntime> {
  return vodRuntime(useCore());
}

export class SignInFailed extends Error {
  constructor() {
    super('VOD sign-in failed');
    this.name = 'SignInFailed';
  }
}

/**
 * Runs one provider call with the fetching flag; a failure (other than an abort) stores the message
 * and drops the token. `onError` lets the audio views keep their message in the audios slice.
 */
export async function runVod<T>(
  slices: VodSlices,
  call: () => Promise<T>,
  onError?: (message: VodMessage) => void,
): Promise<T> {
  slices.vod.setState(vodTransitions.started);
  try {
    const result = await call();
    slices.vod.setState(vodTransitions.finished);
    return result;
  } catch (caught) {
    const error = toVodError(caught);
    if (error.code === 'ABORTED') {
      slices.vod.setState(vodTransitions.finished);
    } else {
      slices.vod.setState((state) => vodTransitions.failed(state, error.reason));
      onError?.(error.reason);
    }
    throw error;
  }
}

export type QueryState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: VodMessage }
  | { status: 'signin-failed'; data: null; error: VodMessage | null };

const LOADING = { status: 'loading', data: null, error: null } as const;

/** Message of anything a load threw. */
function reasonOf(caught: unknown): VodMessage {
  return toVodError(caught).reason;
}

/**
 * Loads data for `key` with a VOD session (signing in first when needed). A new key shows the
 * loading state at once and aborts the previous request; `retry` loads again (and signs in again
 * when an error dropped the token).
 */
export function useVodQuery<T>(
  key: string | null,
  load: (client: VodClient, signal: AbortSignal) => Promise<T>,
  options: { onError?: (message: VodMessage) => void } = {},
): { state: QueryState<T>; retry: () => void } {
  const core = useCore();
  const runtime = vodRuntime(core);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string | null; attempt: number; state: QueryState<T> }>({ key, attempt, state: LOADING });
  const loadRef = useRef(load);
  loadRef.current = load;
  const onErrorRef = useRef(options.onError);
  onErrorRef.current = options.onError;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const settle = (state: QueryState<T>) => {
      if (!controller.signal.aborted) setResult({ key, attempt, state });
    };
    void (async () => {
      if (!(await ensureVodSession(core))) {
        settle({ status: 'signin-failed', data: null, error: runtime.slices.vod.getState().errormessage });
        return;
      }
      try {
        const data = await runVod(runtime.slices, () => loadRef.current(runtime.client, controller.signal), onErrorRef.current);
        settle({ status: 'ready', data, error: null });
      } catch (caught) {
        settle({ status: 'error', data: null, error: reasonOf(caught) });
      }
    })();
    return () => controller.abort();
  }, [key, attempt, core, runtime]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: result.key === key && result.attempt === attempt ? result.state : LOADING, retry };
}

/** Where a paged list lives: a list of the vod slice, or the audios list. */
export interface ListTarget {
  read: () => VodItem[];
  set: (items: VodItem[]) => void;
  append: (page: VodItem[]) => void;
  maxReached: () => boolean;
  store: StoreApi<VodState> | StoreApi<AudiosState>;
  select: (state: VodState & AudiosState) => VodItem[];
  onError?: (message: VodMessage) => void;
}

export function vodListTarget(slices: VodSlices, key: VodListKey): ListTarget {
  return {
    read: () => slices.vod.getState()[key],
    set: (items) => slices.vod.setState((state) => vodTransitions.listSet(state, key, items)),
    append: (page) => slices.vod.setState((state) => vodTransitions.pageAppended(state, key, page)),
    maxReached: () => slices.vod.getState().maxReached,
    store: slices.vod,
    select: (state) => state[key],
  };
}

export function audioListTarget(slices: VodSlices): ListTarget {
  return {
    read: () => slices.audios.getState().audios,
    set: (items) => slices.audios.setState((state) => audiosTransitions.audiosSet(state, items)),
    append: (page) => slices.audios.setState((state) => audiosTransitions.pageAppended(state, page)),
    maxReached: () => slices.audios.getState().maxReached,
    store: slices.audios,
    select: (state) => state.audios,
    onError: (message) => slices.audios.setState((state) => audiosTransitions.failed(state, message)),
  };
}

export interface PagedList {
  /** The list for `key` (empty until its first page arrived). */
  items: VodItem[];
  status: 'loading' | 'ready' | 'error' | 'signin-failed';
  error: VodMessage | null;
  /** A further page is being loaded. */
  loadingMore: boolean;
  maxReached: boolean;
  /** Load the next page (no-op while one is loading or when no more exist). */
  loadMore: () => void;
  retry: () => void;
}

/**
 * A list that loads in pages of `pageSize` (000 §4, §9) and stops once a page returns no items
 * (maxReached). The list lives in its slice (`target`); `key` names what it contains (type,
 * genre, search …), so a list of another key is never shown as this one.
 */
export function usePagedList(
  key: string | null,
  target: ListTarget,
  pageSize: number,
  fetchPage: (client: VodClient, offset: number, limit: number, signal: AbortSignal) => Promise<VodPage>,
): PagedList {
  const core = useCore();
  const runtime = vodRuntime(core);
  const items = useSlice(target.store as StoreApi<VodState & AudiosState>, target.select);
  const maxReached = useSlice(target.store as StoreApi<VodState & AudiosState>, (state) => state.maxReached);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [status, setStatus] = useState<PagedList['status']>('loading');
  const [error, setError] = useState<VodMessage | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const targetRef = useRef(target);
  targetRef.current = target;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    inFlight.current?.abort();
    inFlight.current = controller;
    setStatus('loading');
    setError(null);
    setLoadingMore(false);
    void (async () => {
      if (!(await ensureVodSession(core))) {
        if (!controller.signal.aborted) {
          setError(runtime.slices.vod.getState().errormessage);
          setStatus('signin-failed');
        }
        return;
      }
      try {
        const page = await runVod(
          runtime.slices,
          () => fetchRef.current(runtime.client, 0, pageSize, controller.signal),
          targetRef.current.onError,
        );
        if (controller.signal.aborted) return;
        targetRef.current.set(page.vods ?? []);
        // A first page that is already empty: nothing more to ask for.
        if ((page.vods ?? []).length === 0) targetRef.current.append([]);
        setLoadedKey(key);
        setStatus('ready');
      } catch (caught) {
        if (controller.signal.aborted) return;
        setError(reasonOf(caught));
        setStatus('error');
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    })();
    return () => controller.abort();
  }, [key, attempt, pageSize, core, runtime]);

  const loadMore = useCallback(() => {
    if (key === null || loadedKey !== key || inFlight.current || targetRef.current.maxReached()) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setLoadingMore(true);
    void (async () => {
      try {
        if (!(await ensureVodSession(core))) throw new SignInFailed();
        const offset = targetRef.current.read().length;
        const page = await runVod(
          runtime.slices,
          () => fetchRef.current(runtime.client, offset, pageSize, controller.signal),
          targetRef.current.onError,
        );
        if (!controller.signal.aborted) targetRef.current.append(page.vods ?? []);
      } catch (caught) {
        if (!controller.signal.aborted) {
          setError(caught instanceof SignInFailed ? runtime.slices.vod.getState().errormessage : reasonOf(caught));
          setStatus(caught instanceof SignInFailed ? 'signin-failed' : 'error');
        }
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
        if (!controller.signal.aborted) setLoadingMore(false);
      }
    })();
  }, [key, loadedKey, pageSize, core, runtime]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const current = loadedKey === key;
  return {
    items: current ? items : [],
    status: current || status !== 'ready' ? status : 'loading',
    error,
    loadingMore,
    maxReached: current && maxReached,
    loadMore,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
