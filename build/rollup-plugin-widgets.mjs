/**
 * `virtual:lido-widgets`: the loader's tag → chunk map, generated from the discovered metas.
 * Each element module is also a rollup entry (named after its tag), so its chunk is
 * `lido-<feature>-<hash>.js` and the loader imports exactly that chunk.
 */
const ID = 'virtual:lido-widgets';
const RESOLVED = `\0${ID}`;

/** @param {import('./widgets.mjs').Widget[]} widgets */
export default function widgetMap(widgets) {
  return {
    name: 'lido-widgets',
    resolveId(source) {
      return source === ID ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      const entries = widgets.map((w) => `  ${JSON.stringify(w.tag)}: () => import(${JSON.stringify(w.elementFile)}),`);
      return `export default {\n${entries.join('\n')}\n};\n`;
    },
  };
}
