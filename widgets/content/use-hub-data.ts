import { useCallback, useEffect, useState } from 'react';
import { HubError } from '../../core/hub/client';

export type HubData<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: HubError };

export interface HubDataResult<T> {
  state: HubData<T>;
  retry: () => void;
}

const LOADING = { status: 'loading', data: null, error: null } as const;

/**
 * Loads hub data for the current key (000 §4: spinner, then content; a new route id resets the
 * page). A new key shows the loading state at once — never the previous item's content — and
 * aborts the request in flight; `retry` runs the same load again after an error.
 * `key` must identify everything `load` depends on.
 */
export function useHubData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): HubDataResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string | null; attempt: number; state: HubData<T> }>({ key, attempt, state: LOADING });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key, attempt, state: { status: 'ready', data, error: null } });
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        const error = caught instanceof HubError ? caught : new HubError(caught instanceof Error ? caught.message : String(caught), 'NETWORK');
        setResult({ key, attempt, state: { status: 'error', data: null, error } });
      },
    );
    return () => controller.abort();
    // `load` is a new closure every render; `key` names what it loads.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A result for another key or attempt is stale: show loading until the current one arrives.
  const state = result.key === key && result.attempt === attempt ? result.state : LOADING;
  return { state, retry };
}
