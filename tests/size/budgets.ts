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
   * Everything the content overview embed loads: lido.js, its element chunk and their imports.
   * The data-layer issue asks for 120 KiB; measured 120.9 after this wave's widgets landed (core
   * 97.5 with ofetch dropped, TanStack's hooks 5.7, the kit 6.6, lido.js 3.1 — it grows ~0.1 KiB
   * per widget it can load, the content code 7.9). This ceiling stops further growth while the
   * 120 target stays open (issue note); it is not the target.
   */
  contentOverviewEmbed: 121.5,
  /** each widget chunk and each chunk shared by widgets; lazy chunks (hls.js, leaflet) excluded */
  widget: 20,
};
