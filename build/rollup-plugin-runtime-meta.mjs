/**
 * The metas as the bundles carry them: what defineWidget and the navigation read at run time
 * (tag, version, attributes, event names, pages' patterns and attributes, routes), without the documentation. The descriptions,
 * parts, CSS properties and event detail types are for custom-elements.json and the typings
 * (scripts/build.mjs reads the meta files themselves), and firstCalls travels into lido.js
 * (./rollup-plugin-widgets.mjs): in an element chunk they were a few hundred bytes gzipped per
 * element, on every embed. The documentation fields stay, empty, so an element's `lidoMeta`
 * keeps the WidgetMeta shape.
 *
 * The module is made from the meta as Node loaded it (build/widgets.mjs, already checked there):
 * a meta file is plain data with `import type` only.
 */

/** @param {import('./widgets.mjs').WidgetMeta} meta */
export function runtimeMeta(meta) {
  return {
    tag: meta.tag,
    version: meta.version,
    description: '',
    attributes: meta.attributes.map(({ name, prop, type, default: value, values, blankIsValue }) => ({
      name,
      prop,
      type,
      default: value,
      values,
      blankIsValue,
      description: '',
    })),
    events: meta.events.map(({ name }) => ({ name, description: '', detail: '' })),
    parts: [],
    cssProperties: [],
    // what an element showing a route in place matches (attributesOfPath); access and spec are the portal's
    pages: meta.pages?.map(({ pattern, attributes }) => ({ pattern, attributes })),
    routes: meta.routes,
    excludedRoutes: meta.excludedRoutes,
  };
}

/** @param {import('./widgets.mjs').Widget[]} widgets */
export default function runtimeMetas(widgets) {
  const byFile = new Map(widgets.map((widget) => [widget.metaFile, widget.meta]));
  return {
    name: 'lido-runtime-meta',
    load(id) {
      const meta = byFile.get(id);
      // (JSON drops the fields a meta leaves undefined)
      return meta ? { code: `export default ${JSON.stringify(runtimeMeta(meta))};\n`, map: { mappings: '' } } : null;
    },
  };
}
