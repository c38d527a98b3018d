/**
 * The marks of a widget the host site rendered (issue 36), in a module of their own: the element
 * base needs only the attribute to know it must load ./server-root.ts, which stays out of the core
 * chunk for the pages the server did not render.
 */
export const SERVER_ATTRIBUTE = 'data-lido-ssr';
export const SERVER_PAYLOAD_ID = 'lido-ssr';
/** Marks the `<style>` elements the server put in a shadow root (the element adopts its own sheets). */
export const SERVER_STYLE_ATTRIBUTE = 'data-lido-ssr-style';
