/** Generated at build time from the *.meta.ts files (build/rollup-plugin-widgets.mjs). */
declare module 'virtual:lido-widgets' {
  type WidgetEntry = readonly [
    /** the element chunk's hash: the chunk is `<tag>-<hash>.js` next to lido.js, its texts `<tag>-<hash>.<lang>.js` */
    hash: string,
    /** the other chunks it imports statically, besides the shared ones (names without '.js') */
    preload: readonly string[],
    /** the meta's firstCalls (core/element/meta.ts), copied in */
    firstCalls?: (
      attribute: (name: string) => string | null,
    ) => ReadonlyArray<readonly [path: string, query?: Record<string, string | number | boolean | null | undefined>]>,
  ];
  const widgets: Readonly<Record<string, WidgetEntry>>;
  /** the chunks every element chunk imports statically (the core, the kit …; names without '.js') */
  export const shared: readonly string[];
  export default widgets;
}
