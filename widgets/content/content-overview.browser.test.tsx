/**
 * <lido-content-overview> in real Chromium against the real demo hub (000 §2, §6, §8, §9).
 */
import { sendKeys } from '@web/test-runner-commands';
import './content-overview.element';
import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import content from './content.css';
import { TileGrid } from './tiles';
import { columnsFor } from '../../core/ui/grid';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, addFault, cleanUp, columnCount, core, place, settled, text, tileTitles, typeInto, until, useHubDeviceConfig } from './test-support';

type Overview = HTMLElement & { categoryId?: string; previewMode: boolean };

const overview = (attributes = '', width?: number) => place<Overview>(`<lido-content-overview ${attributes}></lido-content-overview>`, width);

afterEach(cleanUp);

describe('lido-content-overview: root and categories', () => {
  it('shows a loading state, then the root categories and root articles as picture tiles', async () => {
    // The hub answers in a few ms, faster than until() looks (every 20 ms): the two root calls held
    // back a moment, the loading state is there to see.
    await addFault({ pattern: 'GET /api/cms/*findByRoot*', latencyMs: 400, times: 2 });
    const element = overview();
    await until(element, '.loading[role="status"]', 2000);
    await until(element, '.tile');
    const titles = tileTitles(element);
    // published root categories in hub order, then the root articles
    expect(titles.slice(0, 3)).toEqual(['Welcome aboard', 'Ship & services', 'Dining']);
    assert(titles.includes('Welcome aboard the Lido Aurora') && titles.includes('Today on board'), `root articles missing: ${titles}`);
    assert(!titles.includes('Coming next season') && !titles.includes('Sign-in help'), 'unpublished categories must stay hidden');
    expect($(element, '.loading'), 'loading state gone').toBe(null);
  });

  it('tiles are links to the spec routes with 400 px hub images', async () => {
    const element = overview();
    await until(element, '.tile');
    const first = $$<HTMLAnchorElement>(element, 'a.tile')[0]!;
    expect(first.getAttribute('href')).toBe('/content/overview/1');
    const image = first.querySelector('img')!;
    const src = new URL(image.src);
    assert(src.pathname.endsWith('/api/blobs/image'), src.href);
    expect(src.searchParams.get('width')).toBe('400');
    assert(src.searchParams.get('id'), 'image id');
    const article = $$<HTMLAnchorElement>(element, 'a.tile').find((a) => a.textContent?.includes('Today on board'))!;
    expect(article.getAttribute('href')).toBe('/content/detail/1002');
  });

  it('the first row of pictures loads first (fetchpriority=high), the tiles in view at once, the rest lazily (core/ui/grid.ts)', async () => {
    const element = overview();
    await until(element, '.tile');
    const images = $$<HTMLImageElement>(element, 'a.tile img');
    const columns = columnsFor(innerWidth, 4);
    const inView = columns * Math.ceil(innerHeight / ((innerWidth / columns) * 0.9));
    assert(images.length > columns, `more tiles than a row: ${images.length}`);
    images.forEach((image, index) => {
      expect(image.getAttribute('fetchpriority'), `tile ${index}`).toBe(index < columns ? 'high' : null);
      expect(image.getAttribute('loading'), `tile ${index}`).toBe(index < inView ? 'eager' : 'lazy');
    });
  });

  it('a category shows its title, description, colours, sub-categories and articles', async () => {
    const element = overview('category-id="2"');
    await until(element, '.tile');
    expect(text(element, '[part="heading"]')).toBe('Ship & services');
    const header = $(element, '.category-header')!;
    expect(getComputedStyle(header).backgroundColor).toBe('rgb(232, 241, 251)');
    expect(getComputedStyle(header).color).toBe('rgb(11, 61, 145)');
    assert((await until(element, '.category-description')).textContent!.includes('Guest Services, medical centre'), 'description shown');
    expect(tileTitles(element)).toEqual(['Guest services', 'Health & care', 'Report a problem']);
  });

  it('an unknown category shows the not-found text', async () => {
    const element = overview('category-id="99999"');
    await until(element, '.notice.error');
    expect(text(element, '.notice.error p')).toBe('Content not found');
  });

  it('resets to the loading state and an empty filter when the category changes', async () => {
    const element = overview('category-id="2"');
    const input = await until<HTMLInputElement>(element, '.search input');
    typeInto(input, 'health');
    await waitFor(() => tileTitles(element).length === 1);
    await addFault({ pattern: 'GET /api/cms/*', latencyMs: 400, times: 3 });
    element.setAttribute('category-id', '4');
    await until(element, '.loading', 2000);
    expect($$(element, '.tile').length, 'the previous category is not shown while loading').toBe(0);
    await waitFor(() => text(element, '[part="heading"]') === 'Entertainment', 8000, 'category 4');
    expect($<HTMLInputElement>(element, '.search input')!.value).toBe('');
    expect(tileTitles(element)).toEqual(['Theatre', 'Films & audio', 'Live music']);
  });

  it("follows the guest's language for translatable category titles", async () => {
    const element = overview('category-id="4"');
    await until(element, '.tile');
    await core.i18n.changeLanguage('de');
    await waitFor(() => text(element, '[part="heading"]') === 'Unterhaltung', 3000, 'German title');
    expect(tileTitles(element).slice(0, 2)).toEqual(['Theater', 'Filme & Audio']);
    expect(text(element, '.search label')).toBe('Suchen');
  });
});

describe('lido-content-overview: keyword filter (searchable categories only)', () => {
  it('filters sub-categories and articles by keyword, and says so when nothing matches', async () => {
    const element = overview('category-id="2"');
    const input = await until<HTMLInputElement>(element, '.search input');
    expect($(element, '.search label')!.textContent).toBe('Search');
    const type = (value: string) => typeInto(input, value);
    type('HEALTH');
    await waitFor(() => tileTitles(element).join() === 'Health & care', 2000, 'one match');
    type('problem');
    await waitFor(() => tileTitles(element).join() === 'Report a problem', 2000, 'article match');
    type('zzz-nothing');
    await until(element, '.empty');
    expect(text(element, '.empty')).toBe('Sorry, nothing matches your search.');
    expect($$(element, '.tile').length).toBe(0);
    type('');
    await waitFor(() => tileTitles(element).length === 3, 2000, 'all back');
  });

  it('has no keyword box on a category that is not searchable, nor on the root', async () => {
    const element = overview('category-id="1"');
    await until(element, '.tile');
    expect($(element, '.search')).toBe(null);
    const root = overview();
    await until(root, '.tile');
    expect($(root, '.search')).toBe(null);
  });

  it('an empty category shows the no-result text', async () => {
    await addFault({ pattern: 'GET /api/cms/*/findBy*', emptyList: true });
    const element = overview('category-id="1"');
    await until(element, '.empty');
    expect(text(element, '.empty')).toBe('Sorry, nothing matches your search.');
  });
});

describe('lido-content-overview: content types, flags and links', () => {
  it('DoubleColumn lists articles as picture cards in two columns', async () => {
    const element = overview('category-id="3"', 1100);
    const list = await until(element, '.article-list.layout-doublecolumn');
    expect(columnCount(list)).toBe(2);
    const cards = $$(element, '.article-card');
    assert(cards.length >= 3, 'cards');
    assert(
      cards.every((card) => card.querySelector('img')),
      'pictures',
    );
    assert(text(element, '.article-card-text').length > 0, 'overview text');
  });

  it('SingleColumn shows one column of cards; Simple a text list without pictures', async () => {
    const single = overview('category-id="5"', 1100);
    const list = await until(single, '.article-list.layout-singlecolumn');
    expect(columnCount(list)).toBe(1);
    const simple = overview('category-id="10"');
    await until(simple, '.article-list.layout-simple');
    expect($$(simple, '.article-card img').length).toBe(0);
    assert(text(simple, '.article-card-title').length > 0, 'titles');
  });

  it('a category with an external URL opens it in a new window', async () => {
    const element = overview();
    await until(element, '.tile');
    const kids = $$<HTMLAnchorElement>(element, 'a.tile').find((a) => a.textContent?.includes('Kids Club'))!;
    expect(kids.getAttribute('href')).toBe('https://kids.lido.example/club');
    expect(kids.target).toBe('_blank');
    assert(kids.rel.includes('noopener'), 'rel noopener');
    assert(kids.textContent!.includes('opens in a new window'), 'announced as new window');
  });

  it('preview mode also shows unpublished items with the hidden-eye tag', async () => {
    const element = overview('preview-mode="true"');
    await until(element, '.tile');
    const hidden = $$(element, '.tile').filter((tile) => tile.querySelector('[part="hidden-tag"]'));
    expect(tileTitles(element).filter((_, i) => $$(element, '.tile')[i]!.querySelector('[part="hidden-tag"]'))).toEqual(['Coming next season', 'Sign-in help']);
    expect(hidden[0]!.querySelector('[part="hidden-tag"]')!.textContent).toBe('Not published');
    // links keep preview mode
    expect(hidden[0]!.getAttribute('href')).toBe('/content/overview/12?previewMode=true');
    const sub = overview('category-id="2" preview-mode="true"');
    await waitFor(() => tileTitles(sub).includes('Preview: new services'), 8000, 'unpublished sub-category');
  });

  it('a category with showTitle=false keeps its heading for screen readers only', async () => {
    const element = overview('category-id="13" preview-mode="true"');
    const heading = await until(element, '[part="heading"]');
    expect(heading.textContent).toBe('Sign-in help');
    assert(heading.classList.contains('lido-visually-hidden'), 'visually hidden');
  });
});

describe('lido-content-overview: grid columns by breakpoint and device', () => {
  it('2 columns small, 3 medium, 4 large', async () => {
    const small = overview('', 500);
    const medium = overview('', 800);
    const large = overview('', 1200);
    for (const [element, columns] of [
      [small, 2],
      [medium, 3],
      [large, 4],
    ] as const) {
      const grid = await until(element, '.tile-grid');
      expect(columnCount(grid), `${element.parentElement!.style.width}`).toBe(columns);
    }
  });
});

describe('lido-content-overview: arrow keys (cabin TV remote)', () => {
  it('arrows move focus between the tiles as laid out, Home / End to the first / last; Tab order unchanged, no trap', async () => {
    for (const [width, columns] of [
      [500, 2],
      [1200, 4],
    ] as const) {
      const element = overview('', width);
      await until(element, '.tile');
      const grid = $(element, '.tile-grid')!;
      await waitFor(() => columnCount(grid) === columns, 2000, `${columns} columns at ${width} px`);
      const tiles = $$<HTMLAnchorElement>(element, 'a.tile');
      assert(tiles.length > columns + 1, `more than a row of tiles: ${tiles.length}`);
      const focused = () => tiles.indexOf(element.shadowRoot!.activeElement as HTMLAnchorElement);
      const press = async (key: string, expected: number) => {
        await sendKeys({ press: key });
        expect(focused(), `${key} at ${width} px`).toBe(expected);
        expect(document.activeElement, 'focus stays in the element').toBe(element);
      };
      tiles[0]!.focus();
      await press('ArrowRight', 1);
      await press('ArrowDown', 1 + columns);
      await press('ArrowLeft', columns);
      await press('ArrowUp', 0);
      // the edge: nothing beyond, focus stays (and the key is the page's)
      await press('ArrowLeft', 0);
      await press('End', tiles.length - 1);
      expect(getComputedStyle(tiles.at(-1)!).outlineStyle, 'a visible focus ring').not.toBe('none');
      await press('Home', 0);
      // Tab keeps the document order
      await press('Tab', 1);
      element.parentElement!.remove();
    }
  });
});

describe('lido-content-overview: errors and navigation', () => {
  it('a failed call shows the catalogue error and a retry that recovers', async () => {
    // the first answer and both retries of the query layer (after 1 s and 3 s) fail
    await addFault({ pattern: 'GET /api/cms/categories/findById/*', status: 500, times: 3 });
    const element = overview('category-id="1"');
    const alert = await until(element, '.notice.error[role="alert"]');
    assert(alert.textContent!.startsWith('There has been an error: '), alert.textContent!);
    $<HTMLButtonElement>(element, '.notice.error button')!.click();
    await waitFor(() => text(element, '[part="heading"]') === 'Welcome aboard', 8000, 'retried content');
    expect($(element, '.notice.error')).toBe(null);
  });

  it('a single failed answer is retried without the guest seeing an error', async () => {
    await addFault({ pattern: 'GET /api/cms/categories/findById/*', status: 502, times: 1 });
    const element = overview('category-id="1"');
    await waitFor(() => text(element, '[part="heading"]') === 'Welcome aboard', 8000, 'content after the retry');
    expect($(element, '.notice.error')).toBe(null);
  });

  it('a tile asks the page to navigate; uncancelled it opens in place and moves focus', async () => {
    const element = overview();
    await until(element, '.tile');
    const paths: string[] = [];
    element.addEventListener('lido-navigate', (event) => paths.push(event.detail.path));
    $$<HTMLAnchorElement>(element, 'a.tile')[1]!.click();
    expect(paths).toEqual(['/content/overview/2']);
    await waitFor(() => text(element, '[part="heading"]') === 'Ship & services', 8000, 'category in place');
    await waitFor(() => element.shadowRoot!.activeElement === $(element, '[part="heading"]'), 2000, 'focus on heading');
    // on to an article, in place as well
    $$<HTMLAnchorElement>(element, 'a.tile')
      .find((a) => a.textContent?.includes('Report a problem'))!
      .click();
    await waitFor(() => text(element, '.article-title') === 'Report a problem', 8000, 'article in place');
    // the article styles came with the article page (not part of the overview's download)
    expect(getComputedStyle($(element, 'article.article')!).display).toBe('flex');
  });

  it('a page that cancels lido-navigate routes itself: the element stays', async () => {
    const element = overview();
    await until(element, '.tile');
    element.addEventListener('lido-navigate', (event) => event.preventDefault());
    $$<HTMLAnchorElement>(element, 'a.tile')[0]!.click();
    await settled();
    expect($(element, '[part="heading"]'), 'still the root').toBe(null);
    assert(tileTitles(element).includes('Dining'), 'root tiles');
  });
});

/** The accessible name of a simple link: its text without what is hidden from assistive technology. */
function nameOf(link: Element): string {
  const copy = link.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return (link.getAttribute('aria-label') ?? copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** What a link shows: its text without what only screen readers get. */
function shownText(link: Element): string {
  const copy = link.cloneNode(true) as Element;
  copy.querySelectorAll('.lido-visually-hidden').forEach((node) => node.remove());
  return copy.textContent!.trim();
}

/** The list item of the card or tile titled `title`. */
const itemOf = (element: HTMLElement, title: string) =>
  $$(element, 'li').find((item) => item.querySelector('.article-card-title, .tile-caption')?.textContent === title);

describe("lido-content-overview: Book now (the article's bookingLink)", () => {
  it("an article with a bookingLink has a Book now link to its booking, beside its card's link; one without has none", async () => {
    const element = overview('category-id="3"', 1100);
    await until(element, '[part="book-now"]');
    for (const [title, path] of [
      ['Horizon Restaurant', '/dining/detail/7201'],
      ['The Grill', '/dining/detail/7202'],
    ]) {
      const item = itemOf(element, title!)!;
      const badge = item.querySelector<HTMLAnchorElement>('a[part="book-now"]')!;
      expect(badge.getAttribute('href'), title).toBe(path);
      expect(badge.parentElement, 'a sibling of the card link, not inside it').toBe(item);
      expect(item.querySelector('a.article-card')!.getAttribute('href'), 'the card still opens the article').toMatch(/^\/content\/detail\/\d+$/);
      expect(shownText(badge), 'what the guest sees').toBe('Book now');
      expect(nameOf(badge), 'its name starts with what is shown and says what it books').toBe(`Book now: ${title}`);
      // laid over its card, in sight
      const [card, box] = [item.querySelector('a.article-card')!.getBoundingClientRect(), badge.getBoundingClientRect()];
      assert(
        box.height >= 24 && box.top >= card.top && box.bottom <= card.bottom && box.left >= card.left && box.right <= card.right,
        'over the card, 24 px high',
      );
    }
    // the buffet takes no reservations (no bookingLink): no badge; nor the wine bar menu
    expect(itemOf(element, 'Lido Buffet')!.querySelector('[part="book-now"]')).toBe(null);
    expect($$(element, '[part="book-now"]').length).toBe(2);
    // the spa (SingleColumn): its article links to the treatment, the fitness classes to nothing
    const spa = overview('category-id="5"', 1100);
    await until(spa, '[part="book-now"]');
    expect(itemOf(spa, 'Serenity Spa')!.querySelector('a[part="book-now"]')!.getAttribute('href')).toBe('/spa/detail/7301');
    expect(itemOf(spa, 'Fitness classes')!.querySelector('[part="book-now"]')).toBe(null);
  });

  it("clicking Book now asks for the booking route (lido-navigate), not the article; with a portal-url its address is the portal's", async () => {
    const element = overview('category-id="3"');
    const badge = await until<HTMLAnchorElement>(element, 'a[part="book-now"]');
    const paths: string[] = [];
    element.addEventListener('lido-navigate', (event) => {
      paths.push(event.detail.path);
      event.preventDefault();
    });
    badge.click();
    expect(paths).toEqual(['/dining/detail/7201']);
    await settled();
    expect(text(element, '[part="heading"]'), 'the category stays').toBe('Dining');
    const operator = overview('category-id="3" portal-url="https://portal.example-ship.com/"');
    const link = await until<HTMLAnchorElement>(operator, 'a[part="book-now"]');
    expect(link.getAttribute('href')).toBe('https://portal.example-ship.com/dining/detail/7201');
  });

  it("Tab stops on the card's link, then on its Book now, then on the next card; the badge shows a focus ring", async () => {
    const element = overview('category-id="3"', 1100);
    await until(element, '[part="book-now"]');
    const focused = () => element.shadowRoot!.activeElement;
    const horizon = itemOf(element, 'Horizon Restaurant')!;
    horizon.querySelector<HTMLAnchorElement>('a.article-card')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused()).toBe(horizon.querySelector('a[part="book-now"]'));
    expect(getComputedStyle(focused()!).outlineStyle, 'a visible focus ring').not.toBe('none');
    await sendKeys({ press: 'Tab' });
    expect(focused()).toBe(itemOf(element, 'The Grill')!.querySelector('a.article-card'));
  });
});

// Tiles with Book now (a category without a content type that shows the badge; the demo hub's are card lists).
function BookableTiles() {
  return (
    <TileGrid
      categories={[]}
      articles={[
        { id: 1020, title: 'Horizon Restaurant', imageId: 1, bookingLink: '/dining/detail/7201' },
        { id: 1022, title: 'Lido Buffet', imageId: 1 },
        { id: 905, title: 'Shore spa', imageId: 1, bookingLink: 'https://spa.example/book' },
        { id: 906, title: 'Hostile link', imageId: 1, bookingLink: 'javascript:alert(1)' },
        { id: 907, title: 'Sunset cruise', imageId: 1, bookingLink: '/onboard/excursion/6001' },
      ]}
      previewMode={false}
      bookNow
      label="Bookable tiles"
    />
  );
}
defineWidget(
  { tag: 'lido-test-content-bookable', description: 'Test only: tiles with Book now.', attributes: [], events: [], parts: [], cssProperties: [] } as const,
  BookableTiles,
  content,
  catalogues,
);

describe('lido-content-overview: Book now on picture tiles', () => {
  it('a portal route or an http(s) address (a new window, noopener); nothing for another scheme; the arrows go from tile to tile', async () => {
    const element = place('<lido-test-content-bookable></lido-test-content-bookable>', 1200);
    await until(element, '.tile');
    const badge = (title: string) => itemOf(element, title)?.querySelector<HTMLAnchorElement>('a[part="book-now"]') ?? null;
    expect(badge('Horizon Restaurant')!.getAttribute('href')).toBe('/dining/detail/7201');
    expect(badge('Horizon Restaurant')!.closest('a.tile'), 'not inside the tile link').toBe(null);
    expect(badge('Lido Buffet')).toBe(null);
    expect(badge('Hostile link')).toBe(null);
    const external = badge('Shore spa')!;
    expect(external.getAttribute('href')).toBe('https://spa.example/book');
    expect(external.target).toBe('_blank');
    assert(external.rel.split(' ').includes('noopener'), 'rel noopener');
    expect(nameOf(external)).toBe('Book now: Shore spa (opens in a new window)');
    expect(badge('Sunset cruise')!.getAttribute('href')).toBe('/onboard/excursion/6001');
    // over the tile's picture
    const [tile, box] = [
      itemOf(element, 'Horizon Restaurant')!.querySelector('.tile-media')!.getBoundingClientRect(),
      badge('Horizon Restaurant')!.getBoundingClientRect(),
    ];
    assert(box.top >= tile.top && box.bottom <= tile.bottom && box.left >= tile.left && box.right <= tile.right, 'over the picture');

    const tiles = $$<HTMLAnchorElement>(element, 'a.tile');
    await waitFor(() => columnCount($(element, '.tile-grid')!) === 4, 2000, '4 columns');
    const focused = () => element.shadowRoot!.activeElement;
    tiles[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(), 'Right: the next tile, not its badge').toBe(tiles[1]);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(), 'Down: the tile below').toBe(tiles[4]);
    await sendKeys({ press: 'Home' });
    expect(focused()).toBe(tiles[0]);
    await sendKeys({ press: 'End' });
    expect(focused(), 'End: the last tile, not its badge').toBe(tiles[4]);
    // Tab reaches the badge; from there the arrows go on to tiles
    await sendKeys({ press: 'Tab' });
    expect(focused()).toBe(badge('Sunset cruise'));
    tiles[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(), "Tab: the tile's badge").toBe(badge('Horizon Restaurant'));
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(), 'from a badge, Right: the next tile').toBe(tiles[1]);
    await expectNoAxeViolations(element);
  });
});

describe('lido-content-overview: device types', () => {
  it('DigitalSignage: at most 3 columns on large screens and no Book Now badge', async () => {
    const element = overview('category-id="3"', 1200);
    await until(element, '.article-card');
    await waitFor(() => $$(element, '[part="book-now"]').length === 2, 2000, "the badges of a guest's browser");
    await useHubDeviceConfig('DigitalSignage');
    // (signage lists through its paging chunk, loaded then)
    await waitFor(() => $$(element, '.article-card').length === 4 || null, 4000, 'the cards stay');
    expect($$(element, '[part="book-now"]').length, 'no badge on signage').toBe(0);
    const root = overview('', 1200);
    const grid = await until(root, '.tile-grid');
    expect(columnCount(grid)).toBe(3);
    await useHubDeviceConfig('Browser');
    // (a guest's browser has the whole grid again, in one list)
    await waitFor(() => columnCount($(root, '.tile-grid')!) === 4, 2000, 'back to 4 columns');
  });

  it("DigitalSignage: tiles that do not fit the screen page themselves at the profile's pace, each page within the screen", async function (this: MochaContext) {
    // the demo hub's profile: 12 s a page
    this.timeout(60_000);
    await useHubDeviceConfig('DigitalSignage');
    try {
      const element = overview('', 1200);
      const indicator = await until(element, '[part="page-indicator"]', 10_000);
      const pages = Number(indicator.dataset.pages);
      expect(pages).toBeGreaterThan(1);
      const first = tileTitles(element);
      expect(first.length).toBeGreaterThan(0);
      expect(element.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 1);
      await waitFor(() => $(element, '[part="page-indicator"]')?.dataset.page === '2' || null, 16_000, 'page 2');
      const second = tileTitles(element);
      expect(second.length).toBeGreaterThan(0);
      expect(second.some((title) => first.includes(title))).toBe(false);
      expect(element.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 1);
      await expectNoAxeViolations(element);
    } finally {
      await useHubDeviceConfig('Browser');
    }
  });
});

describe('lido-content-overview: accessibility', () => {
  it('root, a searchable category and a content-type category are axe-clean', async () => {
    const root = overview();
    await until(root, '.tile');
    await expectNoAxeViolations(root);
    const searchable = overview('category-id="2"');
    await until(searchable, '.search');
    await expectNoAxeViolations(searchable);
    const cards = overview('category-id="3"');
    await until(cards, '.article-card');
    await expectNoAxeViolations(cards);
    const spa = overview('category-id="5"');
    await until(spa, '[part="book-now"]');
    await expectNoAxeViolations(spa);
  });
});

// The demo hub has no tile title over 30 characters: these tiles get theirs from the test.
function LongTitles() {
  return (
    <TileGrid
      categories={[{ id: 901, title: 'Shore excursions and port information for every port' }]}
      articles={[{ id: 902, title: 'Exactly thirty characters long', imageId: 99999 }]}
      previewMode={false}
      bookNow={false}
      label="Long titles"
    />
  );
}
defineWidget(
  { tag: 'lido-test-content-tiles', description: 'Test only: tiles with long titles.', attributes: [], events: [], parts: [], cssProperties: [] } as const,
  LongTitles,
  content,
  catalogues,
);

describe('lido-content-overview: tile titles and pictures', () => {
  it('titles are cut at 30 characters, complete in the title attribute; a broken picture shows the default one', async () => {
    const element = place('<lido-test-content-tiles></lido-test-content-tiles>');
    await until(element, '.tile');
    const captions = $$(element, '.tile-caption');
    expect(captions[0]!.textContent).toBe('Shore excursions and port info…');
    expect(captions[0]!.getAttribute('title')).toBe('Shore excursions and port information for every port');
    expect(captions[1]!.textContent).toBe('Exactly thirty characters long');
    expect(captions[1]!.getAttribute('title')).toBe(null);
    // image 99999 does not exist on the hub: the default picture replaces it
    const shown = await waitFor(() => $$<HTMLImageElement>(element, '.tile img').find((img) => img.dataset.fallback === 'true'), 5000, 'default picture');
    await waitFor(() => shown.complete && shown.naturalWidth > 0, 5000, 'default picture loaded');
    expect(shown.src).toBe(core.stores.configuration.getState().hubSettings.defaultImageUrl);
  });
});

describe("lido-content-overview: the theme's fonts and layout flags", () => {
  it("unthemed: the body font, as written, titles below; ocean: serif capitals; sunset: its headings, titles over the picture; high-contrast: Verdana; a page theme under the operator's :root", async () => {
    const [plain, ocean, sunset, contrast] = ['', 'ocean', 'sunset', 'high-contrast'].map((theme) =>
      overview(`category-id="2"${theme && ` theme="${theme}"`}`, 600),
    ) as [Overview, Overview, Overview, Overview];
    for (const element of [plain, ocean, sunset, contrast]) await until(element, '.tile');
    const page = document.documentElement;
    const hubTheme = page.getAttribute('data-lido-theme');
    // A page with no theme first (the hub's, set by the core when the elements mounted, comes back at the end).
    page.removeAttribute('data-lido-theme');
    const operator = document.createElement('style');
    try {
      const heading = (element: Element) => getComputedStyle($(element, '[part="heading"]')!);
      /** Where the first tile's title sits: its caption's position, and whether it overlaps the picture. */
      const title = (element: Element) => {
        const caption = $(element, '.tile-caption')!;
        const [media, box] = [$(element, '.tile-media')!.getBoundingClientRect(), caption.getBoundingClientRect()];
        return { position: getComputedStyle(caption).position, overPicture: box.top < media.bottom - 1 };
      };
      const inter = getComputedStyle(plain).fontFamily;
      assert(inter.startsWith('"Inter Variable"'), inter);

      expect(heading(plain).fontFamily, 'the body font').toBe(inter);
      expect(heading(plain).textTransform).toBe('none');
      expect(title(plain)).toEqual({ position: 'static', overPicture: false });

      expect(heading(ocean).fontFamily).toBe('Georgia, serif');
      expect(heading(ocean).textTransform).toBe('uppercase');
      expect(getComputedStyle(ocean).fontFamily, 'the body stays Inter').toBe(inter);
      expect(title(ocean)).toEqual({ position: 'static', overPicture: false });

      expect(heading(sunset).fontFamily).toBe('"Trebuchet MS", sans-serif');
      expect(heading(sunset).textTransform).toBe('none');
      expect(title(sunset)).toEqual({ position: 'absolute', overPicture: true });

      expect(getComputedStyle(contrast).fontFamily, 'high-contrast body').toBe('Verdana, sans-serif');
      expect(heading(contrast).fontFamily, 'and its headings').toBe('Verdana, sans-serif');

      // The page's theme (on <html>, as the portal sets it): elements without their own take it,
      // themed elements keep their own flags; the operator's own :root tokens beat it.
      page.dataset.lidoTheme = 'ocean';
      expect(heading(plain).textTransform, 'the page theme applies').toBe('uppercase');
      expect(heading(sunset).textTransform, "not over an element's own theme").toBe('none');
      expect(heading(contrast).fontFamily).toBe('Verdana, sans-serif');
      operator.textContent = ':root { --lido-heading-case: none; --lido-font-heading: serif; }';
      document.head.append(operator);
      expect(heading(plain).textTransform, 'the operator wins').toBe('none');
      expect(heading(plain).fontFamily, 'the operator wins').toBe('serif');
    } finally {
      operator.remove();
      if (hubTheme) page.setAttribute('data-lido-theme', hubTheme);
      else page.removeAttribute('data-lido-theme');
    }
  });
});
