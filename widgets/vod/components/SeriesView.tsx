/**
 * /vod/overview/serie/{id}: a series with its seasons; /vod/overview/serie/{id}/{season}: the
 * episodes of one season (000 §2).
 */
import { durationFromSeconds, durationMessage } from '../../../core/format/durations';
import { DEFAULT_PAGE_SIZE, type VodItem, type VodType } from '../../../core/hub/vod';
import { useHubQuery } from '../../../core/query/hooks';
import { useHubPagedQuery } from '../../../core/query/paged';
import { vodEpisodesQuery, vodTitleQuery } from '../../../core/query/vod';
import { useT } from '../../../core/react/index';
import { clock, durationSeconds, posterOf, titleKey } from '../titles';
import { vodPath } from '../routes';
import { ErrorNotice } from '../../../core/ui/Notice';
import { Picture } from '../../../core/ui/Picture';
import { RouteLink } from '../../../core/ui/RouteLink';
import { VodQueryView } from '../../../core/ui/VodGate';
import { Button } from '../../../core/ui/Button';
import { TitleNotFound } from './ItemNotice';
import { WatchlistToggle } from './WatchlistToggle';

const SERIES_TYPES: readonly VodType[] = ['series'];
const EPISODE_PAGES = { pageSize: DEFAULT_PAGE_SIZE, itemKey: titleKey };

export function SeriesView({ seriesId, season }: { seriesId: string; season?: string }) {
  const title = useHubQuery(vodTitleQuery, [Number(seriesId), SERIES_TYPES]);
  return <VodQueryView query={title}>{(serie) => (serie ? <Serie serie={serie} seriesId={seriesId} season={season} /> : <TitleNotFound />)}</VodQueryView>;
}

function Serie({ serie, seriesId, season }: { serie: VodItem; seriesId: string; season?: string }) {
  const seasons = serie.series_info?.seasons ?? [];

  return (
    <section className="view serie" aria-labelledby="vod-serie-title">
      <div className="detail-body">
        <Picture src={posterOf(serie)} className="detail-poster" eager />
        <div className="detail-text">
          <h2 id="vod-serie-title" className="view-title">
            {serie.title}
          </h2>
          {serie.descriptions?.long && <p className="description">{serie.descriptions.long}</p>}
          <div className="button-row">
            <WatchlistToggle item={serie} />
          </div>
        </div>
      </div>
      <SeasonNav seasons={seasons} current={season} view="serie" itemId={seriesId} countKey="serie.episodes" />
      {season && <SeasonItems seriesId={seriesId} season={season} />}
    </section>
  );
}

/**
 * The episodes of one season of a series, or the tracks of one season of an audio album, a page
 * at a time (tracks play directly: they have no detail page).
 */
export function SeasonItems({ seriesId, season, audio = false }: { seriesId: string; season: string; audio?: boolean }) {
  const t = useT('vod');
  const list = useHubPagedQuery(vodEpisodesQuery, [Number(seriesId), Number(season), audio], EPISODE_PAGES);
  const items = list.query.data;
  return (
    <section className="episodes" {...(audio ? { 'aria-label': t('audio.trackList') } : { 'aria-labelledby': 'vod-episodes-title' })}>
      {!audio && <h3 id="vod-episodes-title">{t('serie.season', { season })}</h3>}
      <VodQueryView query={list.query} isEmpty={(episodes) => episodes.length === 0} empty={t('serie.empty')}>
        {(episodes) => (
          <ol className="episode-list">
            {episodes.map((item) => (
              <EpisodeRow key={item.id} episode={item} playOnly={audio} />
            ))}
          </ol>
        )}
      </VodQueryView>
      {list.moreError !== null && <ErrorNotice error={list.moreError} onRetry={list.loadMore} />}
      {list.moreError === null && !list.maxReached && items && items.length > 0 && items.length % DEFAULT_PAGE_SIZE === 0 && (
        <Button variant="secondary" busy={list.loadingMore} onClick={list.loadMore}>
          {t('serie.more')}
        </Button>
      )}
    </section>
  );
}

export function EpisodeRow({ episode, playOnly }: { episode: VodItem; playOnly?: boolean }) {
  const t = useT('vod');
  const tc = useT('common');
  const seconds = durationSeconds(episode);
  const duration = seconds ? durationMessage(durationFromSeconds(seconds)) : null;
  const position = episode.last_playback_status?.position_seconds ?? 0;
  const number = episode.series_info?.episode;
  return (
    <li className="episode">
      <div className="episode-text">
        <p className="episode-title">
          {number ? <span className="episode-number">{number}. </span> : null}
          {playOnly ? episode.title : <RouteLink to={vodPath({ view: 'detail', itemId: String(episode.id) })}>{episode.title}</RouteLink>}
        </p>
        {episode.descriptions?.short && <p className="episode-description">{episode.descriptions.short}</p>}
        <p className="episode-meta">
          {duration && tc(duration.key, { ...duration.values })}
          {position > 0 && <span> · {t('detail.lastPosition', { position: clock(position) })}</span>}
        </p>
      </div>
      <RouteLink
        to={vodPath({ view: 'player', itemId: String(episode.id) })}
        className="button primary"
        label={t('detail.playTitle', { title: episode.title })}
      >
        {t('detail.play')}
      </RouteLink>
    </li>
  );
}

/** The seasons of a series or an audio album, each linking to its episodes or tracks. */
export function SeasonNav({
  seasons,
  current,
  view,
  itemId,
  countKey,
}: {
  seasons: ReadonlyArray<{ season: number | string; episodes: number }>;
  current: string | null | undefined;
  view: 'serie' | 'audio';
  itemId: string;
  countKey: 'serie.episodes' | 'audio.tracks';
}) {
  const t = useT('vod');
  return (
    <nav className="seasons" aria-label={t('serie.seasons')}>
      <ul>
        {seasons.map((entry) => {
          const isCurrent = String(entry.season) === current;
          return (
            <li key={entry.season}>
              <RouteLink
                to={vodPath({ view, itemId, season: String(entry.season) })}
                className={isCurrent ? 'season-link current' : 'season-link'}
                {...(isCurrent ? { 'aria-current': 'page' } : {})}
              >
                {t('serie.season', { season: entry.season })}
                <span className="season-count">{t(countKey, { count: entry.episodes })}</span>
              </RouteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
