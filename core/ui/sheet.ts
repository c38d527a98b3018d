/**
 * A sheet a part brings with it (the media lists, a page opened in place): adopted by the
 * widget's shadow root the first time the part renders there, so a widget that never shows the
 * part never pays for its styles, and one that does needs no list of sheets to remember.
 */
import { useLayoutEffect } from 'react';
import { useShadowRoot } from '../react/index';
import { adoptSheets } from '../styles/adopt';

export function useAdoptedSheet(sheet: CSSStyleSheet): void {
  const root = useShadowRoot();
  useLayoutEffect(() => adoptSheets(root, [sheet]), [root, sheet]);
}
