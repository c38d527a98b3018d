export const LANGUAGES = ['de', 'en', 'fr', 'nl'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
