/** The kit's namespace and translation hook (its catalogue: ./catalogue.ts). */
import type { TFunction } from 'i18next';
import { useT } from '../react/index';

export const UI_NAMESPACE = 'ui';

/** Translations of the kit's own texts; common texts through `common:…`. */
export function useUiT(): TFunction {
  return useT(UI_NAMESPACE);
}
