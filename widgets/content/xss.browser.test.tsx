/**
 * Untrusted HTML from the hub: an XSS corpus goes through the one sanitiser and through every
 * HTML field the content widgets render (category description, article description and overview
 * text, where-and-when location and time, event overviews). Nothing may execute, and nothing
 * able to execute or to leave the widget may remain in the DOM.
 */
import { defineWidget } from '../../core/element/define-widget';
import type { Article, Category, ContentEvent } from '../../core/hub/content';
import { sanitizeHtml } from '../../core/html/sanitize';
import { htmlToText } from '../../core/html/text';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { ArticleView } from './Article';
import article from './article.css';
import catalogues from './catalogue';
import content from './content.css';
import { EventsView } from './events';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { ArticleList, TileGrid } from './tiles';
import { $$, cleanUp, place, replaceHubDoc, text, until } from './test-support';
import './content-overview.element';
import './content-detail.element';

type XssWindow = Window & { __xss?: (source: string) => void; __lidoXss?: unknown };
const hits: string[] = [];
(window as XssWindow).__xss = (source) => hits.push(source);

/** Classic and mutation-XSS payloads; each reports through window.__xss when it runs. */
const CORPUS: readonly string[] = [
  // first: an unclosed <noscript> below swallows (and the sanitiser drops) everything after it
  `<p>Safe text survives</p>`,
  `<script>__xss('script')</script>`,
  `<SCRIPT SRC="data:text/javascript,__xss('script-src')"></SCRIPT>`,
  `<img src="x-broken.png" onerror="__xss('img-onerror')" alt="">`,
  `<img src=x onerror=__xss('img-unquoted')//`,
  `<svg onload="__xss('svg-onload')"><circle r="1"/></svg>`,
  `<svg><script>__xss('svg-script')</script></svg>`,
  `<svg><a xlink:href="javascript:__xss('svg-xlink')"><text y="10">svg link</text></a></svg>`,
  `<svg><animate onbegin="__xss('svg-animate')" attributeName="x" dur="1s"/></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="__xss('mxss-math')"></style></mglyph></table></mtext></math>`,
  `<a href="javascript:__xss('a-href')">js link</a>`,
  `<a href="JaVaScRiPt:__xss('a-case')">case link</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss('a-entities')">entity link</a>`,
  `<a href="java\tscript:__xss('a-tab')">tab link</a>`,
  `<a href="data:text/html,<script>__xss('a-data')</script>">data link</a>`,
  `<a href="https://example.org/" target="_blank">external</a>`,
  `<a href="https://example.org/" target="portal">named target</a>`,
  `<iframe src="javascript:__xss('iframe-src')"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss('iframe-srcdoc')</script>"></iframe>`,
  `<object data="javascript:__xss('object')"></object>`,
  `<embed src="javascript:__xss('embed')">`,
  `<details open ontoggle="__xss('details-ontoggle')"><summary>s</summary></details>`,
  `<video><source onerror="__xss('video-source')"></video>`,
  `<audio src="x" onerror="__xss('audio-onerror')"></audio>`,
  `<input autofocus onfocus="__xss('input-onfocus')">`,
  `<button formaction="javascript:__xss('formaction')">b</button>`,
  `<form action="javascript:__xss('form-action')"><input type="submit"></form>`,
  `<body onload="__xss('body-onload')">`,
  `<div onmouseover="__xss('div-onmouseover')" style="width:10px;height:10px">hover</div>`,
  `<base href="javascript:__xss('base')//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:__xss('meta')">`,
  `<link rel="stylesheet" href="javascript:__xss('link')">`,
  `<style>@import 'javascript:__xss("style-import")'; :host{display:none}</style>`,
  `<noscript><p title="</noscript><img src=x onerror=__xss('noscript-mxss')>"></noscript>`,
  `<template><script>__xss('template')</script></template>`,
  `<scr<script>ipt>__xss('split-tag')</scr</script>ipt>`,
  `"><img src=x onerror="__xss('attr-breakout')">`,
  `<marquee onstart="__xss('marquee')">m</marquee>`,
];
const HOSTILE = CORPUS.join('\n');

/**
 * Asserts that a rendered subtree holds nothing executable and nothing that escapes the widget.
 * `cms` selects the sanitised CMS blocks, where forms and controls are not allowed either (the
 * widget's own search box is outside them).
 */
function assertInert(root: ParentNode, where: string, cms: (root: ParentNode) => ParentNode[] = (r) => [r]): void {
  const forbidden = root.querySelectorAll('script, iframe, frame, object, embed, style, base, meta, link, noscript');
  expect(forbidden.length, `${where}: forbidden elements ${[...forbidden].map((e) => e.localName)}`).toBe(0);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      assert(!attribute.name.toLowerCase().startsWith('on'), `${where}: event handler ${attribute.name} on <${element.localName}>`);
      if (['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'srcdoc'].includes(attribute.name.toLowerCase())) {
        // eslint-disable-next-line no-control-regex -- browsers drop control characters in a URL ("java\tscript:"), so the check does too
        const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        assert(!value.startsWith('javascript:') && !value.startsWith('data:text/html'), `${where}: ${attribute.name}="${attribute.value}"`);
      }
      if (attribute.name === 'target') assert(['_blank', '_self'].includes(attribute.value), `${where}: target ${attribute.value}`);
    }
  }
  for (const block of cms(root)) {
    const controls = block.querySelectorAll('form, input, button, textarea, select');
    expect(controls.length, `${where}: form controls from the CMS ${[...controls].map((e) => e.localName)}`).toBe(0);
    for (const link of block.querySelectorAll('a, area')) {
      expect(link.getAttribute('rel'), `${where}: CMS link without rel=noopener`).toBe('noopener noreferrer');
    }
  }
}

const cmsBlocks = (root: ParentNode) => [...root.querySelectorAll('.cms-html')];

/** Give handlers every chance to run: load/error events, animations, a hover and a focus. */
async function provoke(root: ParentNode): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  for (const element of root.querySelectorAll<HTMLElement>('div, img, details, input')) {
    element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    element.focus?.();
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

afterEach(async () => {
  await cleanUp();
  hits.length = 0;
});

describe('the one sanitiser (core/html/sanitize.ts)', () => {
  it('every corpus entry, sanitised and put live into a shadow root, stays inert', async () => {
    const host = place('<div></div>');
    const root = host.attachShadow({ mode: 'open' });
    for (const payload of CORPUS) {
      const box = document.createElement('div');
      box.innerHTML = sanitizeHtml(payload);
      root.append(box);
    }
    await provoke(root);
    expect(hits.join(), 'nothing executed').toBe('');
    assertInert(root, 'sanitizeHtml');
    assert(root.textContent!.includes('Safe text survives'), 'harmless content is kept');
    assert(root.querySelector('a[href="https://example.org/"][target="_blank"]'), 'a safe link survives');
    assert(!root.querySelector('[target="portal"]'), 'named targets are dropped');
  });

  it('pictures without alt text become decorative; empty input gives empty output; text extraction is inert', async () => {
    const picture = document.createElement('div');
    picture.innerHTML = sanitizeHtml('<img src="a.png">');
    expect(picture.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
    expect(htmlToText('<p>Hello <img src=x onerror="__xss(\'text\')"> <b>world</b></p>')).toBe('Hello world');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hits.join()).toBe('');
  });
});

// A test-only element that renders the content components with hostile data in every HTML field.
const hostileCategory: Category = { id: 'xss-category', title: 'Hostile category', description: HOSTILE, searchable: true };
const hostileArticle: Article = {
  id: 'xss-article',
  title: `<img src=x onerror="__xss('title')">Hostile article`,
  description: HOSTILE,
  overviewDescription: HOSTILE,
  layoutType: 'Extended',
  whereAndWhen: { locationInformation: HOSTILE, timeInformation: HOSTILE },
  imageId: 99999,
};
const hostileEvents: ContentEvent[] = [
  {
    id: 1,
    title: `<script>__xss('event-title')</script>Event`,
    fromDate: '01/06/2030',
    startTime: '10:00',
    endTime: 'Late',
    eventOverview: HOSTILE,
    location: HOSTILE,
  },
];

function HostileFields() {
  return (
    <div>
      <SafeHtml html={hostileCategory.description} className="category-description" />
      <TileGrid categories={[hostileCategory]} articles={[hostileArticle]} previewMode={false} bookNow={false} label="tiles" />
      <ArticleList articles={[hostileArticle]} layout="SingleColumn" previewMode={false} bookNow={false} label="cards" />
      <ArticleView article={hostileArticle} previewMode={false} />
      <EventsView events={hostileEvents} layout="AgendaTimetable" headingLevel={3} />
      <EventsView events={hostileEvents} layout="Timetable" headingLevel={3} />
    </div>
  );
}

defineWidget(
  {
    tag: 'lido-test-content-xss',
    description: 'Test only: content components fed hostile HTML.',
    attributes: [],
    events: [],
    parts: [],
    cssProperties: [],
  } as const,
  HostileFields,
  [content, article],
  catalogues,
);

describe('every HTML field of the content widgets', () => {
  it('category description, overview text, description, where-and-when and event overviews stay inert', async () => {
    const element = place('<lido-test-content-xss></lido-test-content-xss>');
    await until(element, '.article-title');
    await until(element, '.agenda-event');
    // the sanitised blocks come with the sanitiser (its own chunk), not with the title and events
    await waitFor(() => $$(element, '.cms-html').length === 5, 5000, 'the sanitised blocks');
    const root = element.shadowRoot!;
    await provoke(root);
    expect(hits.join(), 'nothing executed').toBe('');
    assertInert(root, 'content widgets', cmsBlocks);
    // every field was really rendered, as text or sanitised HTML
    // category description, article description, location, time, event overview
    expect($$(element, '.cms-html').length, 'sanitised blocks').toBe(5);
    assert(
      $$(element, '.cms-html').every((block) => block.textContent!.includes('Safe text survives')),
      'each block kept its safe text',
    );
    expect(text(element, '.article-title')).toBe(`<img src=x onerror="__xss('title')">Hostile article`);
    assert(text(element, '.article-card-text').includes('Safe text survives'), 'overview text as plain text');
    // the broken article picture fell back to the hub's default picture
    await waitFor(() => $$<HTMLImageElement>(element, '.tile img').some((img) => img.dataset.fallback === 'true'), 5000, 'default picture');
  });

  it('hostile HTML the hub serves (a category and an article the test puts in place) renders inert', async () => {
    // the corpus as the hub's own answer: the test's fixture, not the seed every demo visitor sees
    const corpus = CORPUS.join('');
    await replaceHubDoc<{ description: string }>('category', 2, (doc) => ({ ...doc, description: corpus }));
    await replaceHubDoc<{ description: string }>('article', 1012, (doc) => ({ ...doc, description: corpus }));
    const category = place('<lido-content-overview category-id="2"></lido-content-overview>');
    const article = place('<lido-content-detail article-id="1012"></lido-content-detail>');
    await until(category, '.category-description');
    await until(article, '[part="description"]');
    await provoke(category.shadowRoot!);
    await provoke(article.shadowRoot!);
    expect(hits.join(), 'nothing executed').toBe('');
    assertInert(category.shadowRoot!, 'category 2', cmsBlocks);
    assertInert(article.shadowRoot!, 'article 1012', cmsBlocks);
    assert(text(article, '[part="description"]').includes('Safe text survives'), "the hub's article was the fixture");
  });
});
