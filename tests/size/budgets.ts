/** Size budgets (KiB, min+gzip level 9). The shared core chunk is the floor every embed pays. */
export const BUDGETS_KIB = {
  loader: 4,
  /**
   * The foundation issue's 92 KiB. The libraries the architecture fixes for this chunk (react +
   * react-dom/client, i18next, ofetch, zustand, r2wc) are 85.7 KiB on their own with React 19.2;
   * React 19.3 adds 10 KiB gzip of react-dom features Lido does not use, so package.json keeps
   * React on the maintained 19.2 line (~19.2.x) — this budget fails if someone bumps it.
   */
  core: 92,
  /** each widget chunk and each chunk shared by widgets; lazy chunks (hls.js, leaflet) excluded */
  widget: 20,
};
