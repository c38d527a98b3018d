/** Cruise-excursion catalogue language and currency for the guest's language (spec 000 §9). */

const CATALOGUE_LANGUAGE: Readonly<Record<string, string>> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };
const CATALOGUE_CURRENCY: Readonly<Record<string, string>> = { en: 'GBP', de: 'EUR', fr: 'EUR' };

const primary = (lang: string) => lang.toLowerCase().split(/[-_]/)[0] ?? '';

/** en → en-GB, de → de-DE, fr → fr-FR, otherwise en-GB. */
export function excursionCatalogueLanguage(lang: string): string {
  return CATALOGUE_LANGUAGE[primary(lang)] ?? 'en-GB';
}

/** en → GBP, de and fr → EUR, otherwise USD. */
export function excursionCatalogueCurrency(lang: string): string {
  return CATALOGUE_CURRENCY[primary(lang)] ?? 'USD';
}
