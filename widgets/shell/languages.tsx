/**
 * The language choice (002 §2: shown when at least two languages exist; remembered by the core's
 * i18n): the languages of the device profile (002 §3), else all four; only the supported ones.
 * The footer shows a button per language (a compact menu on a phone); the header a compact menu,
 * so the choice is at the top of every page too.
 */
import { isLanguage, LANGUAGES, type LanguageCode } from '../../core/i18n/languages';
import { useCore, useLanguage, useSlice, useT } from '../../core/react/index';

export function useLanguages(): LanguageCode[] {
  const core = useCore();
  const configured = useSlice(core.config.state, (state) => state.device?.deviceGroup?.deviceProfile?.languages);
  if (!configured?.length) return [...LANGUAGES];
  const codes = configured.map((language) => language.code?.toLowerCase().split(/[-_]/)[0]).filter(isLanguage);
  return [...new Set(codes)];
}

/** What a language chooser needs: the languages offered, the current one, their names, the choice. */
export function useLanguageChoice() {
  const core = useCore();
  return {
    languages: useLanguages(),
    current: useLanguage(),
    /** A language's name in that language (common:languages.…). */
    name: useT('common'),
    label: useT('shell')('languageChooser'),
    choose: (code: LanguageCode) => void core.i18n.changeLanguage(code),
  };
}

/** One compact menu of the languages (each named in its own language); none with fewer than two. */
export function LanguageMenu({ part, className }: { part: string; className: string }) {
  const { languages, current, name, label, choose } = useLanguageChoice();
  if (languages.length < 2) return null;
  return (
    <select
      part={part}
      className={className}
      aria-label={label}
      value={current}
      onChange={(event) => {
        if (isLanguage(event.target.value)) choose(event.target.value);
      }}
    >
      {languages.map((code) => (
        <option key={code} value={code} lang={code}>
          {name(`languages.${code}`)}
        </option>
      ))}
    </select>
  );
}
