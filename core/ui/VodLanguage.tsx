/**
 * 002 §2, §4: the film language button and its dialog, for the second catalogue (in the portal's
 * subheader, and in <lido-seanet-vod> when it is alone on a page). Shown when the catalogue offers
 * more than one language; Save stays disabled until the choice differs from the current one.
 */
import { useId, useState } from 'react';
import { useHubQuery } from '../query/hooks';
import { seanetLocalesQuery } from '../query/seanet';
import { vodRuntime } from '../session/vod-actions';
import { seanetLocaleOf, seanetTransitions } from '../session/vod-slices';
import { useCore, useLanguage, useSlice, useT } from '../react/index';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { useMediaT } from './media-texts';
// the second catalogue's failures in words, for the notices of its widget
import './vod-errors';

/** A catalogue locale ('en', 'de-DE' …) named in the interface language. */
function localeName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The second catalogue's locales (a query) and the locale it is shown in (seanetLocaleOf: the
 * guest's choice, the interface language, the catalogue's default). With `ask` false only what is
 * already cached is read: the portal's subheader shows the button once the catalogue asked.
 */
export function useSeanetLocales(ask: boolean) {
  const core = useCore();
  const language = useLanguage();
  const chosen = useSlice(vodRuntime(core).slices.seanetVod, (state) => state.seanetLocale);
  const query = useHubQuery(seanetLocalesQuery, [], { enabled: ask });
  const locale = query.data ? seanetLocaleOf(chosen, query.data, language) : null;
  return { query, locale, codes: query.data?.codes ?? [] };
}

export function VodLanguage() {
  const core = useCore();
  const t = useMediaT();
  const uiLanguage = useLanguage();
  const { seanetVod } = vodRuntime(core).slices;
  const { locale: current, codes: allLocales } = useSeanetLocales(false);
  const [open, setOpen] = useState(false);

  // 000 §3 showLocales: the button shows when the catalogue offers more than one language.
  if (allLocales.length < 2 || !current) return null;
  return (
    <>
      <Button part="vod-language" variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('vodLanguage', { language: localeName(current, uiLanguage) })}
      </Button>
      {open && (
        <VodLanguageDialog
          locales={allLocales}
          current={current}
          uiLanguage={uiLanguage}
          onSave={(locale) => {
            seanetVod.setState((state) => seanetTransitions.localeChosen(state, locale));
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

interface DialogProps {
  locales: readonly string[];
  current: string;
  uiLanguage: string;
  onSave: (locale: string) => void;
  onClose: () => void;
}

function VodLanguageDialog({ locales, current, uiLanguage, onSave, onClose }: DialogProps) {
  const t = useMediaT();
  const common = useT('common');
  const [chosen, setChosen] = useState(current);
  const titleId = useId();
  const name = useId();

  return (
    <Dialog labelledBy={titleId} onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen !== current) onSave(chosen);
        }}
      >
        <fieldset className="choices">
          <legend id={titleId} className="dialog-title">
            {t('vodLanguageTitle')}
          </legend>
          {locales.map((locale) => (
            <label key={locale} className="choice">
              <input type="radio" name={name} value={locale} checked={chosen === locale} onChange={() => setChosen(locale)} />
              <span lang={locale}>{localeName(locale, uiLanguage)}</span>
            </label>
          ))}
        </fieldset>
        <div className="button-row">
          <Button type="submit" disabled={chosen === current}>
            {common('save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {common('cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
