import { cssSheetModule, minifyCss } from './css-sheet.mjs';

/** `import sheet from './x.css'` → a CSSStyleSheet module (see build/css-sheet.mjs). */
export default function cssSheet({ minify = true } = {}) {
  return {
    name: 'lido-css-sheet',
    async transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const css = minify ? await minifyCss(code, id) : code;
      return { code: cssSheetModule(css, id), map: { mappings: '' } };
    },
  };
}
