/** The feedback texts (namespace `feedback`) the kit's error summary texts and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/feedback.json';
import en from '../../core/i18n/locales/en/feedback.json';
import fr from '../../core/i18n/locales/fr/feedback.json';
import nl from '../../core/i18n/locales/nl/feedback.json';
import formErrorsDe from '../../core/i18n/locales/de/form-errors.json';
import formErrorsEn from '../../core/i18n/locales/en/form-errors.json';
import formErrorsFr from '../../core/i18n/locales/fr/form-errors.json';
import formErrorsNl from '../../core/i18n/locales/nl/form-errors.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default {
  ...uiCatalogues,
  feedback: { de, en, fr, nl },
  'form-errors': { de: formErrorsDe, en: formErrorsEn, fr: formErrorsFr, nl: formErrorsNl },
} satisfies Catalogues;
