/**
 * The texts of article pages, events, timetables and the daily schedule (namespace `article`):
 * registered when their chunk loads, so the content overview embed does not download them.
 */
import type { TFunction } from 'i18next';
import { registerCatalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/article.json';
import en from '../../core/i18n/locales/en/article.json';
import fr from '../../core/i18n/locales/fr/article.json';
import nl from '../../core/i18n/locales/nl/article.json';
import { getCore } from '../../core/index';
import { useT } from '../../core/react/index';

registerCatalogues(getCore().i18n, { article: { de, en, fr, nl } });

export function useArticleT(): TFunction {
  return useT('article');
}
