/**
 * `virtual:lido-widgets`: the loader's tag → chunk map, generated from the discovered metas.
 * Each element module is also a rollup entry (named after its tag), so its chunk is
 * `lido-<feature>-<hash>.js` and the loader imports exactly that chunk.
 *
 * Each entry also lists the chunks its element chunk imports statically (the core chunk, shared
 * feature chunks), filled in once the bundle is chunked: the loader preloads them together with
 * the element chunk instead of discovering them one round trip later (0.6 s each on satellite).
 */
const ID = 'virtual:lido-widgets';
const RESOLVED = `\0${ID}`;
const PLACEHOLDER = '__LIDO_PRELOAD__';

/** @param {import('./widgets.mjs').Widget[]} widgets */
export default function widgetMap(widgets) {
  return {
    name: 'lido-widgets',
    resolveId(source) {
      return source === ID ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      const entries = widgets.map(
        (w) => `  ${JSON.stringify(w.tag)}: { load: () => import(${JSON.stringify(w.elementFile)}), preload: ${JSON.stringify(PLACEHOLDER + w.tag)} },`,
      );
      return `export default {\n${entries.join('\n')}\n};\n`;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** every chunk `fileName` pulls in statically, transitively, itself excluded */
      const staticGraph = (fileName, seen = new Set()) => {
        for (const dep of byFile.get(fileName)?.imports ?? []) {
          if (!seen.has(dep)) {
            seen.add(dep);
            staticGraph(dep, seen);
          }
        }
        return seen;
      };
      const entryOf = new Map(chunks.filter((chunk) => chunk.isEntry).map((chunk) => [chunk.name, chunk.fileName]));
      for (const chunk of chunks) {
        if (!chunk.code.includes(PLACEHOLDER)) continue;
        chunk.code = chunk.code.replace(new RegExp(`(["'\`])${PLACEHOLDER}([\\w-]+)\\1`, 'g'), (_match, _quote, tag) => {
          const entry = entryOf.get(tag);
          return JSON.stringify(entry ? [...staticGraph(entry)] : []);
        });
      }
    },
  };
}
