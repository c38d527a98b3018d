/** Video and audio on demand (spec 000 §2–§9, 002 §7). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-vod',
  description:
    'Video and audio on demand: the entry tiles (Movies, Series), genres per type, movie and series grids per genre or all of them, audio albums and seasons, the kids area, the watchlist, series seasons and episodes, movie detail and the player. Signs in to the VOD provider by itself (device id and token; the guest goes home when that fails). Works alone with only a hub address: links inside it open in place when no page handles lido-navigate. Its Live TV link goes to the channel routes under /vod/ (/vod/overview/channels, /vod/channel/{id}, /vod/theo/{id}), which lido-live-tv shows: like any route of another element, portal-url when no page handles lido-navigate.',
  attributes: [
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      values: [
        'overview',
        'movie-genres',
        'series-genres',
        'movies',
        'series',
        'audios',
        'kids',
        'kids-movies',
        'watchlist',
        'serie',
        'audio',
        'detail',
        'player',
      ],
      default: 'overview',
      description:
        'What to show. overview: /vod/overview; movie-genres, series-genres: /vod/overview/genre/{movies|series}; movies, series, audios: all titles of the type, or one genre with genre-id; kids, kids-movies: /vod/overview/kids[/movies]; watchlist; serie: a series (item-id) and, with season, its episodes; audio: an audio album (item-id) and, with season, one season; detail: /vod/detail/{item-id}; player: /vod/{item-id}.',
    },
    { name: 'item-id', prop: 'itemId', type: 'string', description: 'Title id for serie, audio, detail and player.' },
    { name: 'genre-id', prop: 'genreId', type: 'string', description: 'Genre id for movies, series and audios.' },
    { name: 'season', prop: 'season', type: 'string', description: 'Season number for serie and audio.' },
  ],
  events: [],
  parts: [
    { name: 'root', description: 'The whole VOD area.' },
    { name: 'nav', description: 'The area navigation (overview, movies, series, audio, kids, watchlist, live TV).' },
    { name: 'entry-tile', description: 'The Movies and Series tiles of the entry screen.' },
    { name: 'genre-tile', description: 'A genre tile.' },
    { name: 'search', description: 'The search box of the movie, series and audio grids.' },
    { name: 'grid', description: 'A title grid.' },
    { name: 'tile', description: 'One title tile (a link).' },
    { name: 'play', description: 'The Play / Resume button of the detail page.' },
    { name: 'position', description: 'The last playback position on the detail page.' },
    { name: 'watchlist-toggle', description: 'The watchlist button.' },
    { name: 'player', description: 'The player (video or audio element and its status).' },
  ],
  cssProperties: [
    { name: '--lido-vod-gap', description: 'Gap between the entry and genre tiles.', default: 'var(--lido-space-4)' },
    { name: '--lido-vod-tile-radius', description: 'Corner radius of title tiles.', default: 'var(--lido-radius)' },
  ],
  pages: [
    { pattern: '/vod/overview', attributes: { view: 'overview' }, spec: '000 §2' },
    { pattern: '/vod/overview/genre/movies', attributes: { view: 'movie-genres' }, spec: '000 §2 (genre/{type})' },
    { pattern: '/vod/overview/genre/series', attributes: { view: 'series-genres' }, spec: '000 §2 (genre/{type})' },
    { pattern: '/vod/overview/movies', attributes: { view: 'movies' }, spec: '000 §2' },
    { pattern: '/vod/overview/series', attributes: { view: 'series' }, spec: '000 §2' },
    { pattern: '/vod/overview/audios', attributes: { view: 'audios' }, spec: '000 §2' },
    { pattern: '/vod/overview/audios/:genreid', attributes: { view: 'audios', 'genre-id': ':genreid' }, spec: '000 §2' },
    { pattern: '/vod/overview/kids', attributes: { view: 'kids' }, spec: '000 §2' },
    { pattern: '/vod/overview/kids/movies', attributes: { view: 'kids-movies' }, spec: '000 §2' },
    { pattern: '/vod/overview/watchlist', attributes: { view: 'watchlist' }, spec: '000 §2' },
    { pattern: '/vod/overview/serie/:id', attributes: { view: 'serie', 'item-id': ':id' }, spec: '000 §2' },
    { pattern: '/vod/overview/serie/:seriesid/:season', attributes: { view: 'serie', 'item-id': ':seriesid', season: ':season' }, spec: '000 §2' },
    { pattern: '/vod/overview/audio/:id', attributes: { view: 'audio', 'item-id': ':id' }, spec: '000 §2' },
    { pattern: '/vod/overview/audio/:seriesid/:season', attributes: { view: 'audio', 'item-id': ':seriesid', season: ':season' }, spec: '000 §2' },
    // {type}/{genreid}: "movie or series grid" (000 §2), so no other view takes a genre from the path
    { pattern: '/vod/overview/movies/:genreid', attributes: { view: 'movies', 'genre-id': ':genreid' }, spec: '000 §2 ({type}/{genreid})' },
    { pattern: '/vod/overview/series/:genreid', attributes: { view: 'series', 'genre-id': ':genreid' }, spec: '000 §2 ({type}/{genreid})' },
    { pattern: '/vod/detail/:id', attributes: { view: 'detail', 'item-id': ':id' }, spec: '000 §2' },
    { pattern: '/vod/:id', attributes: { view: 'player', 'item-id': ':id' }, spec: '000 §2' },
  ],
  routes: ['/vod'],
  // lido-live-tv's routes (and lido-login's VOD sign-in) under /vod.
  excludedRoutes: ['/vod/overview/channels', '/vod/channel', '/vod/theo', '/vod/login'],
  // The entry screen's two tile pictures (components/Overview.tsx): hub CMS calls, no VOD session needed.
  firstCalls: (attribute) =>
    (attribute('view') || 'overview') === 'overview'
      ? ['vodmovieimage', 'vodseriesimage'].map((hashtag) => ['cms/articles/findByHashtag', { hashtag }] as const)
      : [],
} as const satisfies WidgetMeta;
