/**
 * /vod/overview/audio/{id}: an audio album or audio series; /vod/overview/audio/{id}/{season}: one
 * season of it (000 §2). An album with a single season lists its tracks at once.
 */
import type { VodItem, VodType } from '../../../core/hub/vod';
import { useHubQuery } from '../../../core/query/hooks';
import { vodTitleQuery } from '../../../core/query/vod';
import { posterOf } from '../titles';
import { Picture } from '../../../core/ui/Picture';
import { VodQueryView } from '../../../core/ui/VodGate';
import { TitleNotFound } from './ItemNotice';
import { SeasonItems, SeasonNav } from './SeriesView';
import { WatchlistToggle } from './WatchlistToggle';

const ALBUM_TYPES: readonly VodType[] = ['audio_series'];

export function AudioAlbum({ albumId, season }: { albumId: string; season?: string }) {
  const title = useHubQuery(vodTitleQuery, [Number(albumId), ALBUM_TYPES]);
  return <VodQueryView query={title}>{(album) => (album ? <Album album={album} albumId={albumId} season={season} /> : <TitleNotFound />)}</VodQueryView>;
}

function Album({ album, albumId, season }: { album: VodItem; albumId: string; season?: string }) {
  const seasons = album.series_info?.seasons ?? [];
  const shownSeason = season ?? (seasons.length === 1 ? String(seasons[0]!.season) : undefined);

  return (
    <section className="view audio-album" aria-labelledby="vod-album-title">
      <div className="detail-body">
        <Picture src={posterOf(album)} className="detail-poster square" eager />
        <div className="detail-text">
          <h2 id="vod-album-title" className="view-title">
            {album.title}
          </h2>
          {album.actors && album.actors.length > 0 && <p className="artist">{album.actors.join(', ')}</p>}
          {album.descriptions?.long && <p className="description">{album.descriptions.long}</p>}
          <div className="button-row">
            <WatchlistToggle item={album} />
          </div>
        </div>
      </div>
      {seasons.length > 1 && <SeasonNav seasons={seasons} current={shownSeason} view="audio" itemId={albumId} countKey="audio.tracks" />}
      {shownSeason && <SeasonItems seriesId={albumId} season={shownSeason} audio />}
    </section>
  );
}
