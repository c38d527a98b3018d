/** The account texts (namespace `account`) the kit's error summary texts and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/account.json';
import en from '../../core/i18n/locales/en/account.json';
import fr from '../../core/i18n/locales/fr/account.json';
import nl from '../../core/i18n/locales/nl/account.json';
import formErrorsDe from '../../core/i18n/locales/de/form-errors.json';
import formErrorsEn from '../../core/i18n/locales/en/form-errors.json';
import formErrorsFr from '../../core/i18n/locales/fr/form-errors.json';
import formErrorsNl from '../../core/i18n/locales/nl/form-errors.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default {
  ...uiCatalogues,
  account: { de, en, fr, nl },
  'form-errors': { de: formErrorsDe, en: formErrorsEn, fr: formErrorsFr, nl: formErrorsNl },
} satisfies Catalogues;
