/**
 * The loader's tag → chunk map. dist/lido.js is built after the widgets (rollup.config.mjs):
 *
 * - `widgetGraph(graph)` runs in the widgets build and records, for every element chunk, its
 *   file name and the chunks it imports statically (the core chunk, shared feature chunks);
 * - `loaderMap(widgets, graph)` runs in the loader build and serves `virtual:lido-widgets` from
 *   that record: the loader preloads a widget's whole static graph with its element chunk
 *   instead of discovering it one round trip later (0.6 s each on satellite), and carries each
 *   meta's `firstCalls` so it can start the widget's first hub calls just as early.
 */
const ID = 'virtual:lido-widgets';
const RESOLVED = `\0${ID}`;

/**
 * @typedef {Map<string, { file: string, preload: string[] }>} WidgetGraph  tag → element chunk
 * @param {WidgetGraph} graph filled in generateBundle
 */
export function widgetGraph(graph) {
  return {
    name: 'lido-widget-graph',
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
      graph.clear();
      for (const chunk of chunks.filter((c) => c.isEntry)) graph.set(chunk.name, { file: chunk.fileName, preload: [...staticGraph(chunk.fileName)] });
    },
  };
}

/**
 * @param {import('./widgets.mjs').Widget[]} widgets
 * @param {WidgetGraph} graph
 */
export function loaderMap(widgets, graph) {
  return {
    name: 'lido-loader-map',
    resolveId(source) {
      return source === ID ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      const chunks = widgets.map(({ tag }) => {
        const chunk = graph.get(tag);
        if (!chunk) throw new Error(`<${tag}>: the widgets build produced no element chunk (build the widgets first)`);
        return chunk;
      });
      // Every byte of lido.js is on every page: the chunks every element needs (the core, the kit,
      // the read hooks) are listed once, names go without '.js', and an element chunk
      // (`<tag>-<hash>.js`) by its hash alone, and each element is an array, not an object.
      const shared = chunks[0].preload.filter((file) => chunks.every((chunk) => chunk.preload.includes(file)));
      const bare = (file) => file.replace(/\.js$/, '');
      const entries = widgets.map(({ tag, meta }, index) => {
        const chunk = chunks[index];
        if (!chunk.file.startsWith(`${tag}-`)) throw new Error(`<${tag}>: its chunk ${chunk.file} is not named <tag>-<hash>.js`);
        // [hash, preload, firstCalls?]: an array, as property names would be repeated per element.
        // The preload list in name order, not import order: the same runs of names recur from
        // element to element and gzip finds them (−73 bytes in lido.js; they download in parallel anyway)
        const preload = chunk.preload
          .filter((file) => !shared.includes(file))
          .map(bare)
          .sort();
        const fields = [JSON.stringify(bare(chunk.file).slice(tag.length + 1)), JSON.stringify(preload)];
        if (meta.firstCalls) fields.push(meta.firstCalls.toString());
        return `  ${JSON.stringify(tag)}: [${fields.join(', ')}],`;
      });
      return `export const shared = ${JSON.stringify(shared.map(bare))};\nexport default {\n${entries.join('\n')}\n};\n`;
    },
  };
}
