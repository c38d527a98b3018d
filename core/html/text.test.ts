import { describe, expect, it } from 'vitest';
import { hasText } from './text';

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
