import { describe, expect, it } from 'vitest';
import { conditionTexts, conditionTextIn } from './conditions';

describe("the texts of a module's terms", () => {
  it("the guest's language, else the default; a plain string as it is", () => {
    expect(conditionTextIn({ default: '<p>Default</p>', de: '<p>Deutsch</p>' }, 'de')).toBe('<p>Deutsch</p>');
    expect(conditionTextIn({ default: '<p>Default</p>', de: '<p>Deutsch</p>' }, 'fr')).toBe('<p>Default</p>');
    expect(conditionTextIn({ default: '<p>Default</p>', de: '' }, 'de')).toBe('<p>Default</p>');
    expect(conditionTextIn('<p>Plain</p>', 'nl')).toBe('<p>Plain</p>');
  });

  it('none, or blank HTML, is null', () => {
    for (const value of [undefined, null, '', { default: null }, { default: '<p>&nbsp;</p>' }, '<p> </p>']) expect(conditionTextIn(value, 'en')).toBe(null);
  });

  it('the terms to accept are the condition and the additional text that have any text; the sales message is apart', () => {
    expect(
      conditionTexts({ conditionText: { default: '<p>A</p>' }, additionalConditionText: { default: '' }, salesMessage: { default: '<p>S</p>' } }, 'en'),
    ).toEqual({
      condition: '<p>A</p>',
      additional: null,
      sales: '<p>S</p>',
      terms: ['<p>A</p>'],
    });
    expect(conditionTexts({}, 'en')).toEqual({ condition: null, additional: null, sales: null, terms: [] });
  });
});
