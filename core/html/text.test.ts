import { describe, expect, it } from 'vitest';
import { hasText, htmlToText } from './text';

describe('hasText: whether a CMS field has anything to read', () => {
  it('text in markup counts', () => {
    expect(hasText('<p>Book before 18:00.</p>')).toBe(true);
    expect(hasText('Plain text')).toBe(true);
    expect(hasText('<p>&nbsp;A</p>')).toBe(true);
  });

  it('nothing, markup alone, non-breaking spaces and white space do not', () => {
    for (const blank of [null, undefined, '', '   ', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>', '<div>\n\t<p> &nbsp; </p></div>', '<p>\u00a0</p>']) {
      expect(hasText(blank), JSON.stringify(blank)).toBe(false);
    }
  });
});

describe('htmlToText without a DOM (a server render): the text the browser shows', () => {
  it('decodes character references as the DOM does and drops code', () => {
    expect(htmlToText('<p>Fish &amp; chips&nbsp;&#8211; &#x20AC;5, &lt;b&gt; &quot;fresh&quot;</p><script>alert(1)</script><style>p{}</style>')).toBe(
      'Fish & chips – €5, <b> "fresh"',
    );
  });

  it('keeps what it does not know as written', () => {
    expect(htmlToText('caf&eacute; &#0; &unknown;')).toBe('caf&eacute; &#0; &unknown;');
  });
});
