import type { LidoCore } from '../../../core/index';

export interface TestCounterState {
  count: number;
}

/** A real core slice: every widget (and every bundle) on the page gets the same store. */
export function testCounterSlice(core: LidoCore) {
  return core.stores.defineSlice<TestCounterState>('testCounter', { count: 0 }, { persist: false });
}

/** The test namespace, added at run time the way hub translations are. */
export function addTestTranslations(core: LidoCore): void {
  const texts = {
    en: { count: 'Count: {{count}}', increment: 'Add', local: 'Clicked {{count}} times', note: 'Note', text: 'Text' },
    de: { count: 'Anzahl: {{count}}', increment: 'Hinzufügen', local: '{{count}} Mal geklickt', note: 'Notiz', text: 'Text' },
    fr: { count: 'Nombre : {{count}}', increment: 'Ajouter', local: 'Cliqué {{count}} fois', note: 'Note', text: 'Texte' },
    nl: { count: 'Aantal: {{count}}', increment: 'Toevoegen', local: '{{count}} keer geklikt', note: 'Notitie', text: 'Tekst' },
  };
  for (const [lang, bundle] of Object.entries(texts)) core.i18n.addResourceBundle(lang, 'lidoTest', bundle, true, true);
}
