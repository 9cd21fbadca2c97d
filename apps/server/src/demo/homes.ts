import type { PropertyType } from '@elite/shared';
import type { Title } from './listings';

/** What a demo home is: its facts (areas in sq ft) and where it stands (WGS84). */
export interface Home {
  type: PropertyType;
  bedrooms: number;
  bathrooms: number;
  livingArea: number;
  lotSize: number;
  yearBuilt: number;
  latitude: number;
  longitude: number;
}

type Row = [PropertyType, number, number, number, number, number, number, number];

/** [type, bedrooms, bathrooms, living area, lot size, year built, latitude, longitude] by title. */
// prettier-ignore
const rows: Record<Title, Row> = {
  'Modern Glass Loft': ['condo', 2, 2, 1240, 6200, 2016, 40.71462, -73.96041],
  'Classic Brownstone': ['townhouse', 4, 3.5, 3350, 2000, 1899, 40.67381, -73.97796],
  'Skyline Penthouse': ['condo', 3, 3.5, 2900, 14500, 2019, 40.76175, -73.98027],
  'Riverside Studio': ['apartment', 0, 1, 520, 21000, 2014, 40.74487, -73.95693],
  'Upper West Side Classic': ['apartment', 3, 2, 1780, 9800, 1928, 40.78643, -73.97624],
  'Hill Country Ranch': ['house', 4, 3.5, 3100, 435600, 2004, 30.19318, -98.08572],
  'South Congress Bungalow': ['house', 2, 1, 1180, 6900, 1938, 30.24633, -97.75391],
  'East Austin Modern': ['house', 3, 2.5, 1950, 5400, 2018, 30.26218, -97.71917],
  'Lake Travis Retreat': ['house', 4, 3.5, 3600, 43560, 2008, 30.41174, -97.92935],
  'Zilker Park Contemporary': ['house', 3, 2.5, 2250, 7200, 2017, 30.25822, -97.77281],
  'Oceanfront Villa': ['house', 5, 5.5, 5400, 18000, 2011, 25.80452, -80.12401],
  'Coral Gables Estate': ['house', 5, 4.5, 4800, 21000, 1926, 25.72084, -80.27103],
  'Brickell Bay Condo': ['condo', 1, 1.5, 890, 32000, 2015, 25.76291, -80.18962],
  'Little Havana Casita': ['house', 2, 1, 980, 5000, 1946, 25.76742, -80.22144],
  'Wynwood Art Loft': ['condo', 1, 1, 960, 12000, 2008, 25.80187, -80.19916],
  'Queen Anne Craftsman': ['house', 4, 2.5, 2600, 5000, 1912, 47.63794, -122.35845],
  'Ballard Townhouse': ['townhouse', 3, 2.5, 1620, 1400, 2019, 47.66791, -122.38157],
  'Lake Union Float Home': ['house', 2, 1, 1100, 1300, 1978, 47.64203, -122.32584],
  'Capitol Hill Condo': ['condo', 1, 1, 720, 10500, 2012, 47.62134, -122.31816],
  'Lincoln Park Greystone': ['house', 4, 3.5, 3800, 3125, 1895, 41.92265, -87.64906],
  'Gold Coast High-Rise': ['condo', 2, 2, 1450, 26000, 1972, 41.90336, -87.62717],
  'Wicker Park Two-Flat': ['house', 4, 2.5, 2400, 3125, 1905, 41.90952, -87.67752],
  'Hyde Park Family Home': ['house', 3, 2, 1700, 3750, 1921, 41.79653, -87.59408],
  'Cherry Creek Contemporary': ['house', 4, 3.5, 3900, 6250, 2020, 39.71853, -104.95421],
  'Highlands Victorian': ['house', 3, 2, 2100, 6250, 1891, 39.76142, -105.01093],
  'Evergreen Mountain Cabin': ['house', 2, 2, 1450, 87120, 1984, 39.63052, -105.32417],
  'RiNo Urban Loft': ['condo', 1, 1, 840, 15000, 2017, 39.76891, -104.98182],
  'Beacon Hill Townhouse': ['townhouse', 4, 3.5, 3200, 1600, 1830, 42.35802, -71.06858],
  'Back Bay Brownstone Flat': ['condo', 2, 2, 1260, 2500, 1880, 42.34946, -71.08231],
  'Cambridge Colonial': ['house', 4, 2.5, 2700, 6000, 1910, 42.37763, -71.11892],
  'Seaport Waterfront Condo': ['condo', 2, 2, 1320, 30000, 2018, 42.35063, -71.04304],
  'La Jolla Cliffside Villa': ['house', 5, 4.5, 4900, 17000, 2006, 32.84118, -117.27893],
  'North Park Craftsman': ['house', 3, 2, 1650, 5600, 1924, 32.74322, -117.12831],
  'Coronado Beach Cottage': ['house', 2, 2, 1300, 3500, 1947, 32.68415, -117.17922],
  'Gaslamp Quarter Loft': ['condo', 1, 1.5, 1010, 11000, 2007, 32.71148, -117.15981],
  'Pacific Beach Bungalow': ['house', 3, 2, 1480, 5000, 1952, 32.79592, -117.24523],
  'East Nashville Farmhouse': ['house', 3, 2.5, 2050, 8700, 2016, 36.18076, -86.74487],
  'Music Row Townhome': ['townhouse', 2, 2, 1380, 1700, 2015, 36.14956, -86.79213],
  'Belle Meade Manor': ['house', 5, 5.5, 6200, 65340, 1938, 36.10427, -86.85869],
  'Pearl District Loft': ['condo', 1, 1, 900, 20000, 2009, 45.52819, -122.68312],
  'Alberta Arts Bungalow': ['house', 2, 1, 1150, 5000, 1925, 45.55931, -122.64487],
  'Forest Park A-Frame': ['house', 2, 1, 1050, 21780, 1968, 45.55714, -122.75322],
  'Downtown Penthouse Bargain': ['condo', 3, 3.5, 2600, 18000, 2017, 25.77309, -80.18853],
  'Lakefront Mansion Steal': ['house', 5, 5.5, 7200, 30000, 1998, 47.63522, -122.27894],
};

/** The demo home of a listing; every listing has one (the seed's test checks it). */
export function homeOf(title: Title): Home {
  const row = rows[title];
  if (!row) throw new Error(`demo listing ${title} has no home`);
  const [type, bedrooms, bathrooms, livingArea, lotSize, yearBuilt, latitude, longitude] = row;
  return { type, bedrooms, bathrooms, livingArea, lotSize, yearBuilt, latitude, longitude };
}
