/**
 * Data of the second catalogue: every call goes through the seanet session (token reused until
 * it expires, then renewed; 000 §4), in the catalogue locale the guest chose.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SEANET_DATA_LIFETIME_MS,
  SeanetError,
  getSeanetGenres,
  getSeanetLocales,
  type SeanetCatalogue,
  type SeanetGenre,
} from '../../core/hub/seanet';
import { seanetSession } from '../../core/session/vod-actions';
import type { LidoCore } from '../../core/index';
import { seanetTransitions } from '../../core/session/vod-slices';
import { useCore, useLanguage, useSlice } from '../../core/react/index';

export type SeanetQuery<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: SeanetError };

const LOADING = { status: 'loading', data: null, error: null } as const;

function asSeanetError(caught: unknown): SeanetError {
  return caught instanceof SeanetError ? caught : new SeanetError(caught instanceof Error ? caught.message : String(caught), 'NETWORK');
}

/** Loads data for `key` with a valid token; `retry` loads again. */
export function useSeanetQuery<T>(key: string | null, load: (base: string, token: string) => Promise<T>): { state: SeanetQuery<T>; retry: () => void } {
  const core = useCore();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string | null; attempt: number; state: SeanetQuery<T> }>({ key, attempt, state: LOADING });
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (key === null) return;
    let active = true;
    seanetSession(core)
      .call((base, token) => loadRef.current(base, token))
      .then(
        (data) => active && setResult({ key, attempt, state: { status: 'ready', data, error: null } }),
        (caught: unknown) => active && setResult({ key, attempt, state: { status: 'error', data: null, error: asSeanetError(caught) } }),
      );
    return () => {
      active = false;
    };
  }, [key, attempt, core]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: result.key === key && result.attempt === attempt ? result.state : LOADING, retry };
}

const localesLoaded = new WeakSet<LidoCore>();

/**
 * The catalogue locale: the guest's choice, else the interface language when the catalogue has
 * it, else the catalogue's default. Loads the list of locales once per page (for the language
 * button of the subheader and of this widget).
 */
export function useSeanetLocale(): string | null {
  const core = useCore();
  const language = useLanguage();
  const store = seanetSession(core).store;
  const locale = useSlice(store, (state) => state.seanetLocale);
  useEffect(() => {
    if (localesLoaded.has(core)) return;
    localesLoaded.add(core);
    seanetSession(core)
      .call((base, token) => getSeanetLocales(base, token))
      .then(
        (answer) => {
          const codes = (answer.locales ?? []).map((entry) => entry.code);
          const preferred = codes.includes(language) ? language : (answer.default ?? codes[0] ?? null);
          store.setState((state) => {
            const next = seanetTransitions.localesSet(state, codes);
            return state.seanetLocale && codes.includes(state.seanetLocale) ? next : { ...next, seanetLocale: preferred };
          });
        },
        () => localesLoaded.delete(core),
      );
  }, [core, store, language]);
  return locale;
}

/** The genres in `locale`, cached in the slice (`data`) until dataValidUntil. */
export async function loadSeanetGenres(core: LidoCore, locale: string, now = Date.now()): Promise<SeanetGenre[]> {
  const session = seanetSession(core);
  const { data, dataValidUntil } = session.store.getState();
  if (data && data.locale === locale && dataValidUntil !== null && now < dataValidUntil) return data.genres;
  const genres = await session.call((base, token) => getSeanetGenres(base, token, locale));
  const catalogue: SeanetCatalogue = { locale, genres };
  session.store.setState((state) => seanetTransitions.dataSet(state, catalogue, Date.now() + SEANET_DATA_LIFETIME_MS));
  return genres;
}
