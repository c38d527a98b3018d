/**
 * The texts of the kit's media parts (player, PDF and media lists, film language, wayfinder link),
 * namespace `media`. They travel with those parts, registered when their chunk loads, so an embed
 * that shows no media (a content overview) does not download them.
 */
import type { TFunction } from 'i18next';
import { registerCatalogues } from '../i18n/catalogue';
import de from '../i18n/locales/de/media.json';
import en from '../i18n/locales/en/media.json';
import fr from '../i18n/locales/fr/media.json';
import nl from '../i18n/locales/nl/media.json';
import { getCore } from '../index';
import { useT } from '../react/index';

export const MEDIA_NAMESPACE = 'media';
export const mediaCatalogues = { [MEDIA_NAMESPACE]: { de, en, fr, nl } };

registerCatalogues(getCore().i18n, mediaCatalogues);

export function useMediaT(): TFunction {
  return useT(MEDIA_NAMESPACE);
}
