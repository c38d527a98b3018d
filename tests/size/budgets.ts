/** Size budgets (KiB, min+gzip level 9). The shared core chunk is the floor every embed pays. */
export const BUDGETS_KIB = {
  loader: 4,
  /**
   * The foundation issue's 92 KiB (measured 89.3). React 19.3 grew react-dom/client by 10 KiB
   * gzip of features Lido does not use (the chunk was 97.9 KiB with it), so package.json keeps
   * React on the maintained 19.2 line (~19.2.x): a bump to 19.3 fails this budget on purpose.
   * Checked before pinning: the whole suite passes on 19.2, and the VOD grid's INP benchmark
   * runs on 19.2 and 19.3 overlap (the spread between runs is larger than any difference).
   */
  core: 92,
  /** each widget chunk and each chunk shared by widgets; lazy chunks (hls.js, leaflet) excluded */
  widget: 20,
};
