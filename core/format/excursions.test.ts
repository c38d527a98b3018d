import { describe, expect, test } from 'vitest';
import { excursionCatalogueCurrency, excursionCatalogueLanguage, needsAnAdult } from './excursions';

test.each([
  ['en', 'en-GB', 'GBP'],
  ['en-US', 'en-GB', 'GBP'],
  ['de', 'de-DE', 'EUR'],
  ['fr', 'fr-FR', 'EUR'],
  ['nl', 'en-GB', 'USD'],
  ['es', 'en-GB', 'USD'],
  ['', 'en-GB', 'USD'],
])('%j → %s / %s', (lang, catalogueLanguage, currency) => {
  expect(excursionCatalogueLanguage(lang)).toBe(catalogueLanguage);
  expect(excursionCatalogueCurrency(lang)).toBe(currency);
});

describe('needsAnAdult (001 §5, excursion_error_no_adult_on_excursion)', () => {
  test('children or infants alone need an adult, unless one goes already', () => {
    expect(needsAnAdult(['Child', 'Infant'])).toBe(true);
    expect(needsAnAdult(['Child', 'Adult'])).toBe(false);
    expect(needsAnAdult(['Child'], 1)).toBe(false);
    expect(needsAnAdult([null])).toBe(false);
    expect(needsAnAdult([])).toBe(false);
  });
});
