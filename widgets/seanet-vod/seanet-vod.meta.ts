/** The second VOD catalogue (spec 000 §2, §4, §7). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-seanet-vod',
  description:
    'The second on-demand catalogue ("seanet"): genres, the movies of a genre, movie detail and the player, in the catalogue language the guest chose. Connects with a token that is reused until it expires (6 hours) and then renewed. The player (/seanetvod/moviePlayer) receives the movie id, media path, token and title as navigation state; opened without it, it says so.',
  attributes: [
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      values: ['overview', 'genre', 'movie', 'player'],
      default: 'overview',
      description:
        'overview: the genres (/seanetvod); genre: the movies of genre-id (/seanetvod/genre/{id}); movie: movie-id (/seanetvod/movie/{id}); player: /seanetvod/moviePlayer (needs navigation state).',
    },
    { name: 'genre-id', prop: 'genreId', type: 'string', description: 'Genre id for view="genre".' },
    { name: 'movie-id', prop: 'movieId', type: 'string', description: 'Movie id for view="movie".' },
  ],
  events: [],
  parts: [
    { name: 'root', description: 'The whole catalogue.' },
    { name: 'genre-tile', description: 'A genre tile.' },
    { name: 'tile', description: 'A movie tile.' },
    { name: 'play', description: 'The Play button of the movie page.' },
    { name: 'player', description: 'The player.' },
    { name: 'error', description: 'An error message.' },
    { name: 'vod-language', description: 'The catalogue language button (shown when the page has no lido-subheader, which has its own).' },
    { name: 'grid', description: 'The grid of film tiles.' },
  ],
  cssProperties: [],
  pages: [
    { pattern: '/seanetvod', attributes: { view: 'overview' }, spec: '000 §2' },
    { pattern: '/seanetvod/genre/:id', attributes: { view: 'genre', 'genre-id': ':id' }, spec: '000 §2' },
    { pattern: '/seanetvod/movie/:id', attributes: { view: 'movie', 'movie-id': ':id' }, spec: '000 §2' },
    { pattern: '/seanetvod/moviePlayer', attributes: { view: 'player' }, spec: '000 §2' },
  ],
  routes: ['/seanetvod'],
} as const satisfies WidgetMeta;
