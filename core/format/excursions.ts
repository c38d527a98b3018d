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

/**
 * 001 §5: children or infants need an adult on the excursion (excursion_error_no_adult_on_excursion).
 * `types` are the chosen guests' passenger types (Adult or another; unknown counts as an adult);
 * `adultsAlready` the adults going already (e.g. in the cart). One rule for the shore cart and the
 * onboard booking.
 */
export function needsAnAdult(types: readonly (string | null | undefined)[], adultsAlready = 0): boolean {
  return types.length > 0 && !types.some((type) => (type ?? 'Adult') === 'Adult') && adultsAlready === 0;
}
