/** Great-circle helpers for the moving vehicles (the ship's voyage, the flight, the coach trip). */
export type LatLng = [number, number];

const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in nautical miles. */
export function distanceNm([la1, lo1]: LatLng, [la2, lo2]: LatLng): number {
  const a = Math.sin(rad(la2 - la1) / 2) ** 2 + Math.cos(rad(la1)) * Math.cos(rad(la2)) * Math.sin(rad(lo2 - lo1) / 2) ** 2;
  return 2 * 3440.065 * Math.asin(Math.sqrt(a));
}

/** Initial bearing in whole degrees (0 = north). */
export function bearing([la1, lo1]: LatLng, [la2, lo2]: LatLng): number {
  const y = Math.sin(rad(lo2 - lo1)) * Math.cos(rad(la2));
  const x = Math.cos(rad(la1)) * Math.sin(rad(la2)) - Math.sin(rad(la1)) * Math.cos(rad(la2)) * Math.cos(rad(lo2 - lo1));
  return Math.round(((Math.atan2(y, x) * 180) / Math.PI + 360) % 360);
}
