/** `.css` imports are constructed stylesheets (build/css-sheet.mjs), ready for adoptedStyleSheets. */
declare module '*.css' {
  const sheet: CSSStyleSheet;
  export default sheet;
}
