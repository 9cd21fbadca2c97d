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
