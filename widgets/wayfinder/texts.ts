/** The wayfinder's namespace (core/i18n/locales/{de,en,fr,nl}/wayfinder.json). */
import { useT } from '../../core/react/index';

export const useWayfinderT = () => useT('wayfinder');
