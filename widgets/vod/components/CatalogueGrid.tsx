/**
 * The grids of the catalogue (000 §2): movies and series per genre or all of them, all audio or
 * audio per genre, the kids area and kids movies, the watchlist. Lists load in pages and the next
 * page is asked for when the guest reaches the bottom (also of search results).
 */
import { memo, useEffect, useState } from 'react';
import type { VodGenre, VodItem } from '../../../core/hub/vod';
import { useHubQuery } from '../../../core/query/hooks';
import { useHubPagedQuery } from '../../../core/query/paged';
import { toggleWatchlist, vodGenresQuery, vodTitlesQuery, vodWatchlistQuery } from '../../../core/query/vod';
import { vodRuntime } from '../../../core/session/vod-actions';
import { audiosTransitions, vodTransitions } from '../../../core/session/vod-slices';
import { useCore, useSlice, useT } from '../../../core/react/index';
import { truncateTileTitle } from '../../../core/format/text';
import { gridSpec, itemRoute, posterOf, titleKey, type GridRoute } from '../titles';
import { vodPath } from '../routes';
import { Loading } from '../../../core/ui/Loading';
import { ErrorNotice } from '../../../core/ui/Notice';
import { Picture } from '../../../core/ui/Picture';
import { RouteLink } from '../../../core/ui/RouteLink';
import { VirtualGrid } from '../../../core/ui/VirtualGrid';
import { VodQueryView } from '../../../core/ui/VodGate';

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

/** The genre's name for the heading (the genres are one cached list, shared with the genre tiles). */
function useGenreName(genreId: string | undefined): string | null {
  const named = useHubQuery(vodGenresQuery, genreId ? [] : null, {
    select: (genres: VodGenre[]) => genres.find((genre) => String(genre.id) === genreId)?.name ?? null,
  });
  return named.data ?? null;
}

export function CatalogueGrid({ route }: { route: GridRoute }) {
  const t = useT('vod');
  const { slices } = vodRuntime(useCore());
  const genreName = useGenreName('genreId' in route ? route.genreId : undefined);
  const movieTerm = useSlice(slices.vod, (state) => state.searchTermMovies);
  const seriesTerm = useSlice(slices.vod, (state) => state.searchTermSeries);
  const audioTerm = useSlice(slices.audios, (state) => state.searchTermAudio);
  const term = route.view === 'movies' ? movieTerm : route.view === 'series' ? seriesTerm : route.view === 'audios' ? audioTerm : '';
  const spec = gridSpec(route, term);
  // A title's detail loads while the guest looks at the grid (Vod.tsx loads it lazily).
  useEffect(() => {
    void import('./Detail');
  }, []);
  const paging = { pageSize: spec.pageSize, itemKey: titleKey };
  const titles = useHubPagedQuery(vodTitlesQuery, spec.list === 'titles' ? [spec.filters] : null, paging);
  const watchlist = useHubPagedQuery(vodWatchlistQuery, spec.list === 'watchlist' ? [] : null, paging);
  const list = spec.list === 'watchlist' ? watchlist : titles;

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
      <VodQueryView
        query={list.query}
        isEmpty={(items) => items.length === 0}
        empty={searching ? t('searchNoResult') : route.view === 'watchlist' ? t('watchlist.empty') : t('grid.empty')}
        emptyLive
      >
        {(items) => (
          <VirtualGrid
            items={items}
            getKey={titleKey}
            label={heading}
            ratio={1.5}
            captionHeight={CAPTION_HEIGHT}
            onEndReached={list.loadMore}
            complete={list.maxReached}
            renderTile={(item, index, focus) => <Tile item={item} index={index} tabIndex={focus.tabIndex} removable={route.view === 'watchlist'} />}
          />
        )}
      </VodQueryView>
      {list.loadingMore && <Loading label={t('grid.loadingMore')} />}
      {list.moreError !== null && <ErrorNotice error={list.moreError} onRetry={list.loadMore} />}
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
        <button
          type="button"
          className="tile-remove"
          tabIndex={tabIndex}
          onClick={() => void toggleWatchlist(core, item)}
          aria-label={t('watchlist.removeTitle', { title: item.title })}
        >
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
    <form
      className="search"
      role="search"
      part="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(text);
      }}
    >
      <label>
        <span className="lido-visually-hidden">{t('search.label')}</span>
        <input type="search" className="input" value={text} placeholder={t('search.placeholder')} onChange={(event) => setText(event.target.value)} />
      </label>
    </form>
  );
}
