/**
 * <lido-seanet-vod>: the second catalogue (000 §2): /seanetvod (genres), /seanetvod/genre/{id},
 * /seanetvod/movie/{id} and /seanetvod/moviePlayer (navigation state: movie id, media path,
 * token, title). Every read goes through the query layer (core/query/seanet.ts), in the catalogue
 * language the guest chose.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { durationFromMinutes, durationMessage } from '../../core/format/durations';
import { truncateTileTitle } from '../../core/format/text';
import type { SeanetMovie } from '../../core/hub/seanet';
import { useHubQuery } from '../../core/query/hooks';
import { seanetGenreMoviesQuery, seanetGenresQuery, seanetMovieQuery, seanetPlaybackQuery } from '../../core/query/seanet';
import { readNavigationState } from '../../core/navigation/nav-state';
import { useNavigate, useRoute, useT, type WidgetProps } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { Fact } from '../../core/ui/Fact';
import { ErrorNotice, NotFoundNotice, Notice } from '../../core/ui/Notice';
import { Picture } from '../../core/ui/Picture';
import { StreamPlayer } from '../../core/ui/player/StreamPlayer';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { VodLanguage, useSeanetLocales } from '../../core/ui/VodLanguage';
import { attributesOfPath } from '../../core/navigation/route-table';
import meta from './seanet-vod.meta';

export type SeanetRoute =
  | { view: 'overview' }
  | { view: 'genre'; genreId: string }
  | { view: 'movie'; movieId: string }
  | { view: 'player' }
  | { view: 'not-found' };

export const PLAYER_PATH = '/seanetvod/moviePlayer';

/** Navigation state of /seanetvod/moviePlayer (000 §2). */
export interface SeanetPlayerState {
  movieId: number;
  mediaPath: string;
  token: string;
  title: string;
}

export function isSeanetPlayerState(value: unknown): value is SeanetPlayerState {
  if (!value || typeof value !== 'object') return false;
  const state = value as Partial<Record<keyof SeanetPlayerState, unknown>>;
  return (
    (typeof state.movieId === 'number' || typeof state.movieId === 'string') &&
    typeof state.mediaPath === 'string' &&
    state.mediaPath !== '' &&
    typeof state.token === 'string' &&
    typeof state.title === 'string'
  );
}

const isId = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);

/** The attributes (the element's, or those an in-place route's page gives) → the view; a genre or movie without a numeric id is not found. */
export function seanetRoute(view: string | undefined, genreId: string | undefined, movieId: string | undefined): SeanetRoute {
  switch (view) {
    case 'overview':
    case 'player':
      return { view };
    case 'genre':
      return isId(genreId) ? { view, genreId } : { view: 'not-found' };
    case 'movie':
      return isId(movieId) ? { view, movieId } : { view: 'not-found' };
    default:
      return { view: 'not-found' };
  }
}

/** An in-place route (a path of the meta's pages) → its view; any other path, a malformed escape too: not found. */
export function seanetRouteOf(path: string): SeanetRoute {
  const attributes = attributesOfPath(meta.pages, path);
  return attributes ? seanetRoute(attributes.view, attributes['genre-id'], attributes['movie-id']) : { view: 'not-found' };
}

export function seanetPath(route: SeanetRoute): string {
  switch (route.view) {
    case 'genre':
      return `/seanetvod/genre/${route.genreId}`;
    case 'movie':
      return `/seanetvod/movie/${route.movieId}`;
    case 'player':
      return PLAYER_PATH;
    default:
      return '/seanetvod';
  }
}

export function SeanetVod({ view, genreId, movieId }: WidgetProps<typeof meta>) {
  const routed = useRoute();
  const route = routed ? seanetRouteOf(routed.path) : seanetRoute(view, genreId, movieId);
  // The catalogue's locales first (which language it is shown in): a failure says so, with a retry.
  const { query: locales, locale } = useSeanetLocales(route.view !== 'player');
  // The subheader of the portal has the language button; alone, the widget shows its own.
  const [ownLanguageButton] = useState(() => typeof document !== 'undefined' && !document.querySelector('lido-subheader'));
  return (
    <div className="seanet" part="root">
      {ownLanguageButton && (
        <div className="seanet-bar">
          <VodLanguage />
        </div>
      )}
      {route.view === 'player' ? (
        <SeanetPlayer />
      ) : (
        <QueryView query={locales}>{() => (locale === null ? null : <CatalogueView route={route} locale={locale} />)}</QueryView>
      )}
    </div>
  );
}

function CatalogueView({ route, locale }: { route: SeanetRoute; locale: string }): ReactNode {
  switch (route.view) {
    case 'overview':
      return <Genres locale={locale} />;
    case 'genre':
      return <GenreMovies genreId={route.genreId} locale={locale} key={route.genreId} />;
    case 'movie':
      return <Movie movieId={route.movieId} locale={locale} key={route.movieId} />;
    default:
      return <NotFound />;
  }
}

function NotFound() {
  const t = useT('vod');
  return <NotFoundNotice text={t('notFound')} backTo="/seanetvod" backLabel={t('seanet.genres')} />;
}

function Genres({ locale }: { locale: string }) {
  const t = useT('vod');
  const genres = useHubQuery(seanetGenresQuery, [locale]);
  return (
    <section className="view genres" aria-labelledby="seanet-title">
      <h2 id="seanet-title" className="view-title">
        {t('seanet.heading')}
      </h2>
      <QueryView query={genres} isEmpty={(list) => list.length === 0} empty={t('grid.empty')}>
        {(list) => (
          <ul className="genre-tiles">
            {list.map((genre) => (
              <li key={genre.id}>
                <RouteLink to={seanetPath({ view: 'genre', genreId: String(genre.id) })} className="genre-tile" part="genre-tile">
                  <Picture src={genre.imageUrl} className="genre-image" />
                  <span className="genre-name">{genre.name}</span>
                  {genre.movieCount !== undefined && <span className="genre-count">{t('seanet.movieCount', { count: genre.movieCount })}</span>}
                </RouteLink>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function GenreMovies({ genreId, locale }: { genreId: string; locale: string }) {
  const t = useT('vod');
  const genre = useHubQuery(seanetGenreMoviesQuery, [genreId, locale]);
  return (
    <section className="view catalogue" aria-labelledby="seanet-genre-title">
      <div className="view-head">
        <h2 id="seanet-genre-title" className="view-title">
          {genre.data?.genre.name ?? t('seanet.heading')}
        </h2>
        <RouteLink to="/seanetvod" className="button secondary">
          {t('seanet.genres')}
        </RouteLink>
      </div>
      <QueryView query={genre} isEmpty={(data) => data.movies.length === 0} empty={t('grid.empty')}>
        {(data) => (
          <ul className="simple-grid" part="grid">
            {data.movies.map((movie) => {
              const short = truncateTileTitle(movie.title);
              return (
                <li key={movie.id}>
                  <RouteLink to={seanetPath({ view: 'movie', movieId: String(movie.id) })} className="tile" part="tile">
                    <Picture src={movie.posterUrl} className="tile-image" />
                    <span className="tile-title" title={short === movie.title ? undefined : movie.title}>
                      {short}
                    </span>
                    {short !== movie.title && <span className="lido-visually-hidden">{movie.title}</span>}
                  </RouteLink>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function Movie({ movieId, locale }: { movieId: string; locale: string }) {
  const movie = useHubQuery(seanetMovieQuery, [movieId, locale]);
  return <QueryView query={movie}>{(data) => <MovieDetail movie={data} movieId={movieId} />}</QueryView>;
}

function MovieDetail({ movie, movieId }: { movie: SeanetMovie; movieId: string }) {
  const t = useT('vod');
  const tc = useT('common');
  const navigate = useNavigate();
  // Play asks for the playback address (a read), then opens the player with it.
  const [playing, setPlaying] = useState(false);
  const playback = useHubQuery(seanetPlaybackQuery, playing ? [movieId] : null);
  const { data: start } = playback;
  useEffect(() => {
    if (!playing || !start) return;
    setPlaying(false);
    navigate(PLAYER_PATH, { movieId: start.movieId, mediaPath: start.mediaPath, token: start.token, title: movie.title } satisfies SeanetPlayerState);
  }, [playing, start, navigate, movie.title]);
  const starting = playing && playback.isFetching;
  const play = () => {
    if (starting) return;
    if (playing) void playback.refetch();
    else setPlaying(true);
  };
  const duration = movie.durationMinutes ? durationMessage(durationFromMinutes(movie.durationMinutes)) : null;

  return (
    <article className="view detail" aria-labelledby="seanet-movie-title">
      <div className="detail-backdrop">
        <Picture src={movie.backdropUrl ?? movie.posterUrl} className="backdrop-image" eager />
      </div>
      <div className="detail-body">
        <Picture src={movie.posterUrl} className="detail-poster" eager />
        <div className="detail-text">
          <h2 id="seanet-movie-title" className="view-title">
            {movie.title}
          </h2>
          <dl className="facts">
            {movie.year ? <Fact label={t('detail.year')}>{movie.year}</Fact> : null}
            {duration && <Fact label={t('detail.runTime')}>{tc(duration.key, { ...duration.values })}</Fact>}
            {typeof movie.ageRating === 'number' && (
              <Fact label={t('detail.ageRating')}>{movie.ageRating > 0 ? t('detail.ageRatingValue', { age: movie.ageRating }) : t('detail.allAges')}</Fact>
            )}
            {movie.genre && <Fact label={t('detail.genres')}>{movie.genre.name}</Fact>}
            {movie.audioLocales && movie.audioLocales.length > 0 && (
              <Fact label={t('detail.audioLanguages')}>{movie.audioLocales.map((code) => code.toUpperCase()).join(', ')}</Fact>
            )}
            {movie.subtitleLocales && movie.subtitleLocales.length > 0 && (
              <Fact label={t('detail.subtitles')}>{movie.subtitleLocales.map((code) => code.toUpperCase()).join(', ')}</Fact>
            )}
          </dl>
          {movie.synopsis && <p className="description">{movie.synopsis}</p>}
          <div className="button-row">
            <Button className="play" part="play" busy={starting} onClick={play}>
              {t('detail.play')}
            </Button>
            {movie.genre && (
              <RouteLink to={seanetPath({ view: 'genre', genreId: String(movie.genre.id) })} className="button secondary">
                {movie.genre.name}
              </RouteLink>
            )}
          </div>
          {playing && playback.isError && !starting && <ErrorNotice error={playback.error} onRetry={play} />}
        </div>
      </div>
    </article>
  );
}

/** The player needs its navigation state (000 §2); without it: the error-fetching-content message (002 §8). */
function SeanetPlayer() {
  const t = useT('vod');
  const routed = useRoute();
  const candidates = [routed?.state, readNavigationState(PLAYER_PATH)];
  const state = (candidates.find(isSeanetPlayerState) as SeanetPlayerState | undefined) ?? null;
  return (
    <section className="view player" aria-labelledby="seanet-player-title">
      <div className="player-head">
        <RouteLink to={state ? seanetPath({ view: 'movie', movieId: String(state.movieId) }) : '/seanetvod'} className="button secondary back">
          {t('player.back')}
        </RouteLink>
        <h2 id="seanet-player-title" className="view-title">
          {state?.title ?? t('player.label')}
        </h2>
      </div>
      {state ? (
        <StreamPlayer source={{ url: state.mediaPath }} kind="video" title={state.title} />
      ) : (
        <Notice tone="error">
          <p>{t('errorFetchingContent')}</p>
        </Notice>
      )}
    </section>
  );
}
