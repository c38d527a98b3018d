/**
 * <lido-seanet-vod> against the demo hub's second catalogue (/seanet/): genres, movies, detail,
 * the player with its navigation state, the catalogue language, token reuse and renewal with the
 * clock moved (000 §2, §4).
 */
import './seanet-vod.element';
import { sendMouse } from '@web/test-runner-commands';
import { seanetSession } from '../../core/session/vod-actions';
import { saveNavigationState } from '../../core/navigation/nav-state';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { isSeanetPlayerState, seanetPath, seanetRoute, seanetRouteOf } from './SeanetVod';
import { $, $$, addFault, cleanUp, core, forgetStoredState, place, text, until, untilText, useProviderConfiguration } from '../../tests/helpers/media-support';

forgetStoredState();
performance.setResourceTimingBufferSize(10_000);
const connectTokens = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/seanet/api/connect-token')).length;
const seanet = (attributes = '') => place(`<lido-seanet-vod ${attributes}></lido-seanet-vod>`, 1100);
const store = () => seanetSession(core).store;

before(async () => {
  await useProviderConfiguration();
  await sendMouse({ type: 'click', position: [2, 2] });
});
afterEach(async () => {
  sessionStorage.clear();
  await cleanUp();
});

describe('second catalogue routes', () => {
  it("reads the spec routes through the meta's pages, and builds them", () => {
    expect(seanetRouteOf('/seanetvod')).toEqual({ view: 'overview' });
    expect(seanetRouteOf('/seanetvod/genre/3')).toEqual({ view: 'genre', genreId: '3' });
    expect(seanetRouteOf('/seanetvod/movie/12')).toEqual({ view: 'movie', movieId: '12' });
    expect(seanetRouteOf('/seanetvod/moviePlayer')).toEqual({ view: 'player' });
    expect(seanetRouteOf('/seanetvod/genre/x')).toEqual({ view: 'not-found' });
    expect(seanetRouteOf('/seanetvod/movie/%E0%A4%A')).toEqual({ view: 'not-found' });
    expect(seanetRouteOf('/seanetvod/other')).toEqual({ view: 'not-found' });
    expect(seanetRoute('movie', undefined, undefined)).toEqual({ view: 'not-found' });
    expect(seanetPath({ view: 'genre', genreId: '3' })).toBe('/seanetvod/genre/3');
    expect(seanetPath({ view: 'player' })).toBe('/seanetvod/moviePlayer');
  });

  it("recognises the player's navigation state (movie id, media path, token, title)", () => {
    const state = { movieId: 9, mediaPath: 'https://hub/media/hls/movie-1/index.m3u8', token: 'tok', title: 'Islands of Fire' };
    expect(isSeanetPlayerState(state)).toBe(true);
    expect(isSeanetPlayerState({ ...state, mediaPath: '' })).toBe(false);
    expect(isSeanetPlayerState(null)).toBe(false);
  });
});

describe('lido-seanet-vod', () => {
  it('genres → movies → detail → Play: the player gets movie id, media path, token and title, and plays', async () => {
    const element = seanet();
    const genre = await waitFor(() => $$<HTMLAnchorElement>(element, '.genre-tile')[2], 8000, 'genres');
    expect($$(element, '.genre-name').map((n) => n.textContent)).toEqual(['Adventure', 'Comedy', 'Nature & Travel', 'Family']);
    expect(genre.getAttribute('href')).toBe('/seanetvod/genre/3');
    await expectNoAxeViolations(element);
    genre.click();
    await untilText(element, '.view-title', 'Nature & Travel');
    const movie = await until<HTMLAnchorElement>(element, 'a.tile');
    expect(movie.getAttribute('href')).toBe('/seanetvod/movie/9');
    movie.click();
    await untilText(element, '.view-title', 'Islands of Fire');
    const facts = Object.fromEntries($$(element, '.facts > div').map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));
    expect(facts['Run time']).toBe('1 h 18 min');
    expect(facts['Age rating']).toBe('All ages');
    assert(text(element, '.description').startsWith('How volcanoes build new islands'), 'synopsis');

    let navigation: { path: string; state: Record<string, unknown> } | null = null;
    element.addEventListener('lido-navigate', (event) => (navigation = (event as CustomEvent).detail), { once: true });
    $<HTMLButtonElement>(element, '[part="play"]')!.click();
    await waitFor(() => navigation, 4000, 'navigation to the player');
    const { path, state } = navigation as unknown as { path: string; state: Record<string, unknown> };
    expect(path).toBe('/seanetvod/moviePlayer');
    expect(state.movieId).toBe(9);
    expect(state.title).toBe('Islands of Fire');
    expect(state.token).toBe(store().getState().token);
    assert(String(state.mediaPath).endsWith('/index.m3u8'), String(state.mediaPath));
    const video = await until<HTMLVideoElement>(element, 'video[data-engine]', 10_000);
    video.muted = true;
    await video.play();
    await waitFor(() => video.currentTime > 0.3, 10_000, 'playback');
    expect(text(element, '.view-title')).toBe('Islands of Fire');
  });

  it('the player opened without navigation state shows the error-fetching-content message; with the saved state it plays', async () => {
    const element = seanet('view="player"');
    await untilText(element, '[role="alert"]', 'There was an error fetching the content.');
    expect($(element, 'video')).toBe(null);
    await cleanUp();
    const hub = (window as Window & { lidoConfig?: { hubUrl?: string } }).lidoConfig!.hubUrl!;
    saveNavigationState('/seanetvod/moviePlayer', { movieId: 2, mediaPath: `${hub}/media/hls/movie-1/index.m3u8`, token: 'x', title: 'Beyond the Reef' });
    const again = seanet('view="player"');
    await untilText(again, '.view-title', 'Beyond the Reef');
    await until(again, 'video[data-engine]', 10_000);
  });

  it('the token is reused while valid and renewed once it expired (clock moved past 6 hours)', async () => {
    const element = seanet('view="genre" genre-id="1"');
    await untilText(element, '.view-title', 'Adventure');
    const token = store().getState().token;
    assert(token, 'token stored');
    const requested = connectTokens();
    element.setAttribute('genre-id', '2');
    await untilText(element, '.view-title', 'Comedy');
    expect(store().getState().token, 'same token').toBe(token);
    expect(connectTokens(), 'no new connect-token').toBe(requested);

    const realNow = Date.now;
    const later = realNow() + 6 * 3600 * 1000 + 1000;
    Date.now = () => later;
    try {
      element.setAttribute('genre-id', '4');
      await untilText(element, '.view-title', 'Family');
      assert(store().getState().token !== token, 'a new token after expiry');
      expect(connectTokens(), 'one new connect-token').toBe(requested + 1);
      expect(store().getState().tokenValidUntil).toBe(later + 6 * 3600 * 1000);
    } finally {
      Date.now = realNow;
    }
  });

  it('catalogue language: the button shows without a portal subheader; Save is disabled until another language is chosen', async () => {
    const element = seanet();
    await until(element, '.genre-tile', 8000);
    const button = await until<HTMLButtonElement>(element, '[part="vod-language"]');
    button.click();
    const dialog = await until<HTMLDialogElement>(element, 'dialog');
    const save = dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(save.disabled).toBe(true);
    const german = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.value === 'de')!;
    german.click();
    expect(save.disabled).toBe(false);
    save.click();
    await waitFor(() => store().getState().seanetLocale === 'de', 2000, 'locale saved');
    await untilText(element, '.genre-name', 'Abenteuer');
    // back to English for the other tests
    store().setState({ seanetLocale: 'en' });
  });

  it('a failing locales call says so (not "Loading…" for ever), and Try again asks again and shows the genres', async () => {
    await addFault({ pattern: 'GET /seanet/api/locales', status: 503, latencyMs: 1500, times: 1 });
    const element = seanet();
    expect(await until(element, '.loading', 1000)).toBeTruthy();
    const alert = await until(element, '[role="alert"]', 8000);
    expect(alert.textContent).not.toContain('{');
    const before = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/seanet/api/locales')).length;
    $<HTMLButtonElement>(element, '[role="alert"] button')!.click();
    await until(element, '.genre-tile', 8000);
    expect(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/seanet/api/locales')).length).toBeGreaterThan(before);
  });

  it('an empty genre list says so', async () => {
    await addFault({ pattern: 'GET /seanet/api/genres', emptyList: true, times: 1 });
    const element = seanet();
    await untilText(element, '.empty', 'There are no titles here yet.', 8000);
    expect($(element, '[role="alert"]')).toBe(null);
  });

  it('a failing catalogue says so and recovers on retry', async () => {
    await addFault({ pattern: 'GET /seanet/api/genres/1/movies', status: 503, times: 1 });
    const element = seanet('view="genre" genre-id="1"');
    await until(element, '[role="alert"]', 8000);
    ($(element, '[role="alert"] button') as HTMLButtonElement).click();
    await untilText(element, '.view-title', 'Adventure');
  });
});
