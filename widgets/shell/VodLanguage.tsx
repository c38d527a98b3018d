import { useEffect, useId, useRef, useState } from 'react';
import { vodRuntime } from '../../core/session/vod-actions';
import { seanetTransitions } from '../../core/session/vod-slices';
import { useCore, useLanguage, useSlice, useT } from '../../core/react/index';

/** A catalogue locale ('en', 'de-DE' …) named in the interface language. */
function localeName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * 002 §2, §4: the film language button and its modal. Shown when the second catalogue offers
 * more than one language; Save stays disabled until the choice differs from the current one.
 */
export function VodLanguage() {
  const core = useCore();
  const t = useT('shell');
  const tc = useT('common');
  const uiLanguage = useLanguage();
  const { seanetVod } = vodRuntime(core).slices;
  const showLocales = useSlice(seanetVod, (state) => state.showLocales);
  const current = useSlice(seanetVod, (state) => state.seanetLocale);
  const allLocales = useSlice(seanetVod, (state) => state.allLocales);
  const [open, setOpen] = useState(false);

  if (!showLocales || allLocales.length < 2 || !current) return null;
  return (
    <>
      <button part="vod-language" type="button" className="button secondary" onClick={() => setOpen(true)}>
        {t('vodLanguage', { language: localeName(current, uiLanguage) })}
      </button>
      {open && (
        <VodLanguageDialog
          locales={allLocales}
          current={current}
          uiLanguage={uiLanguage}
          title={t('vodLanguageTitle')}
          saveLabel={tc('save')}
          cancelLabel={tc('cancel')}
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
  title: string;
  saveLabel: string;
  cancelLabel: string;
  onSave: (locale: string) => void;
  onClose: () => void;
}

function VodLanguageDialog({ locales, current, uiLanguage, title, saveLabel, cancelLabel, onSave, onClose }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState(current);
  const titleId = useId();
  const name = useId();

  useEffect(() => {
    const element = dialog.current;
    // A modal <dialog> traps focus and closes on Escape (cancel event).
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen !== current) onSave(chosen);
        }}
      >
        <fieldset className="choices">
          <legend id={titleId} className="dialog-title">
            {title}
          </legend>
          {locales.map((locale) => (
            <label key={locale} className="choice">
              <input type="radio" name={name} value={locale} checked={chosen === locale} onChange={() => setChosen(locale)} />
              <span lang={locale}>{localeName(locale, uiLanguage)}</span>
            </label>
          ))}
        </fieldset>
        <div className="dialog-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            {cancelLabel}
          </button>
          <button type="submit" className="button" disabled={chosen === current}>
            {saveLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
