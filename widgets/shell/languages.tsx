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

/** One compact menu of the languages (each named in its own language); none with fewer than two. */
export function LanguageMenu({ part, className }: { part: string; className: string }) {
  const core = useCore();
  const t = useT('common');
  const ts = useT('shell');
  const current = useLanguage();
  const languages = useLanguages();
  if (languages.length < 2) return null;
  return (
    <select
      part={part}
      className={className}
      aria-label={ts('languageChooser')}
      value={current}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void core.i18n.changeLanguage(event.target.value);
      }}
    >
      {languages.map((code) => (
        <option key={code} value={code} lang={code}>
          {t(`languages.${code}`)}
        </option>
      ))}
    </select>
  );
}
