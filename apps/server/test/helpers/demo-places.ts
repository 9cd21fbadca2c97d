/** The demo's cities, by the second-last part of a location, and where their centres are. */
export const cityCentres: Record<string, [number, number]> = {
  Brooklyn: [40.6782, -73.9442],
  Manhattan: [40.7831, -73.9712],
  Queens: [40.7282, -73.7949],
  Austin: [30.2672, -97.7431],
  Miami: [25.7617, -80.1918],
  Seattle: [47.6062, -122.3321],
  Chicago: [41.8781, -87.6298],
  Denver: [39.7392, -104.9903],
  Boston: [42.3601, -71.0589],
  'San Diego': [32.7157, -117.1611],
  Nashville: [36.1627, -86.7816],
  Portland: [45.5152, -122.6784],
};

/** Great-circle distance in km. */
export function kmBetween([lat1, lng1]: [number, number], [lat2, lng2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
