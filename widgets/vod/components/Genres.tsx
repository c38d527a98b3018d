/** /vod/overview/genre/{type}: the genre tiles of movies or series (000 §2; provider 146 excluded). */
import { useEffect } from 'react';
import { useT } from '../../../core/react/index';
import type { VodGenre } from '../../../core/hub/vod';
import { useHubQuery } from '../../../core/query/hooks';
import { vodGenresQuery } from '../../../core/query/vod';
import { vodPath } from '../routes';
import { Picture } from '../../../core/ui/Picture';
import { RouteLink } from '../../../core/ui/RouteLink';
import { VodQueryView } from '../../../core/ui/VodGate';

/** Genres that hold titles of the type (a genre of series only is no movie genre). */
export function genresForType(genres: readonly VodGenre[], type: 'movies' | 'series'): VodGenre[] {
  const vodType = type === 'movies' ? 'movie' : 'series';
  return genres.filter((genre) => genre.kind !== 'audio' && (genre.vods?.[vodType] ?? 0) > 0);
}

export function Genres({ type }: { type: 'movies' | 'series' }) {
  const t = useT('vod');
  const genres = useHubQuery(vodGenresQuery, []);
  // The grid a genre opens loads while the guest picks one (Vod.tsx loads it lazily).
  useEffect(() => {
    void import('./CatalogueGrid');
  }, []);
  const headingId = `vod-genres-${type}`;

  return (
    <section className="view genres" aria-labelledby={headingId}>
      <h2 id={headingId} className="view-title">
        {t(type === 'movies' ? 'genres.movieHeading' : 'genres.seriesHeading')}
      </h2>
      <VodQueryView query={genres}>
        {(all) => (
          <ul className="genre-tiles">
            <li>
              <RouteLink to={vodPath({ view: type })} className="genre-tile all" part="genre-tile">
                <span className="genre-name">{t(type === 'movies' ? 'genres.allMovies' : 'genres.allSeries')}</span>
              </RouteLink>
            </li>
            {genresForType(all, type).map((genre) => (
              <li key={genre.id}>
                <RouteLink to={vodPath({ view: type, genreId: String(genre.id) })} className="genre-tile" part="genre-tile">
                  <Picture src={genre.images?.tile} className="genre-image" />
                  <span className="genre-name">{genre.name}</span>
                </RouteLink>
              </li>
            ))}
          </ul>
        )}
      </VodQueryView>
    </section>
  );
}
