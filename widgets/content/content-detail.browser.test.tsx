/**
 * <lido-content-detail> in real Chromium against the real demo hub: every layout type, events,
 * PDFs and the PDF viewer, audio, video, related articles, device types (000 §2–§9).
 */
import './content-detail.element';
import { defineWidget } from '../../core/element/define-widget';
import type { ContentEvent } from '../../core/hub/content';
import article from './article.css';
import catalogues from './catalogue';
import content from './content.css';
import { EventsView } from './events';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import {
  $,
  $$,
  addFault,
  cleanUp,
  core,
  dmy,
  place,
  replaceHubDoc,
  settled,
  text,
  tileTitles,
  until,
  untilText,
  useHubDeviceConfig,
  useHubUiSettings,
} from './test-support';
import { HOSTILE_HTML, HOSTILE_SAFE_TEXT } from '../../tests/helpers/hostile';

const detail = (articleId: string | number, extra = '') => place(`<lido-content-detail article-id="${articleId}" ${extra}></lido-content-detail>`, 1000);

/** Waits until the article page (or its placeholder) is shown. */
const ready = (element: HTMLElement) => until(element, 'article.article');

afterEach(cleanUp);

describe('lido-content-detail: layout types', () => {
  it('FullScreen: hero picture with the title, sanitised description', async () => {
    const element = detail(1001);
    await ready(element);
    assert($(element, 'article.layout-fullscreen .hero img'), 'hero picture');
    expect(text(element, '.hero [part="heading"]')).toBe('Welcome aboard the Lido Aurora');
    // the description appears once the sanitiser (its own chunk) is there
    expect((await until(element, '[part="description"] h2')).textContent).toBe('Welcome aboard!');
    const src = new URL($<HTMLImageElement>(element, '.hero img')!.src);
    expect(src.searchParams.get('width')).toBe('800');
  });

  it('Classic: picture beside the text', async () => {
    const element = detail(1003);
    await ready(element);
    assert($(element, 'article.layout-classic .classic .classic-picture'), 'picture');
    expect(text(element, '.classic-text [part="heading"]')).toBe('Your cruise card');
  });

  it('Extended: where-and-when (location and times) beside the text', async () => {
    const element = detail(1004);
    await ready(element);
    assert($(element, 'article.layout-extended .extended-aside [part="where-and-when"]'), 'where-and-when aside');
    const values = $$(element, '.where-and-when dd').map((dd) => dd.textContent?.trim());
    expect(values).toEqual(['Guest Services, Deck 4 midships', 'Open 24 hours']);
    expect($$(element, '.where-and-when dt').map((dt) => dt.textContent)).toEqual(['Location', 'Time']);
  });

  it('UnfilteredHtml shows only the placeholder text TODO (its HTML is never rendered)', async () => {
    // the seed's one UnfilteredHtml article is unpublished (a visitor never meets the placeholder);
    // its HTML here is hostile, and none of it may run
    await replaceHubDoc<{ description: string }>('article', 1097, (doc) => ({ ...doc, description: HOSTILE_HTML }));
    const element = detail(1097, 'preview-mode="true"');
    await ready(element);
    expect(element.shadowRoot!.querySelector('article')!.textContent).toBe('TODO');
    expect($(element, '.cms-html')).toBe(null);
    expect((window as Window & { __lidoXss?: unknown }).__lidoXss).toBe(undefined);
  });

  it('Timetable: one table per day with the timetable columns; past events filtered', async () => {
    const element = detail(1030);
    await until(element, 'table.timetable');
    expect($$(element, 'table.timetable')[0]!.querySelectorAll('thead th').length).toEqual(6);
    expect([...$$(element, 'table.timetable')[0]!.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Start',
      'End',
      'Title',
      'Deck',
      'Category',
      'Location',
    ]);
    const titles = $$(element, 'tbody th').map((th) => th.textContent);
    assert(titles.includes('Magic at Sea'), "tomorrow's show");
    assert(!titles.includes('Preview night: Broadway Nights'), "yesterday's event is filtered by the hub");
    const tomorrow = $$<HTMLTableElement>(element, 'table.timetable').find((table) => table.caption?.textContent?.includes(dmy(1)));
    assert(tomorrow, `a table captioned with ${dmy(1)}`);
    expect([...tomorrow.querySelectorAll('tbody tr')[0]!.children].map((c) => c.firstChild?.textContent)).toEqual([
      '19:30',
      '21:00',
      'Magic at Sea',
      'Deck 5, forward',
      'Show',
      'Aurora Theatre',
    ]);
    assert(tomorrow.querySelector('.note')?.textContent === 'Doors open 19:00', 'start time description');
  });

  it('AgendaTimetable: days with events; an end of "Late" is shown empty', async () => {
    const element = detail(1031);
    await until(element, '.agenda-event');
    const band = $$(element, '.agenda-event').find((li) => li.querySelector('.agenda-title')?.textContent === 'Aurora Band')!;
    assert(band, 'Aurora Band');
    expect(band.querySelector('.agenda-time')!.firstChild!.textContent).toBe('21:00');
    expect(band.querySelector('.agenda-place')!.textContent).toBe('Starlight Lounge · Deck 7, aft');
    assert($$(element, 'h3.agenda-date').length >= 6, 'a heading per day');
  });

  it('ItineraryTimetable and ExcursionTimetable without events say no_events', async () => {
    for (const id of [1050, 1051]) {
      const element = detail(id);
      await until(element, '[part="events"] .empty');
      expect(text(element, '[part="events"] .empty')).toBe('There are no events at the moment.');
    }
  });

  it("DailySchedule: today's events from the hub", async () => {
    const element = detail(1002);
    await until(element, '.agenda-event');
    const titles = $$(element, '.agenda-title').map((h) => h.textContent);
    assert(titles.includes('Silent disco'), `today's programme: ${titles}`);
  });

  it('an unknown layout type shows as Classic; an unpublished article needs preview mode', async () => {
    const hidden = detail(1024);
    await until(hidden, '.notice.error');
    expect(text(hidden, '.notice.error p')).toBe('Content not found');
    const preview = detail(1024, 'preview-mode="true"');
    await ready(preview);
    expect(text(preview, '[part="hidden-tag"]')).toBe('Not published');
  });
});

describe('lido-content-detail: the gallery (blobs/images)', () => {
  it("shows the further pictures as 200-wide thumbnails, not the article's own, and opens one large", async () => {
    const element = detail(1020);
    await until(element, '[part="gallery"] .thumbnail');
    const thumbnails = $$<HTMLButtonElement>(element, '[part="gallery"] .thumbnail');
    expect(thumbnails.length).toBe(3);
    // each picture is named by its title
    expect(thumbnails[0]!.getAttribute('aria-label')).toBe('Sunset at sea');
    for (const thumbnail of thumbnails) expect(thumbnail.querySelector('img')!.src).toMatch(/width=200/);
    // the article's own picture (restaurant) is not repeated in its gallery
    assert(
      thumbnails.every((thumbnail) => !thumbnail.querySelector('img')!.src.includes('reference=restaurant')),
      'no repeat of the main picture',
    );
    thumbnails[0]!.click();
    const dialog = await until(element, 'dialog[open]');
    expect(dialog.querySelector('img.large-picture')!.getAttribute('src')).toMatch(/width=800/);
    await expectNoAxeViolations(element);
  });
});

describe('lido-content-detail: the phone layout (000 §9: below 400 px)', () => {
  it('an agenda event stacks its time above its text below 400 px, and keeps them side by side from 400 px', async () => {
    const columns = async (width: number) => {
      const element = place(`<lido-content-detail article-id="1031"></lido-content-detail>`, width);
      const event = await until(element, '.agenda-event');
      return getComputedStyle(event).gridTemplateColumns.split(' ').length;
    };
    expect(await columns(399)).toBe(1);
    expect(await columns(440)).toBeGreaterThan(1);
  });
});

describe('lido-content-detail: the FullScreen hero', () => {
  const initial = { width: window.innerWidth, height: window.innerHeight };
  afterEach(() => setViewport(initial));
  const near = (actual: number, expected: number, what: string) => assert(Math.abs(actual - expected) <= 1, `${what}: ${actual} px, expected ${expected} px`);

  // the cabin TV and the phone: the box is as wide as the article and min(width × 9/16, 70vh)
  // tall, and the picture covers all of it (WebKit once left a blank strip beside it)
  for (const [width, height] of [
    [1920, 1080],
    [390, 844],
  ] as const) {
    it(`the picture covers the hero box, as wide as the article, at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      const element = place('<lido-content-detail article-id="1001"></lido-content-detail>');
      const img = await until<HTMLImageElement>(element, '.hero img');
      await waitFor(() => img.complete && img.naturalWidth > 0, 5000, 'the picture loaded');
      const hero = $(element, '.hero')!.getBoundingClientRect();
      const article = $(element, 'article.article')!.getBoundingClientRect();
      const picture = img.getBoundingClientRect();
      near(hero.width, article.width, 'hero width');
      near(hero.height, Math.min((hero.width * 9) / 16, height * 0.7), 'hero height');
      near(picture.left, hero.left, 'picture left');
      near(picture.top, hero.top, 'picture top');
      near(picture.width, hero.width, 'picture width');
      near(picture.height, hero.height, 'picture height');
      expect(getComputedStyle(img).objectFit).toBe('cover');
    });
  }
});

describe('lido-content-detail: CMS HTML', () => {
  it('hostile description HTML is sanitised and nothing executes', async () => {
    await replaceHubDoc<{ description: string }>('article', 1012, (doc) => ({ ...doc, description: HOSTILE_HTML }));
    const element = detail(1012);
    await until(element, '[part="description"]');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const html = $(element, '[part="description"]')!;
    expect(html.querySelectorAll('script, iframe, style').length).toBe(0);
    expect([...html.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).length).toBe(0);
    assert(
      [...html.querySelectorAll('a')].every((a) => !/^\s*javascript:/i.test(a.getAttribute('href') ?? '')),
      'no javascript: links',
    );
    assert(html.textContent!.includes(HOSTILE_SAFE_TEXT), 'the text stays');
    expect((window as Window & { __lidoXss?: unknown }).__lidoXss).toBe(undefined);
  });

  it('a link to a spec route inside the text navigates in place', async () => {
    const element = detail(1012);
    const link = await until<HTMLAnchorElement>(element, '[part="description"] a[href="/content/detail/1010"]');
    expect(link.rel).toBe('noopener noreferrer');
    const paths: string[] = [];
    element.addEventListener('lido-navigate', (event) => paths.push(event.detail.path));
    link.click();
    expect(paths).toEqual(['/content/detail/1010']);
    await waitFor(() => text(element, '[part="heading"]') === 'Guest Services desk', 8000, 'article 1010');
  });
});

describe('lido-content-detail: PDFs and the PDF viewer', () => {
  it('PDF buttons carry labels truncated at 25 characters', async () => {
    const element = detail(1020);
    await until(element, '.pdf-button');
    expect($$(element, '.pdf-button').map((b) => b.textContent)).toEqual(['Dinner menu', 'Children’s menu and aller…']);
    expect($$(element, '.pdf-button')[1]!.title, 'the full name as description').toBe('Show PDF: Children’s menu and allergen information');
  });

  it('opens a PDF in a modal viewer drawn page by page, turns pages (buttons, Page Up / Down, arrows on the page), moves between documents, closes with Escape and restores focus', async function (this: MochaContext) {
    // pdf.js (its module and worker) loads on the first open
    this.timeout(40_000);
    const element = detail(1020);
    const first = await until<HTMLButtonElement>(element, '.pdf-button');
    first.focus();
    first.click();
    const dialog = await until<HTMLDialogElement>(element, 'dialog.pdf-viewer');
    assert(dialog.open && dialog.matches(':modal'), 'modal dialog');
    expect(text(element, '.pdf-position')).toBe('Document 1 of 2');
    expect(element.shadowRoot!.activeElement, 'focus moves into the dialog').toBe($(element, '.pdf-viewer-header .icon-button'));
    const drawnPage = (number: number) =>
      waitFor(
        () => {
          const page = $(element, `.pdf-page[data-page="${number}"][aria-busy="false"]`);
          return page && text(element, '.pdf-page-number') === `Page ${number} of 3` ? page : null;
        },
        15_000,
        `page ${number} drawn`,
      );
    // The page is drawn by pdf.js on a canvas; its text is there for screen readers.
    const one = await drawnPage(1);
    const canvas = one.querySelector('canvas')!;
    assert(canvas.width > 300 && canvas.height > canvas.width, `a portrait page drawn (${canvas.width}×${canvas.height})`);
    expect(canvas.getAttribute('aria-label')).toBe('Page 1 of 3');
    assert(one.querySelector('figcaption')!.textContent!.includes('Chilled cucumber and mint soup'), 'the text of page 1');
    const [previousPage, nextPage] = [...dialog.querySelectorAll<HTMLButtonElement>('.pdf-pager button')];
    assert(previousPage!.disabled && !nextPage!.disabled, 'page 1: only the next page');
    nextPage!.click();
    assert((await drawnPage(2)).querySelector('figcaption')!.textContent!.includes('Grilled sea bass'), 'the text of page 2');
    // A remote's channel keys from anywhere in the viewer; the arrow keys on the page itself.
    nextPage!.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, cancelable: true }));
    await drawnPage(3);
    assert(nextPage!.disabled && !previousPage!.disabled, 'the last page: only the previous page');
    const page3 = $<HTMLCanvasElement>(element, '.pdf-canvas')!;
    page3.focus();
    page3.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }));
    await drawnPage(2);
    previousPage!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(text(element, '.pdf-page-number'), 'arrows on a button do not turn pages').toBe('Page 2 of 3');

    // The other documents of the article: the second starts at its first page.
    const [previous, next] = [...dialog.querySelectorAll<HTMLButtonElement>('.pdf-documents button')];
    assert(previous!.disabled && !next!.disabled, 'first document: only next');
    next!.click();
    await waitFor(() => text(element, '.pdf-position') === 'Document 2 of 2');
    expect(text(element, '.pdf-viewer-title')).toBe('Children’s menu and allergen information');
    await drawnPage(1);
    assert(next!.disabled && !previous!.disabled, 'last document: only previous');
    previous!.click();
    await waitFor(() => text(element, '.pdf-position') === 'Document 1 of 2');
    next!.click();
    await waitFor(() => text(element, '.pdf-position') === 'Document 2 of 2');
    // Escape: the browser cancels the modal dialog
    dialog.dispatchEvent(new Event('cancel'));
    dialog.close();
    await waitFor(() => !$(element, 'dialog.pdf-viewer'), 2000, 'viewer closed');
    expect(element.shadowRoot!.activeElement, 'focus back on the button of the document shown last').toBe($$(element, '.pdf-button')[1]);
  });

  it('a PDF that cannot be loaded says so, offers a retry and the document in a new window', async function (this: MochaContext) {
    this.timeout(40_000);
    // A document no test of this page opened before (the browser keeps media it has loaded).
    await addFault({ pattern: 'GET /media/pdf/excursion-waiver.pdf', status: 500, times: 1 });
    const element = detail(1051);
    (await until<HTMLButtonElement>(element, '.pdf-button')).click();
    const alert = await until(element, '.pdf-pages [role="alert"]', 15_000);
    expect(alert.querySelector('p')!.textContent).toBe('The document cannot be shown right now.');
    assert($<HTMLAnchorElement>(element, '.pdf-open')!.href.endsWith('/media/pdf/excursion-waiver.pdf'), 'the document in a new window');
    alert.querySelector('button')!.click();
    await waitFor(() => text(element, '.pdf-page-number') === 'Page 1 of 2', 15_000, 'loaded on retry');
  });

  it('the close button hides the viewer again; Tab stays inside the dialog', async () => {
    const element = detail(1020);
    const button = await until<HTMLButtonElement>(element, '.pdf-button');
    button.click();
    const dialog = await until<HTMLDialogElement>(element, 'dialog.pdf-viewer');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    const focusable = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [tabindex="0"]')];
    const last = focusable[focusable.length - 1]!;
    last.focus();
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(element.shadowRoot!.activeElement, 'Tab on the last control wraps to the first').toBe(focusable[0]);
    focusable[0]!.focus();
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    expect(element.shadowRoot!.activeElement, 'Shift+Tab on the first wraps to the last').toBe(last);
    await expectNoAxeViolations(element);
    $<HTMLButtonElement>(element, '.pdf-viewer-header .icon-button')!.click();
    await waitFor(() => !$(element, 'dialog.pdf-viewer'), 2000, 'closed');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(element.shadowRoot!.activeElement).toBe(button);
  });
});

describe('lido-content-detail: audio, video, related articles, wayfinder', () => {
  it('audio players with labelled controls', async () => {
    const element = detail(1032);
    await until(element, 'audio');
    const players = $$<HTMLAudioElement>(element, 'audio');
    expect(players.length).toBe(2);
    for (const audio of players) {
      assert(audio.controls && audio.preload === 'none', 'native controls, nothing preloaded');
      const label = element.shadowRoot!.getElementById(audio.getAttribute('aria-labelledby')!)!;
      assert(label.textContent!.startsWith('Part '), label.textContent!);
      assert(audio.src.endsWith('.mp3'), audio.src);
    }
  });

  it('one sound at a time: a player that starts pauses the one playing, also in another widget', async () => {
    const first = detail(1032);
    const second = detail(1032);
    await until(first, 'audio');
    await until(second, 'audio');
    const [a, b] = $$<HTMLAudioElement>(first, 'audio');
    const [c] = $$<HTMLAudioElement>(second, 'audio');
    for (const audio of [a!, b!, c!]) audio.muted = true;
    // a real click: the page may then play sound (autoplay policy)
    await sendMouse({ type: 'click', position: [1, 1] });
    await a!.play();
    await waitFor(() => !a!.paused || null, 5000, 'the first plays');
    await b!.play();
    await waitFor(() => a!.paused || null, 3000, 'the first paused by the second');
    expect(b!.paused).toBe(false);
    await c!.play();
    await waitFor(() => b!.paused || null, 3000, "the other widget's player paused");
    expect(c!.paused).toBe(false);
    c!.pause();
  });

  it('video players start on a labelled play button; unpublished videos only in preview', async () => {
    const element = detail(1033);
    await until(element, '.video');
    expect($$(element, '.video').length).toBe(2);
    const start = $<HTMLButtonElement>(element, '.player-start')!;
    expect(start.getAttribute('aria-label')).toBe('Play video: Palma de Mallorca');
    const video = $<HTMLVideoElement>(element, 'video')!;
    expect(element.shadowRoot!.getElementById(video.getAttribute('aria-labelledby')!)!.textContent).toBe('Palma de Mallorca');
    expect(video.controls).toBe(false);
    start.click();
    await waitFor(() => video.controls && !video.closest('.video')!.querySelector('.player-start'), 3000, 'player started');
    // native HLS: the playlist itself; hls.js: a MediaSource blob
    await waitFor(() => video.src.endsWith('/media/hls/movie-2/index.m3u8') || video.src.startsWith('blob:'), 5000, 'stream attached');
    const preview = detail(1033, 'preview-mode="true"');
    await until(preview, '.video');
    await waitFor(() => $$(preview, '.video').length === 3, 3000, 'three videos in preview');
  });

  it('related articles from additionalArticlesCategory, without the article itself', async () => {
    const element = detail(1020);
    await until(element, '[part="related"] .tile');
    expect(tileTitles(element)).toEqual(['The Grill', 'Lido Buffet', 'Wine bar menu']);
    expect($<HTMLAnchorElement>(element, '[part="related"] a.tile')!.getAttribute('href')).toBe('/content/detail/1021');
  });

  it('the wayfinder link shows only when the device profile enables it', async () => {
    const element = detail(1010);
    await ready(element);
    await settled();
    expect($(element, '.wayfinder'), 'guest browsers have no wayfinder').toBe(null);
    await useHubDeviceConfig('Kiosk');
    const link = await until<HTMLAnchorElement>(element, '.wayfinder a');
    expect(link.getAttribute('href')).toBe('/wayfinder/3');
    expect(link.textContent).toBe('Show the way on the deck plan');
    await useHubDeviceConfig('Browser');
  });
});

describe("lido-content-detail: Book now (the article's bookingLink)", () => {
  it('a button-styled Book now link after the where-and-when opens the booking route; an article without a bookingLink has none', async () => {
    const element = detail(1021);
    const link = await until<HTMLAnchorElement>(element, 'a[part="book-now"]');
    expect(link.getAttribute('href')).toBe('/dining/detail/7202');
    expect(link.textContent).toBe('Book now');
    assert(link.classList.contains('button'), "styled as the kit's button");
    const whereAndWhen = $(element, '[part="where-and-when"]')!;
    assert(whereAndWhen.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING, 'after the where-and-when');
    const paths: string[] = [];
    element.addEventListener('lido-navigate', (event) => {
      paths.push(event.detail.path);
      event.preventDefault();
    });
    link.click();
    expect(paths).toEqual(['/dining/detail/7202']);
    await expectNoAxeViolations(element);
    const buffet = detail(1022);
    await ready(buffet);
    await settled();
    expect($(buffet, '[part="book-now"]'), 'the buffet takes no reservations').toBe(null);
  });

  it('DigitalSignage hides it (001 §6: no book buttons on signage)', async () => {
    const element = detail(1040);
    await until(element, 'a[part="book-now"][href="/spa/detail/7301"]');
    await useHubDeviceConfig('DigitalSignage');
    await waitFor(() => !$(element, '[part="book-now"]'), 2000, 'no Book now on signage');
    expect(text(element, '[part="where-and-when"] dd'), 'the where-and-when stays').toBe('Deck 10, forward');
    await useHubDeviceConfig('Browser');
    await until(element, 'a[part="book-now"]');
  });
});

describe('lido-content-detail: device types', () => {
  it('Kiosk: no PDFs (unless showPdfsOnKiosk) and no videos', async () => {
    await useHubDeviceConfig('Kiosk');
    const pdfs = detail(1020);
    await until(pdfs, '[part="related"]');
    expect($(pdfs, '[part="pdfs"]'), 'PDFs hidden on a kiosk').toBe(null);
    const videos = detail(1033);
    await ready(videos);
    await settled();
    expect($(videos, '[part="video"]'), 'videos hidden on a kiosk').toBe(null);
    await useHubUiSettings({ showPdfsOnKiosk: true }, 'Kiosk');
    await until(pdfs, '[part="pdfs"] .pdf-button');
    await useHubUiSettings(null);
  });

  it('DigitalSignage: no videos; App: PDFs are downloads', async () => {
    await useHubDeviceConfig('DigitalSignage');
    const videos = detail(1033);
    await ready(videos);
    await settled();
    expect($(videos, '[part="video"]')).toBe(null);
    await useHubDeviceConfig('App');
    const pdfs = detail(1020);
    const link = await until<HTMLAnchorElement>(pdfs, 'a.pdf-button');
    assert(link.hasAttribute('download') && link.href.endsWith('/media/pdf/dining-menu.pdf'), 'download link');
    expect(link.title).toBe('Download PDF: Dinner menu');
    expect($(pdfs, 'button.pdf-button')).toBe(null);
    await useHubDeviceConfig('Browser');
  });
});

describe('lido-content-detail: errors, formats, languages', () => {
  it('a failed call shows the catalogue error and a retry', async () => {
    // the first answer and both retries of the query layer (after 1 s and 3 s) fail
    await addFault({ pattern: 'GET /api/cms/articles/1003', status: 503, times: 3 });
    const element = detail(1003);
    await until(element, '.notice.error');
    assert(text(element, '.notice.error p').startsWith('There has been an error: '), text(element, '.notice.error p'));
    $<HTMLButtonElement>(element, '.notice.error button')!.click();
    await waitFor(() => text(element, '[part="heading"]') === 'Your cruise card', 8000, 'recovered');
  });

  it('a failed events call keeps the article and offers a retry in its section', async () => {
    // the first answer and both retries of the query layer (after 1 s and 3 s) fail
    await addFault({ pattern: 'GET /api/cms/articles/findEventsByArticleId/*', status: 500, times: 3 });
    const element = detail(1030);
    await until(element, '[part="events"] .notice.error');
    expect(text(element, '[part="heading"]')).toBe('Aurora Theatre: this week');
    $<HTMLButtonElement>(element, '[part="events"] .notice.error button')!.click();
    await until(element, 'table.timetable');
  });

  it('times follow the 12-hour setting', async () => {
    const element = detail(1030);
    await until(element, 'table.timetable');
    await useHubUiSettings({ use12HourClock: true });
    await waitFor(() => $$(element, 'tbody td.time').some((td) => td.firstChild?.textContent === '7:30 PM'), 3000, '12-hour times');
    await useHubUiSettings(null);
  });

  it('changing article-id resets the page', async () => {
    const element = detail(1003);
    await ready(element);
    await addFault({ pattern: 'GET /api/cms/articles/*', latencyMs: 400, times: 1 });
    element.setAttribute('article-id', '1021');
    await until(element, '.loading', 2000);
    expect($(element, 'article'), 'old article gone while loading').toBe(null);
    await waitFor(() => text(element, '[part="heading"]') === 'The Grill', 8000);
  });

  it("a timetable in German and French: the hub's categories, titles and places (issue 30)", async () => {
    await core.i18n.changeLanguage('de');
    const element = detail(1061);
    await untilText(element, 'tbody th', 'Sammelübung, Station A');
    const row = () => [...$$(element, 'tbody tr')[0]!.children].map((cell) => cell.firstChild?.textContent);
    expect(row()).toEqual(['15:00', '15:20', 'Sammelübung, Station A', 'Deck 5, vorne', 'Sicherheit', 'Sammelstelle A']);
    await core.i18n.changeLanguage('fr');
    await untilText(element, 'tbody td', 'Sécurité');
    expect(row()).toEqual(['15:00', '15:20', 'Exercice de rassemblement, poste A', 'Pont 5, avant', 'Sécurité', 'Point de rassemblement A']);
  });

  it('texts in German', async () => {
    await core.i18n.changeLanguage('de');
    const element = detail(1020);
    await until(element, '[part="related"]');
    expect(text(element, '[part="where-and-when"] h2')).toBe('Wo und wann');
    // the documents come from their own call (blobs/pdfs), not with the related articles waited for
    expect((await until(element, '[part="pdfs"] h2')).textContent).toBe('Dokumente');
    expect(text(element, '[part="related"] h2')).toBe('Das könnte Sie auch interessieren');
  });
});

describe('lido-content-detail: accessibility', () => {
  it('the layouts are axe-clean', async function (this: MochaContext) {
    // six articles, each loaded and scanned: over mocha's 10 s once at CI's start (load average 12)
    this.timeout(60_000);
    for (const id of [1001, 1004, 1030, 1031, 1032, 1033]) {
      const element = detail(id);
      await ready(element);
      await waitFor(() => !$(element, '.loading'), 8000, `article ${id} sections loaded`);
      await expectNoAxeViolations(element);
    }
  });
});

// The demo hub's itinerary and excursion timetable articles carry no events: these get theirs here.
const voyage: ContentEvent[] = [
  { id: 1, title: 'Palma de Mallorca', fromDate: '03/06/2030', startTime: '08:00', endTime: '18:00', location: 'Balearic Islands', locationDetail: 'Pier 3' },
  { id: 2, title: 'Barcelona', fromDate: '01/06/2030', startTime: '', endTime: '17:00', location: 'Spain', locationDetail: '' },
  {
    id: 3,
    title: 'Boat tour',
    fromDate: '03/06/2030',
    startTime: '09:15',
    endTime: 'Late',
    location: 'Aurora Theatre',
    locationDetail: 'Deck 5, forward',
    category: 'Excursion',
  },
];
function Timetables() {
  return (
    <>
      <section className="itinerary-test">
        <EventsView events={voyage.slice(0, 2)} layout="ItineraryTimetable" headingLevel={3} />
      </section>
      <section className="excursion-test">
        <EventsView events={voyage.slice(2)} layout="ExcursionTimetable" headingLevel={3} />
      </section>
    </>
  );
}
defineWidget(
  {
    tag: 'lido-test-content-timetables',
    description: 'Test only: timetable layouts with events.',
    attributes: [],
    events: [],
    parts: [],
    cssProperties: [],
  } as const,
  Timetables,
  [content, article],
  catalogues,
);

describe('lido-content-detail: itinerary and excursion timetables', () => {
  it('ItineraryTimetable: one row per day in date order with port, arrival and departure', async () => {
    const element = place('<lido-test-content-timetables></lido-test-content-timetables>');
    const table = await until<HTMLTableElement>(element, '.itinerary-test table');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Date', 'Port', 'Location', 'Arrival', 'Departure']);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Saturday, 01/06/2030', 'Barcelona', 'Spain', '', '17:00'],
      ['Monday, 03/06/2030', 'Palma de Mallorca', 'Balearic Islands, Pier 3', '08:00', '18:00'],
    ]);
    await expectNoAxeViolations(element);
  });

  it('ExcursionTimetable: a table per day with the meeting point; Late is empty', async () => {
    const element = place('<lido-test-content-timetables></lido-test-content-timetables>');
    const table = await until<HTMLTableElement>(element, '.excursion-test table');
    expect(table.caption!.textContent).toBe('Monday, 03/06/2030');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Start', 'End', 'Title', 'Location', 'Deck']);
    expect([...table.querySelectorAll('tbody td, tbody th')].map((c) => c.textContent)).toEqual([
      '09:15',
      '',
      'Boat tour',
      'Aurora Theatre',
      'Deck 5, forward',
    ]);
  });
});
