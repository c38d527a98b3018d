/** /vod/overview: the entry screen with two tiles, Movies and Series (000 §2). */
import type { LidoCore } from '../../../core/index';
import { queryOptionsOf } from '../../../core/query/define';
import { useHubQuery } from '../../../core/query/hooks';
import { vodEntryPictureQuery } from '../../../core/query/vod';
import { useT } from '../../../core/react/index';
import { vodPath } from '../routes';
import { Picture } from '../../../core/ui/Picture';
import { RouteLink } from '../../../core/ui/RouteLink';

/** The tile pictures are CMS articles tagged vodmovieimage / vodseriesimage (000 §7). */
const ENTRIES = [
  { key: 'movies', hashtag: 'vodmovieimage', to: vodPath({ view: 'movie-genres' }) },
  { key: 'series', hashtag: 'vodseriesimage', to: vodPath({ view: 'series-genres' }) },
] as const;

/**
 * Called when the VOD chunk has defined an element that shows the entry screen, before its first
 * render: the entry pictures' queries start now (lido.js preloaded their hashtag calls, so they
 * usually answer at once) and each picture is fetched as soon as it is known, first in line (a
 * preload with high priority), instead of after the first render and its effects.
 */
export function startEntryPictures(core: LidoCore): void {
  for (const { hashtag } of ENTRIES) {
    core.queryClient.fetchQuery(queryOptionsOf(core, vodEntryPictureQuery, [hashtag])).then(
      (url) => {
        if (!url) return;
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = url;
        link.fetchPriority = 'high';
        document.head.append(link);
      },
      // The tile asks again and shows what it gets (the default picture).
      () => {},
    );
  }
}

export function Overview() {
  const t = useT('vod');
  return (
    <section className="view overview" aria-labelledby="vod-overview-title">
      <h2 id="vod-overview-title" className="view-title">
        {t('overview.heading')}
      </h2>
      <ul className="entry-tiles">
        {ENTRIES.map((entry) => (
          <li key={entry.key}>
            <RouteLink to={entry.to} className="entry-tile" part="entry-tile">
              <EntryPicture hashtag={entry.hashtag} />
              <span className="entry-title">{t(`overview.${entry.key}`)}</span>
            </RouteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The tagged picture, loaded first (the entry tiles are the first row). Until the hub has said
 * which one, the tile keeps a plain surface: no default picture fetched and swapped out. No
 * picture (none tagged, or the hub failed): the default picture.
 */
function EntryPicture({ hashtag }: { hashtag: string }) {
  const picture = useHubQuery(vodEntryPictureQuery, [hashtag]);
  if (picture.isPending) return <span className="picture entry-image picture-empty" />;
  return <Picture src={picture.data} className="entry-image" priority />;
}
