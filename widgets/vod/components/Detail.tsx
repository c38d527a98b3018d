/**
 * /vod/detail/{id}: movie detail (000 §2, §3): pictures, actors, directors, long description,
 * rating, age rating, duration as hours and minutes, the last playback position, Play.
 */
import { durationFromSeconds, durationMessage } from '../../../core/format/durations';
import { ALL_VOD_TYPES, type VodItem } from '../../../core/hub/vod';
import { useHubQuery } from '../../../core/query/hooks';
import { vodTitleQuery } from '../../../core/query/vod';
import { formatDecimal } from '../../../core/format/numbers';
import { useLanguage, useT } from '../../../core/react/index';
import { clock, durationSeconds, posterOf } from '../titles';
import { vodPath } from '../routes';
import { Fact } from '../../../core/ui/Fact';
import { Picture } from '../../../core/ui/Picture';
import { RouteLink } from '../../../core/ui/RouteLink';
import { VodQueryView } from '../../../core/ui/VodGate';
import { TitleNotFound } from './ItemNotice';
import { WatchlistToggle } from './WatchlistToggle';

/** Navigation state of the player route: where to start (0 = from the beginning). */
export interface PlayerRouteState {
  startAt?: number;
}

export function Detail({ itemId }: { itemId: string }) {
  // The cached title: a watchlist toggle or a recorded position updates it there.
  const title = useHubQuery(vodTitleQuery, [Number(itemId), ALL_VOD_TYPES]);
  return <VodQueryView query={title}>{(item) => (item ? <DetailBody item={item} /> : <TitleNotFound />)}</VodQueryView>;
}

function DetailBody({ item }: { item: VodItem }) {
  const t = useT('vod');
  const language = useLanguage();
  const tc = useT('common');
  const seconds = durationSeconds(item);
  const duration = seconds ? durationMessage(durationFromSeconds(seconds)) : null;
  const position = item.last_playback_status?.position_seconds ?? 0;
  const playable = item.type !== 'series' && item.type !== 'audio_series' && item.assets?.playable !== false;
  const episode = item.series_info && item.type === 'episode' ? item.series_info : null;

  return (
    <article className="view detail" aria-labelledby="vod-detail-title">
      <div className="detail-backdrop">
        <Picture src={item.images?.backdrop ?? posterOf(item)} className="backdrop-image" eager />
      </div>
      <div className="detail-body">
        <Picture src={posterOf(item)} className="detail-poster" eager />
        <div className="detail-text">
          {episode && (
            <p className="detail-series">
              <RouteLink to={vodPath({ view: 'serie', itemId: String(episode.series_id), season: episode.season ? String(episode.season) : undefined })}>
                {episode.series_title}
              </RouteLink>{' '}
              {t('serie.seasonEpisode', { season: episode.season ?? '', episode: episode.episode ?? '' })}
            </p>
          )}
          <h2 id="vod-detail-title" className="view-title">
            {item.title}
          </h2>
          <dl className="facts">
            {item.year ? <Fact label={t('detail.year')}>{item.year}</Fact> : null}
            {duration && <Fact label={t('detail.runTime')}>{tc(duration.key, { ...duration.values })}</Fact>}
            {typeof item.rating === 'number' && (
              <Fact label={t('detail.rating')}>{t('detail.ratingValue', { rating: formatDecimal(item.rating, language) })}</Fact>
            )}
            {typeof item.rating_age === 'number' && (
              <Fact label={t('detail.ageRating')}>{item.rating_age > 0 ? t('detail.ageRatingValue', { age: item.rating_age }) : t('detail.allAges')}</Fact>
            )}
            {item.genres && item.genres.length > 0 && <Fact label={t('detail.genres')}>{item.genres.map((genre) => genre.name).join(', ')}</Fact>}
            {item.languages && item.languages.audio.length > 0 && (
              <Fact label={t('detail.audioLanguages')}>{item.languages.audio.map((code) => code.toUpperCase()).join(', ')}</Fact>
            )}
            {item.languages && item.languages.subtitles.length > 0 && (
              <Fact label={t('detail.subtitles')}>{item.languages.subtitles.map((code) => code.toUpperCase()).join(', ')}</Fact>
            )}
          </dl>
          {item.descriptions?.long && <p className="description">{item.descriptions.long}</p>}
          <dl className="facts people">
            {item.actors && item.actors.length > 0 && <Fact label={t('detail.actors')}>{item.actors.join(', ')}</Fact>}
            {item.directors && item.directors.length > 0 && <Fact label={t('detail.directors')}>{item.directors.join(', ')}</Fact>}
          </dl>
          {playable && position > 0 && (
            <p className="position" part="position">
              {t('detail.lastPosition', { position: clock(position) })}
            </p>
          )}
          <div className="button-row">
            {playable && (
              <RouteLink to={vodPath({ view: 'player', itemId: String(item.id) })} className="button primary play" part="play">
                {position > 0 ? t('detail.resume') : t('detail.play')}
              </RouteLink>
            )}
            {playable && position > 0 && (
              <RouteLink
                to={vodPath({ view: 'player', itemId: String(item.id) })}
                state={{ startAt: 0 } satisfies PlayerRouteState}
                className="button secondary"
              >
                {t('detail.playFromStart')}
              </RouteLink>
            )}
            {item.type === 'series' && (
              <RouteLink to={vodPath({ view: 'serie', itemId: String(item.id) })} className="button primary">
                {t('serie.seasons')}
              </RouteLink>
            )}
            <WatchlistToggle item={item} />
          </div>
        </div>
      </div>
    </article>
  );
}
