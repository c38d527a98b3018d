/** Size budgets (KiB, min+gzip level 9). The shared core chunk is the floor every embed pays. */
export const BUDGETS_KIB = {
  loader: 4,
  /**
   * 104 KiB since the data layer: React 19.2 + i18next + TanStack Query (≈ 99 KiB) are its floor
   * (it was 92 with 89.3 measured before TanStack Query). React 19.3 grew react-dom/client by
   * 10 KiB gzip of features Lido does not use, so package.json keeps React on the maintained 19.2
   * line (~19.2.x): a bump to 19.3 fails this budget on purpose.
   */
  core: 104,
  /**
   * Everything the content overview embed loads: lido.js, its element chunk and their imports
   * (the data-layer issue's figure). Measured 118.8: core 97.5, the read side of the query layer
   * 3.6 (TanStack's mutation and infinite observers are in chunks of their own, loaded by widgets
   * that write or page), the kit 6.4, lido.js 3.2 (≈ 0.1 KiB more per widget it can load), the
   * content code 8.1.
   */
  contentOverviewEmbed: 120,
  /** each widget chunk and each chunk shared by widgets; lazy chunks (hls.js, leaflet) excluded */
  widget: 20,
};
