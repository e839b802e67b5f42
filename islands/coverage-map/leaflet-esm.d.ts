/**
 * Leaflet 1.9 ships an ES module build beside its UMD `main`; importing it by name lets esbuild
 * leave out what the map never uses (markers, popups, vector layers …: about 1.2 KB brotli of
 * /coverage/'s first load). Its API is the one @types/leaflet describes for `leaflet`.
 */
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet'
}
