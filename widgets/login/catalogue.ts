/** The login texts (and the kit's error summary texts and the UI kit's) travel with these widgets, not with the shared core chunk (core/i18n/catalogue.ts). */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/login.json';
import en from '../../core/i18n/locales/en/login.json';
import fr from '../../core/i18n/locales/fr/login.json';
import nl from '../../core/i18n/locales/nl/login.json';
import formErrorsDe from '../../core/i18n/locales/de/form-errors.json';
import formErrorsEn from '../../core/i18n/locales/en/form-errors.json';
import formErrorsFr from '../../core/i18n/locales/fr/form-errors.json';
import formErrorsNl from '../../core/i18n/locales/nl/form-errors.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default {
  ...uiCatalogues,
  login: { de, en, fr, nl },
  'form-errors': { de: formErrorsDe, en: formErrorsEn, fr: formErrorsFr, nl: formErrorsNl },
} satisfies Catalogues;
