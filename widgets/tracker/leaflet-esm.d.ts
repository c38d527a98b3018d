/** Leaflet's ES module build (the package's main entry is UMD): the same API as 'leaflet'. */
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
