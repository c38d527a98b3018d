import { expect, test } from 'vitest';
import { excursionCatalogueCurrency, excursionCatalogueLanguage } from './excursions';

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
