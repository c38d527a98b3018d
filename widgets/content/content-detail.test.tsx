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
import { assert, deepEqual, equal, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, addFault, cleanUp, core, dmy, place, setUiSettings, text, tileTitles, until, useHubDeviceConfig } from './test-support';

const detail = (articleId: string | number, extra = '') =>
  place(`<lido-content-detail article-id="${articleId}" ${extra}></lido-content-detail>`, 1000);

/** Waits until the article page (or its placeholder) is shown. */
const ready = (element: HTMLElement) => until(element, 'article.article');

afterEach(cleanUp);

describe('lido-content-detail: layout types', () => {
  it('FullScreen: hero picture with the title, sanitised description', async () => {
    const element = detail(1001);
    await ready(element);
    assert($(element, 'article.layout-fullscreen .hero img'), 'hero picture');
    equal(text(element, '.hero [part="heading"]'), 'Welcome aboard the Lido Aurora');
    // the description appears once the sanitiser (its own chunk) is there
    equal((await until(element, '[part="description"] h2')).textContent, 'Welcome aboard!');
    const src = new URL($<HTMLImageElement>(element, '.hero img')!.src);
    equal(src.searchParams.get('width'), '800');
  });

  it('Classic: picture beside the text', async () => {
    const element = detail(1003);
    await ready(element);
    assert($(element, 'article.layout-classic .classic .classic-picture'), 'picture');
    equal(text(element, '.classic-text [part="heading"]'), 'Your cruise card');
  });

  it('Extended: where-and-when (location and times) beside the text', async () => {
    const element = detail(1004);
    await ready(element);
    assert($(element, 'article.layout-extended .extended-aside [part="where-and-when"]'), 'where-and-when aside');
    const values = $$(element, '.where-and-when dd').map((dd) => dd.textContent?.trim());
    deepEqual(values, ['Guest Services, Deck 4 midships', 'Open 24 hours']);
    deepEqual($$(element, '.where-and-when dt').map((dt) => dt.textContent), ['Location', 'Time']);
  });

  it('UnfilteredHtml shows only the placeholder text TODO (its HTML is never rendered)', async () => {
    const element = detail(1023);
    await ready(element);
    equal(element.shadowRoot!.querySelector('article')!.textContent, 'TODO');
    equal($(element, '.cms-html'), null);
    equal((window as Window & { __lidoXss?: unknown }).__lidoXss, undefined);
  });

  it('Timetable: one table per day with the timetable columns; past events filtered', async () => {
    const element = detail(1030);
    await until(element, 'table.timetable');
    deepEqual($$(element, 'table.timetable')[0]!.querySelectorAll('thead th').length, 6);
    deepEqual([...$$(element, 'table.timetable')[0]!.querySelectorAll('thead th')].map((th) => th.textContent), ['Start', 'End', 'Title', 'Deck', 'Category', 'Location']);
    const titles = $$(element, 'tbody th').map((th) => th.textContent);
    assert(titles.includes('Magic at Sea'), 'tomorrow\'s show');
    assert(!titles.includes('Preview night: Broadway Nights'), 'yesterday\'s event is filtered by the hub');
    const tomorrow = $$<HTMLTableElement>(element, 'table.timetable').find((table) => table.caption?.textContent?.includes(dmy(1)));
    assert(tomorrow, `a table captioned with ${dmy(1)}`);
    deepEqual([...tomorrow.querySelectorAll('tbody tr')[0]!.children].map((c) => c.firstChild?.textContent), ['19:30', '21:00', 'Magic at Sea', 'Deck 5, forward', 'Show', 'Aurora Theatre']);
    assert(tomorrow.querySelector('.note')?.textContent === 'Doors open 19:00', 'start time description');
  });

  it('AgendaTimetable: days with events; an end of "Late" is shown empty', async () => {
    const element = detail(1031);
    await until(element, '.agenda-event');
    const band = $$(element, '.agenda-event').find((li) => li.querySelector('.agenda-title')?.textContent === 'Aurora Band')!;
    assert(band, 'Aurora Band');
    equal(band.querySelector('.agenda-time')!.firstChild!.textContent, '21:00');
    equal(band.querySelector('.agenda-place')!.textContent, 'Starlight Lounge · Deck 7, aft');
    assert($$(element, 'h3.agenda-date').length >= 6, 'a heading per day');
  });

  it('ItineraryTimetable and ExcursionTimetable without events say no_events', async () => {
    for (const id of [1050, 1051]) {
      const element = detail(id);
      await until(element, '[part="events"] .empty');
      equal(text(element, '[part="events"] .empty'), 'There are no events at the moment.');
    }
  });

  it('DailySchedule: today\'s events from the hub', async () => {
    const element = detail(1002);
    await until(element, '.agenda-event');
    const titles = $$(element, '.agenda-title').map((h) => h.textContent);
    assert(titles.includes('Silent disco'), `today's programme: ${titles}`);
  });

  it('an unknown layout type shows as Classic; an unpublished article needs preview mode', async () => {
    const hidden = detail(1024);
    await until(hidden, '.notice.error');
    equal(text(hidden, '.notice.error p'), 'Content not found');
    const preview = detail(1024, 'preview-mode="true"');
    await ready(preview);
    equal(text(preview, '[part="hidden-tag"]'), 'Not published');
  });
});

describe('lido-content-detail: CMS HTML', () => {
  it('hostile description HTML is sanitised and nothing executes', async () => {
    const element = detail(1012);
    await until(element, '[part="description"]');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const html = $(element, '[part="description"]')!;
    equal(html.querySelectorAll('script, iframe, style').length, 0);
    equal([...html.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).length, 0);
    assert([...html.querySelectorAll('a')].every((a) => !/^\s*javascript:/i.test(a.getAttribute('href') ?? '')), 'no javascript: links');
    assert(html.textContent!.includes('Laundry bags and price lists'), 'the text stays');
    equal((window as Window & { __lidoXss?: unknown }).__lidoXss, undefined);
  });

  it('a link to a spec route inside the text navigates in place', async () => {
    const element = detail(1012);
    const link = await until<HTMLAnchorElement>(element, '[part="description"] a[href="/content/detail/1010"]');
    equal(link.rel, 'noopener noreferrer');
    const paths: string[] = [];
    element.addEventListener('lido-navigate', (event) => paths.push(event.detail.path));
    link.click();
    deepEqual(paths, ['/content/detail/1010']);
    await waitFor(() => text(element, '[part="heading"]') === 'Guest Services desk', 8000, 'article 1010');
  });
});

describe('lido-content-detail: PDFs and the PDF viewer', () => {
  it('PDF buttons carry labels truncated at 25 characters', async () => {
    const element = detail(1020);
    await until(element, '.pdf-button');
    deepEqual($$(element, '.pdf-button').map((b) => b.textContent), ['Dinner menu', 'Children’s menu and aller…']);
    equal($$(element, '.pdf-button')[1]!.title, 'Show PDF: Children’s menu and allergen information', 'the full name as description');
  });

  it('opens a PDF in a modal viewer, pages previous / next, closes with Escape and restores focus', async () => {
    const element = detail(1020);
    const first = await until<HTMLButtonElement>(element, '.pdf-button');
    first.focus();
    first.click();
    const dialog = await until<HTMLDialogElement>(element, 'dialog.pdf-viewer');
    assert(dialog.open && dialog.matches(':modal'), 'modal dialog');
    equal(text(element, '.pdf-position'), 'Document 1 of 2');
    assert($<HTMLIFrameElement>(element, '.pdf-frame')!.src.endsWith('/media/pdf/dining-menu.pdf'), 'pdf in the frame');
    equal(element.shadowRoot!.activeElement, $(element, '.pdf-viewer-header .icon-button'), 'focus moves into the dialog');
    const [previous, next] = [...dialog.querySelectorAll<HTMLButtonElement>('.pdf-viewer-footer button')];
    assert(previous!.disabled && !next!.disabled, 'first document: only next');
    next!.click();
    await waitFor(() => text(element, '.pdf-position') === 'Document 2 of 2');
    equal(text(element, '.pdf-viewer-title'), 'Children’s menu and allergen information');
    assert(next!.disabled && !previous!.disabled, 'last document: only previous');
    previous!.click();
    await waitFor(() => text(element, '.pdf-position') === 'Document 1 of 2');
    next!.click();
    await waitFor(() => text(element, '.pdf-position') === 'Document 2 of 2');
    // Escape: the browser cancels the modal dialog
    dialog.dispatchEvent(new Event('cancel'));
    dialog.close();
    await waitFor(() => !$(element, 'dialog.pdf-viewer'), 2000, 'viewer closed');
    equal(element.shadowRoot!.activeElement, $$(element, '.pdf-button')[1], 'focus back on the button of the document shown last');
  });

  it('the close button hides the viewer again; Tab stays inside the dialog', async () => {
    const element = detail(1020);
    const button = await until<HTMLButtonElement>(element, '.pdf-button');
    button.click();
    const dialog = await until<HTMLDialogElement>(element, 'dialog.pdf-viewer');
    equal(button.getAttribute('aria-pressed'), 'true');
    const focusable = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], iframe')];
    const last = focusable[focusable.length - 1]!;
    last.focus();
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    equal(element.shadowRoot!.activeElement, focusable[0], 'Tab on the last control wraps to the first');
    focusable[0]!.focus();
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    equal(element.shadowRoot!.activeElement, last, 'Shift+Tab on the first wraps to the last');
    await expectNoAxeViolations(element);
    $<HTMLButtonElement>(element, '.pdf-viewer-header .icon-button')!.click();
    await waitFor(() => !$(element, 'dialog.pdf-viewer'), 2000, 'closed');
    equal(button.getAttribute('aria-pressed'), 'false');
    equal(element.shadowRoot!.activeElement, button);
  });
});

describe('lido-content-detail: audio, video, related articles, wayfinder', () => {
  it('audio players with labelled controls', async () => {
    const element = detail(1032);
    await until(element, 'audio');
    const players = $$<HTMLAudioElement>(element, 'audio');
    equal(players.length, 2);
    for (const audio of players) {
      assert(audio.controls && audio.preload === 'none', 'native controls, nothing preloaded');
      const label = element.shadowRoot!.getElementById(audio.getAttribute('aria-labelledby')!)!;
      assert(label.textContent!.startsWith('Part '), label.textContent!);
      assert(audio.src.endsWith('.mp3'), audio.src);
    }
  });

  it('video players start on a labelled play button; unpublished videos only in preview', async () => {
    const element = detail(1033);
    await until(element, '.video');
    equal($$(element, '.video').length, 2);
    const start = $<HTMLButtonElement>(element, '.player-start')!;
    equal(start.getAttribute('aria-label'), 'Play video: Palma de Mallorca');
    const video = $<HTMLVideoElement>(element, 'video')!;
    equal(element.shadowRoot!.getElementById(video.getAttribute('aria-labelledby')!)!.textContent, 'Palma de Mallorca');
    equal(video.controls, false);
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
    deepEqual(tileTitles(element), ['The Grill', 'Lido Buffet', 'Wine bar menu']);
    equal($<HTMLAnchorElement>(element, '[part="related"] a.tile')!.getAttribute('href'), '/content/detail/1021');
  });

  it('the wayfinder link shows only when the device profile enables it', async () => {
    const element = detail(1010);
    await ready(element);
    await new Promise((resolve) => setTimeout(resolve, 200));
    equal($(element, '.wayfinder'), null, 'guest browsers have no wayfinder');
    await useHubDeviceConfig('Kiosk');
    const link = await until<HTMLAnchorElement>(element, '.wayfinder a');
    equal(link.getAttribute('href'), '/wayfinder/3');
    equal(link.textContent, 'Show the way on the deck plan');
    await useHubDeviceConfig('Browser');
  });
});

describe('lido-content-detail: device types', () => {
  it('Kiosk: no PDFs (unless showPdfsOnKiosk) and no videos', async () => {
    await useHubDeviceConfig('Kiosk');
    const pdfs = detail(1020);
    await until(pdfs, '[part="related"]');
    equal($(pdfs, '[part="pdfs"]'), null, 'PDFs hidden on a kiosk');
    const videos = detail(1033);
    await ready(videos);
    await new Promise((resolve) => setTimeout(resolve, 300));
    equal($(videos, '[part="video"]'), null, 'videos hidden on a kiosk');
    setUiSettings({ showPdfsOnKiosk: true });
    await until(pdfs, '[part="pdfs"] .pdf-button');
    await useHubDeviceConfig('Browser');
  });

  it('DigitalSignage: no videos; App: PDFs are downloads', async () => {
    await useHubDeviceConfig('DigitalSignage');
    const videos = detail(1033);
    await ready(videos);
    await new Promise((resolve) => setTimeout(resolve, 300));
    equal($(videos, '[part="video"]'), null);
    await useHubDeviceConfig('App');
    const pdfs = detail(1020);
    const link = await until<HTMLAnchorElement>(pdfs, 'a.pdf-button');
    assert(link.hasAttribute('download') && link.href.endsWith('/media/pdf/dining-menu.pdf'), 'download link');
    equal(link.title, 'Download PDF: Dinner menu');
    equal($(pdfs, 'button.pdf-button'), null);
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
    equal(text(element, '[part="heading"]'), 'Aurora Theatre: this week');
    $<HTMLButtonElement>(element, '[part="events"] .notice.error button')!.click();
    await until(element, 'table.timetable');
  });

  it('times follow the 12-hour setting', async () => {
    const element = detail(1030);
    await until(element, 'table.timetable');
    setUiSettings({ use12HourClock: true });
    await waitFor(() => $$(element, 'tbody td.time').some((td) => td.firstChild?.textContent === '7:30 PM'), 3000, '12-hour times');
    setUiSettings({ use12HourClock: false });
  });

  it('changing article-id resets the page', async () => {
    const element = detail(1003);
    await ready(element);
    await addFault({ pattern: 'GET /api/cms/articles/*', latencyMs: 400, times: 1 });
    element.setAttribute('article-id', '1021');
    await until(element, '.loading', 2000);
    equal($(element, 'article'), null, 'old article gone while loading');
    await waitFor(() => text(element, '[part="heading"]') === 'The Grill', 8000);
  });

  it('texts in German', async () => {
    await core.i18n.changeLanguage('de');
    const element = detail(1020);
    await until(element, '[part="related"]');
    equal(text(element, '[part="where-and-when"] h2'), 'Wo und wann');
    equal(text(element, '[part="pdfs"] h2'), 'Dokumente');
    equal(text(element, '[part="related"] h2'), 'Das könnte Sie auch interessieren');
  });
});

describe('lido-content-detail: accessibility', () => {
  it('the layouts are axe-clean', async () => {
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
  { id: 3, title: 'Boat tour', fromDate: '03/06/2030', startTime: '09:15', endTime: 'Late', location: 'Aurora Theatre', locationDetail: 'Deck 5, forward', category: 'Excursion' },
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
defineWidget({ tag: 'lido-test-content-timetables', description: 'Test only: timetable layouts with events.', attributes: [], events: [], parts: [], cssProperties: [] } as const, Timetables, [content, article], catalogues);

describe('lido-content-detail: itinerary and excursion timetables', () => {
  it('ItineraryTimetable: one row per day in date order with port, arrival and departure', async () => {
    const element = place('<lido-test-content-timetables></lido-test-content-timetables>');
    const table = await until<HTMLTableElement>(element, '.itinerary-test table');
    deepEqual([...table.querySelectorAll('thead th')].map((th) => th.textContent), ['Date', 'Port', 'Location', 'Arrival', 'Departure']);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    deepEqual(rows, [
      ['Saturday, 01/06/2030', 'Barcelona', 'Spain', '', '17:00'],
      ['Monday, 03/06/2030', 'Palma de Mallorca', 'Balearic Islands, Pier 3', '08:00', '18:00'],
    ]);
    await expectNoAxeViolations(element);
  });

  it('ExcursionTimetable: a table per day with the meeting point; Late is empty', async () => {
    const element = place('<lido-test-content-timetables></lido-test-content-timetables>');
    const table = await until<HTMLTableElement>(element, '.excursion-test table');
    equal(table.caption!.textContent, 'Monday, 03/06/2030');
    deepEqual([...table.querySelectorAll('thead th')].map((th) => th.textContent), ['Start', 'End', 'Title', 'Location', 'Deck']);
    deepEqual([...table.querySelectorAll('tbody td, tbody th')].map((c) => c.textContent), ['09:15', '', 'Boat tour', 'Aurora Theatre', 'Deck 5, forward']);
  });
});
