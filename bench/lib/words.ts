// The words generated listings, people and reviews are made of.

// prettier-ignore
export const CITIES: ReadonlyArray<readonly [city: string, region: string]> = [
  ['New York', 'New York'], ['Los Angeles', 'California'], ['Chicago', 'Illinois'],
  ['Houston', 'Texas'], ['Phoenix', 'Arizona'], ['Philadelphia', 'Pennsylvania'],
  ['San Antonio', 'Texas'], ['San Diego', 'California'], ['Dallas', 'Texas'],
  ['Austin', 'Texas'], ['San Jose', 'California'], ['Jacksonville', 'Florida'],
  ['Columbus', 'Ohio'], ['Charlotte', 'North Carolina'], ['Indianapolis', 'Indiana'],
  ['San Francisco', 'California'], ['Seattle', 'Washington'], ['Denver', 'Colorado'],
  ['Nashville', 'Tennessee'], ['Boston', 'Massachusetts'], ['Portland', 'Oregon'],
  ['Las Vegas', 'Nevada'], ['Detroit', 'Michigan'], ['Memphis', 'Tennessee'],
  ['Baltimore', 'Maryland'], ['Milwaukee', 'Wisconsin'], ['Albuquerque', 'New Mexico'],
  ['Tucson', 'Arizona'], ['Sacramento', 'California'], ['Atlanta', 'Georgia'],
  ['Miami', 'Florida'], ['Orlando', 'Florida'], ['Tampa', 'Florida'],
  ['Minneapolis', 'Minnesota'], ['New Orleans', 'Louisiana'], ['Salt Lake City', 'Utah'],
  ['Pittsburgh', 'Pennsylvania'], ['Cincinnati', 'Ohio'], ['Kansas City', 'Missouri'],
  ['St. Louis', 'Missouri'], ['Raleigh', 'North Carolina'], ['Honolulu', 'Hawaii'],
  ['Anchorage', 'Alaska'], ['Boise', 'Idaho'], ['Savannah', 'Georgia'],
  ['Charleston', 'South Carolina'], ['Santa Fe', 'New Mexico'], ['Scottsdale', 'Arizona'],
  ['Toronto', 'Ontario'], ['Vancouver', 'British Columbia'], ['Montreal', 'Quebec'],
  ['London', 'England'], ['Manchester', 'England'], ['Edinburgh', 'Scotland'],
  ['Dublin', 'Ireland'], ['Lisbon', 'Portugal'], ['Barcelona', 'Spain'],
  ['Sydney', 'New South Wales'], ['Melbourne', 'Victoria'], ['Auckland', 'New Zealand'],
];

// prettier-ignore
export const NEIGHBOURHOODS = [
  'Downtown', 'Old Town', 'Riverside', 'Harbor View', 'Hillside', 'Midtown', 'West End',
  'East Village', 'Northgate', 'South Park', 'Lakeside', 'Garden District', 'University Heights',
  'Oak Grove', 'Maple Ridge', 'Cedar Hills', 'Bayfront', 'Arts District', 'Market Square',
  'Sunset Terrace',
] as const;

// prettier-ignore
export const ADJECTIVES = [
  'Modern', 'Classic', 'Sunny', 'Spacious', 'Cozy', 'Elegant', 'Renovated', 'Charming',
  'Luxury', 'Bright', 'Quiet', 'Historic', 'Contemporary', 'Stylish', 'Airy', 'Grand',
];
// prettier-ignore
export const KINDS = [
  'Loft', 'Townhouse', 'Bungalow', 'Villa', 'Penthouse', 'Cottage', 'Family Home', 'Condo',
  'Duplex', 'Studio', 'Ranch', 'Craftsman', 'Brownstone', 'Apartment',
];
// prettier-ignore
export const FIRST_NAMES = [
  'Ava', 'Ben', 'Chloe', 'Daniel', 'Elena', 'Farid', 'Grace', 'Hiro', 'Isla', 'Jonas', 'Kira',
  'Luca', 'Maya', 'Nikhil', 'Olga', 'Pablo', 'Quinn', 'Rosa', 'Samir', 'Tara', 'Umar', 'Vera',
];
// prettier-ignore
export const LAST_NAMES = [
  'Adams', 'Bauer', 'Costa', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jensen',
  'Kim', 'Lopez', 'Meyer', 'Novak', 'Okafor', 'Patel', 'Rossi', 'Silva', 'Tanaka', 'Weber',
];
// prettier-ignore
export const REVIEW_TEXTS = [
  'The agent answered every question quickly and the viewing was well organised.',
  'Lovely light in the mornings; the photos do not do it justice.',
  'Quiet street, close to schools and the park. Exactly as described.',
  'Great location but the kitchen needs some work.',
  'Smooth process from the first visit to the offer. Recommended.',
  'Neighbours were friendly and the building is very well kept.',
];

/** Where each of CITIES is (WGS84 latitude, longitude), in the same order. */
// prettier-ignore
export const CITY_COORDINATES: ReadonlyArray<readonly [latitude: number, longitude: number]> = [
  [40.7128, -74.006], [34.0522, -118.2437], [41.8781, -87.6298],
  [29.7604, -95.3698], [33.4484, -112.074], [39.9526, -75.1652],
  [29.4241, -98.4936], [32.7157, -117.1611], [32.7767, -96.797],
  [30.2672, -97.7431], [37.3382, -121.8863], [30.3322, -81.6557],
  [39.9612, -82.9988], [35.2271, -80.8431], [39.7684, -86.1581],
  [37.7749, -122.4194], [47.6062, -122.3321], [39.7392, -104.9903],
  [36.1627, -86.7816], [42.3601, -71.0589], [45.5152, -122.6784],
  [36.1699, -115.1398], [42.3314, -83.0458], [35.1495, -90.049],
  [39.2904, -76.6122], [43.0389, -87.9065], [35.0844, -106.6504],
  [32.2226, -110.9747], [38.5816, -121.4944], [33.749, -84.388],
  [25.7617, -80.1918], [28.5383, -81.3792], [27.9506, -82.4572],
  [44.9778, -93.265], [29.9511, -90.0715], [40.7608, -111.891],
  [40.4406, -79.9959], [39.1031, -84.512], [39.0997, -94.5786],
  [38.627, -90.1994], [35.7796, -78.6382], [21.3069, -157.8583],
  [61.2181, -149.9003], [43.615, -116.2023], [32.0809, -81.0912],
  [32.7765, -79.9311], [35.687, -105.9378], [33.4942, -111.9261],
  [43.6532, -79.3832], [49.2827, -123.1207], [45.5017, -73.5673],
  [51.5074, -0.1278], [53.4808, -2.2426], [55.9533, -3.1883],
  [53.3498, -6.2603], [38.7223, -9.1393], [41.3874, 2.1686],
  [-33.8688, 151.2093], [-37.8136, 144.9631], [-36.8485, 174.7633],
];

/** What each of KINDS is, as a listing's property_type (CONTRACT.md section 6), in the same order. */
// prettier-ignore
export const KIND_TYPES = [
  'apartment', 'townhouse', 'house', 'house', 'apartment', 'house', 'house', 'condo',
  'townhouse', 'apartment', 'house', 'house', 'townhouse', 'apartment',
] as const;

// prettier-ignore
export const DESCRIPTIONS = [
  'Light-filled rooms, a renovated kitchen and a quiet bedroom at the back.',
  'Close to schools, shops and the park; a short walk to public transport.',
  'Original details kept throughout, with new wiring, plumbing and windows.',
  'Open-plan living and dining area leading to a private outdoor space.',
  'Well kept by its owners for many years, ready to move in.',
  'Generous storage, a laundry room and parking for two cars.',
];
