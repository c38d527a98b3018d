/** Generated at build time from the *.meta.ts files (build/rollup-plugin-widgets.mjs). */
declare module 'virtual:lido-widgets' {
  interface WidgetEntry {
    load: () => Promise<unknown>;
    /** chunks the element chunk imports statically (file names relative to lido.js) */
    preload: readonly string[];
    /** the meta's firstCalls (core/element/meta.ts), copied in */
    firstCalls?: (attribute: (name: string) => string | null) => ReadonlyArray<readonly [path: string, query?: Record<string, string | number | boolean | null | undefined>]>;
  }
  const widgets: Readonly<Record<string, WidgetEntry>>;
  export default widgets;
}
