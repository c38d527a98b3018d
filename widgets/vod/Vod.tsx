/**
 * <lido-vod>: the on-demand catalogue (movies, series, audio, kids, watchlist), movie detail and
 * player (spec 000 §2–§9). What it shows comes from its attributes, or from an in-place route
 * after an un-cancelled lido-navigate (so it works alone on an airline's page). Its Live TV link
 * goes to the channel routes of the VOD area, which <lido-live-tv> shows (vod.meta.ts
 * excludedRoutes): the host site routes them, else portal-url.
 */
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useRoute, useT, type WidgetProps } from '../../core/react/index';
import type meta from './vod.meta';
import { routeFromAttributes, vodPath, vodRouteOf, type VodRoute } from './routes';
import { Loading } from '../../core/ui/Loading';
import { NotFoundNotice } from '../../core/ui/Notice';
import { RouteLink } from '../../core/ui/RouteLink';
import { VodGate } from '../../core/ui/VodGate';
import { Overview } from './components/Overview';
import { Genres } from './components/Genres';

// Views off the movie path and the player load with their first use: the catalogue chunk a
// partner airline's page loads stays small. The grids (with the virtualiser) and the movie detail
// too: the entry screen, what a first visit shows, needs neither (16 KiB and six requests less
// before its first paint); the view before each starts loading it (Genres, CatalogueGrid).
const CatalogueGrid = lazy(() => import('./components/CatalogueGrid').then((module) => ({ default: module.CatalogueGrid })));
const Detail = lazy(() => import('./components/Detail').then((module) => ({ default: module.Detail })));
const SeriesView = lazy(() => import('./components/SeriesView').then((module) => ({ default: module.SeriesView })));
const AudioAlbum = lazy(() => import('./components/AudioAlbum').then((module) => ({ default: module.AudioAlbum })));
const Player = lazy(() => import('./components/Player').then((module) => ({ default: module.Player })));

export function Vod(props: WidgetProps<typeof meta>) {
  const routed = useRoute();
  // The view as its path (vodPath: an unchanged view is the same string), read back by the same
  // matcher once it is due (every view's path is a page of the meta; not found's reads back as not found).
  const requested = vodPath(routed ? vodRouteOf(routed.path) : routeFromAttributes(props));
  // The next view renders in the background (interruptible): the tap that asked for it paints at
  // once, with the pending state below, even on a slow cabin TV.
  const path = useDeferredValue(requested);
  const route = useMemo(() => vodRouteOf(path), [path]);
  // The same element while the path stays: marking the view pending does not render it again.
  const view = useMemo(() => <View route={route} />, [route]);
  const top = useRef<HTMLDivElement>(null);
  // A new view starts at its top (in-place navigation keeps the page's scroll position otherwise).
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    const element = top.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
  }, [path]);

  return (
    <div className={requested === path ? 'vod' : 'vod pending'} part="root" ref={top} aria-busy={requested === path ? undefined : true}>
      {route.view !== 'player' && <VodNav route={route} />}
      <VodGate early={route.view === 'overview'}>
        <Suspense fallback={<Loading />}>{view}</Suspense>
      </VodGate>
    </div>
  );
}

function View({ route }: { route: VodRoute }): ReactNode {
  switch (route.view) {
    case 'overview':
      return <Overview />;
    case 'movie-genres':
      return <Genres type="movies" />;
    case 'series-genres':
      return <Genres type="series" />;
    case 'movies':
    case 'series':
    case 'audios':
    case 'kids':
    case 'kids-movies':
    case 'watchlist':
      return <CatalogueGrid route={route} key={route.view} />;
    case 'serie':
      return <SeriesView seriesId={route.itemId} season={route.season} key={route.itemId} />;
    case 'audio':
      return <AudioAlbum albumId={route.itemId} season={route.season} key={route.itemId} />;
    case 'detail':
      return <Detail itemId={route.itemId} key={route.itemId} />;
    case 'player':
      return <Player itemId={route.itemId} key={route.itemId} />;
    // <lido-live-tv>'s routes: never shown here (only linked to).
    case 'channels':
    case 'channel':
    case 'not-found':
      return <NotFound />;
  }
}

function NotFound() {
  const t = useT('vod');
  return <NotFoundNotice text={t('notFound')} backTo="/vod/overview" backLabel={t('nav.overview')} />;
}

const NAV: readonly { key: string; route: VodRoute; matches: readonly VodRoute['view'][] }[] = [
  { key: 'overview', route: { view: 'overview' }, matches: ['overview'] },
  { key: 'movies', route: { view: 'movie-genres' }, matches: ['movie-genres', 'movies', 'detail'] },
  { key: 'series', route: { view: 'series-genres' }, matches: ['series-genres', 'series', 'serie'] },
  { key: 'audio', route: { view: 'audios' }, matches: ['audios', 'audio'] },
  { key: 'kids', route: { view: 'kids' }, matches: ['kids', 'kids-movies'] },
  { key: 'watchlist', route: { view: 'watchlist' }, matches: ['watchlist'] },
  { key: 'channels', route: { view: 'channels' }, matches: ['channels', 'channel'] },
];

function VodNav({ route }: { route: VodRoute }) {
  const t = useT('vod');
  return (
    <nav className="vod-nav" part="nav" aria-label={t('nav.label')}>
      <ul>
        {NAV.map((entry) => {
          const current = entry.matches.includes(route.view);
          return (
            <li key={entry.key}>
              <RouteLink to={vodPath(entry.route)} className={current ? 'nav-link current' : 'nav-link'} {...(current ? { 'aria-current': 'page' } : {})}>
                {t(`nav.${entry.key}`)}
              </RouteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
