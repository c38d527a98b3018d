/**
 * The grids of the catalogue (000 §2): movies and series per genre or all of them, all audio or
 * audio per genre, the kids area and kids movies, the watchlist. Lists load in pages and the next
 * page is asked for when the guest reaches the bottom (also of search results).
 */
import { memo, useEffect, useMemo, useState } from 'react';
import { getVods, type VodItem } from '../../../core/hub/vod';
import { audiosTransitions, vodTransitions } from '../../../core/session/vod-slices';
import { useCore, useSlice, useT } from '../../../core/react/index';
import { truncateTileTitle } from '../../../core/format/text';
import { gridSpec, itemRoute, loadGenres, posterOf, toggleWatchlist, type GridRoute } from '../titles';
import { vodPath } from '../routes';
import { audioListTarget, usePagedList, useVodRuntime, vodListTarget } from '../vod-data';
import { EmptyState } from '../../../core/ui/EmptyState';
import { Loading } from '../../../core/ui/Loading';
import { ErrorNotice } from '../../../core/ui/Notice';
import { Picture } from '../../../core/ui/Picture';
import { RouteLink } from '../../../core/ui/RouteLink';
import { VirtualGrid } from '../../../core/ui/VirtualGrid';
import { SignInFailedNotice } from '../../../core/ui/VodGate';

export const SEARCH_DEBOUNCE_MS = 300;
/** Caption height under a poster: two lines of title. */
const CAPTION_HEIGHT = 56;

const TITLE_KEYS: Record<GridRoute['view'], string> = {
  movies: 'grid.movies',
  series: 'grid.series',
  audios: 'grid.audios',
  kids: 'grid.kids',
  'kids-movies': 'grid.kidsMovies',
  watchlist: 'watchlist.heading',
};

function useGenreName(genreId: string | undefined): string | null {
  const core = useCore();
  const { slices } = useVodRuntime();
  const video = useSlice(slices.vod, (state) => state.genres);
  const audio = useSlice(slices.audios, (state) => state.genres);
  useEffect(() => {
    if (genreId && video.length === 0 && audio.length === 0) loadGenres(core).catch(() => {});
  }, [core, genreId, video.length, audio.length]);
  if (!genreId) return null;
  return [...video, ...audio].find((genre) => String(genre.id) === genreId)?.name ?? null;
}

export function CatalogueGrid({ route }: { route: GridRoute }) {
  const t = useT('vod');
  const { slices } = useVodRuntime();
  const genreName = useGenreName('genreId' in route ? route.genreId : undefined);
  const movieTerm = useSlice(slices.vod, (state) => state.searchTermMovies);
  const seriesTerm = useSlice(slices.vod, (state) => state.searchTermSeries);
  const audioTerm = useSlice(slices.audios, (state) => state.searchTermAudio);
  const term = route.view === 'movies' ? movieTerm : route.view === 'series' ? seriesTerm : route.view === 'audios' ? audioTerm : '';
  const spec = gridSpec(route, term);
  const key = JSON.stringify([spec.filters, spec.pageSize]);
  const target = useMemo(() => (spec.list === 'audios' ? audioListTarget(slices) : vodListTarget(slices, spec.list)), [slices, spec.list]);
  const list = usePagedList(key, target, spec.pageSize, (client, offset, limit, signal) =>
    getVods(client, { ...spec.filters, offset, limit }, { signal }),
  );

  // The audio part of the watchlist also lives in the audios slice (000 §3).
  useEffect(() => {
    if (route.view !== 'watchlist' || list.status !== 'ready') return;
    const audio = list.items.filter((item) => item.type.startsWith('audio'));
    slices.audios.setState((state) => audiosTransitions.watchlistSet(state, audio));
  }, [route.view, list.status, list.items, slices]);

  const heading = genreName ?? t(TITLE_KEYS[route.view]);
  const headingId = `vod-grid-${route.view}`;
  const searching = term.trim() !== '';

  return (
    <section className="view catalogue" aria-labelledby={headingId}>
      <div className="view-head">
        <h2 id={headingId} className="view-title">
          {heading}
        </h2>
        {route.view === 'kids' && (
          <RouteLink to={vodPath({ view: 'kids-movies' })} className="button secondary">
            {t('grid.kidsMovies')}
          </RouteLink>
        )}
      </div>
      {spec.search && (
        <SearchBox
          value={term}
          onChange={(value) => {
            if (spec.search === 'searchTermAudio') slices.audios.setState((state) => audiosTransitions.searchTermAudioSet(state, value));
            else if (spec.search === 'searchTermSeries') slices.vod.setState((state) => vodTransitions.searchTermSeriesSet(state, value));
            else slices.vod.setState((state) => vodTransitions.searchTermMoviesSet(state, value));
          }}
        />
      )}
      {list.status === 'loading' && <Loading />}
      {list.status === 'signin-failed' && <SignInFailedNotice onRetry={list.retry} />}
      {list.status === 'error' && list.items.length === 0 && <ErrorNotice error={list.error} onRetry={list.retry} />}
      {(list.status === 'ready' || (list.status === 'error' && list.items.length > 0)) &&
        (list.items.length === 0 ? (
          <EmptyState live>{searching ? t('searchNoResult') : route.view === 'watchlist' ? t('watchlist.empty') : t('grid.empty')}</EmptyState>
        ) : (
          <VirtualGrid
            items={list.items}
            getKey={(item) => item.id}
            label={heading}
            ratio={1.5}
            captionHeight={CAPTION_HEIGHT}
            onEndReached={list.loadMore}
            complete={list.maxReached}
            renderTile={(item, index, focus) => (
              <Tile item={item} index={index} tabIndex={focus.tabIndex} removable={route.view === 'watchlist'} />
            )}
          />
        ))}
      {list.loadingMore && <Loading label={t('grid.loadingMore')} />}
      {list.status === 'error' && list.items.length > 0 && <ErrorNotice error={list.error} onRetry={list.loadMore} />}
    </section>
  );
}

/** One title tile; memoised: while the grid scrolls, tiles that stay on screen do not render again. */
const Tile = memo(function Tile({ item, index, tabIndex, removable }: { item: VodItem; index: number; tabIndex: number; removable: boolean }) {
  const core = useCore();
  const t = useT('vod');
  const short = truncateTileTitle(item.title);
  return (
    <>
      <RouteLink to={vodPath(itemRoute(item))} className="tile" part="tile" tabIndex={tabIndex} data-index={index}>
        <Picture src={posterOf(item)} className="tile-image" />
        <span className="tile-title" title={short === item.title ? undefined : item.title}>
          {short}
        </span>
        {short !== item.title && <span className="lido-visually-hidden">{item.title}</span>}
      </RouteLink>
      {removable && (
        <button type="button" className="tile-remove" tabIndex={tabIndex} onClick={() => void toggleWatchlist(core, item)} aria-label={t('watchlist.removeTitle', { title: item.title })}>
          ×
        </button>
      )}
    </>
  );
});

/** The search box: the list follows the typed text after a short pause; the text is never lost. */
function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT('vod');
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // onChange is a new closure every render; the text decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <form className="search" role="search" part="search" onSubmit={(event) => {
      event.preventDefault();
      onChange(text);
    }}>
      <label>
        <span className="lido-visually-hidden">{t('search.label')}</span>
        <input type="search" className="input" value={text} placeholder={t('search.placeholder')} onChange={(event) => setText(event.target.value)} />
      </label>
    </form>
  );
}
