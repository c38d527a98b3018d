/**
 * `import data from './x.json'` → `export default {…}` (the translation catalogues, fonts.json).
 * Browsers need `with { type: 'json' }` and rollup needs a plugin; this tiny one is all we use
 * (the browser tests serve JSON modules with the same jsonModule()).
 */
export function jsonModule(text) {
  // JSON.parse of a string literal is parsed faster than the same object literal.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(text)))});\n`;
}

export default function json() {
  return {
    name: 'lido-json',
    transform(code, id) {
      if (!id.endsWith('.json')) return null;
      return { code: jsonModule(code), map: { mappings: '' } };
    },
  };
}
