import { cssSheetModule, legacyCss, legacySheetModule, minifyCss } from './css-sheet.mjs';

/**
 * `import sheet from './x.css'` → a CSSStyleSheet module (see build/css-sheet.mjs); in the legacy
 * set (`legacy`), the floor's CSS text for a <style> element (core/styles/adopt.ts).
 */
export default function cssSheet({ minify = true, legacy = false } = {}) {
  return {
    name: 'lido-css-sheet',
    async transform(code, id) {
      if (!id.endsWith('.css')) return null;
      if (legacy) return { code: legacySheetModule(await legacyCss(code, id), id), map: { mappings: '' } };
      const css = minify ? await minifyCss(code, id) : code;
      return { code: cssSheetModule(css, id), map: { mappings: '' } };
    },
  };
}
