/** Size budgets (KiB, min+gzip level 9). The shared core chunk is the floor every embed pays. */
export const BUDGETS_KIB = {
  loader: 4,
  core: 92,
  /** each widget chunk and each chunk shared by widgets; lazy chunks (hls.js, leaflet) excluded */
  widget: 20,
};
