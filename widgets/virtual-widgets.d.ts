/** Generated at build time from the *.meta.ts files (build/rollup-plugin-widgets.mjs). */
declare module 'virtual:lido-widgets' {
  const widgets: Readonly<Record<string, () => Promise<unknown>>>;
  export default widgets;
}
