/**
 * Hub HTML in the browser: the one sanitiser's rules for inline CMS styles (a description must not
 * be able to lay itself over the operator's page: a "session expired, sign in here" link covering
 * a brand site), and the visible text of HTML for teasers.
 */
import { expect } from '../../tests/helpers/assert';
import ui from '../ui/ui.css';
import { sanitizeHtml } from './sanitize';
import { htmlToText } from './text';

/** The inline style of the first element of the sanitised HTML, as the browser parses it. */
function styleOf(html: string): CSSStyleDeclaration | null {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  const element = host.firstElementChild as HTMLElement | null;
  return element?.hasAttribute('style') ? element.style : null;
}

describe('inline styles in CMS HTML', () => {
  it('keeps colours, weights, alignment and relative placement', () => {
    const style = styleOf(
      '<p style="color: rgb(200, 0, 0); font-weight: 700; text-align: center; background-color: rgb(255, 255, 0); position: relative">Captain\'s dinner</p>',
    );
    expect(style?.color).toBe('rgb(200, 0, 0)');
    expect(style?.fontWeight).toBe('700');
    expect(style?.textAlign).toBe('center');
    expect(style?.backgroundColor).toBe('rgb(255, 255, 0)');
    expect(style?.position).toBe('relative');
  });

  it('removes the positioning and stacking of an overlay that would cover the page', () => {
    const style = styleOf(
      '<a href="https://phish.example/login" style="position:fixed; inset:0; z-index:2147483647; background-color:#fff; color:red">Your session expired: sign in again</a>',
    );
    expect(style?.position).toBe('');
    expect(style?.inset).toBe('');
    expect(style?.zIndex).toBe('');
    // what is harmless stays
    expect(style?.color).toBe('red');
    expect(style?.backgroundColor).toBe('rgb(255, 255, 255)');
  });

  it('removes absolute and sticky placement and each offset', () => {
    for (const position of ['absolute', 'sticky', 'fixed']) {
      const style = styleOf(`<div style="position:${position}; top:0; left:0; right:0; bottom:0; inset-block:0; font-style:italic">x</div>`);
      expect(style?.position, position).toBe('');
      expect([style?.top, style?.left, style?.right, style?.bottom, style?.insetBlock], position).toEqual(['', '', '', '', '']);
      expect(style?.fontStyle, position).toBe('italic');
    }
  });

  it('removes values that fetch or run something, and an attribute left empty', () => {
    const style = styleOf('<div style="background-image:url(https://tracker.example/p.gif); color: blue">x</div>');
    expect(style?.backgroundImage).toBe('');
    expect(style?.color).toBe('blue');
    expect(styleOf('<div style="position:fixed; z-index:9">x</div>')).toBe(null);
  });
});

describe('CMS HTML on the page', () => {
  it('stays inside its own box even with a positioned class of the kit', () => {
    // A widget 600 px tall whose CMS text is one line near its bottom.
    const host = document.createElement('div');
    host.style.cssText = 'position: relative; width: 400px; height: 600px';
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [ui];
    root.innerHTML = `<div style="height: 500px"></div><div class="cms-html">${sanitizeHtml('<a class="player-start" href="https://phish.example/">Your session expired: sign in again</a>')}</div>`;
    try {
      const link = root.querySelector('a')!.getBoundingClientRect();
      const box = root.querySelector('.cms-html')!.getBoundingClientRect();
      expect(link.top).toBeGreaterThanOrEqual(box.top);
      expect(link.bottom).toBeLessThanOrEqual(box.bottom);
    } finally {
      host.remove();
    }
  });
});

describe('htmlToText', () => {
  it('is the text a reader sees: no script or style source, whitespace collapsed', () => {
    const teaser = htmlToText(
      '<style>.x{color:red}</style><p>Live music\n at the <b>Lido bar</b></p><script>window.track("teaser")</script><noscript>Enable JS</noscript>',
    );
    expect(teaser).toBe('Live music at the Lido bar');
  });
});
