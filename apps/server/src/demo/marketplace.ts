import type { Title } from './listings';
import { BOB, EMMA, LIAM, NOAH, OLIVIA, SOFIA, type DemoEmail } from './people';

// What the demo's people did on the marketplace: offers and purchases, wishes, reviews.

/** [listing, buyer, offered price, status, days ago]; bought offers also get a sale. */
type DemoOffer = [Title, DemoEmail, number, 'pending' | 'accepted' | 'rejected' | 'bought', number];

// prettier-ignore
export const demoOffers: DemoOffer[] = [
  ['East Austin Modern', BOB, 820000, 'bought', 50],
  ['East Austin Modern', LIAM, 800000, 'rejected', 55],
  ['Wynwood Art Loft', EMMA, 600000, 'bought', 60],
  ['Wicker Park Two-Flat', LIAM, 740000, 'bought', 66],
  ['Wicker Park Two-Flat', SOFIA, 720000, 'rejected', 70],
  ['Seaport Waterfront Condo', SOFIA, 1300000, 'bought', 82],
  ['Pacific Beach Bungalow', BOB, 1080000, 'bought', 58],
  ['South Congress Bungalow', BOB, 700000, 'accepted', 6],
  ['South Congress Bungalow', NOAH, 690000, 'rejected', 8],
  ['Ballard Townhouse', OLIVIA, 920000, 'accepted', 4],
  ['North Park Craftsman', NOAH, 950000, 'accepted', 9],
  ['Modern Glass Loft', BOB, 880000, 'pending', 1],
  ['Hyde Park Family Home', BOB, 480000, 'pending', 2],
  ['Hill Country Ranch', EMMA, 1300000, 'pending', 3],
  ['Evergreen Mountain Cabin', LIAM, 650000, 'pending', 5],
  ['Oceanfront Villa', SOFIA, 4000000, 'pending', 2],
  ['Lincoln Park Greystone', OLIVIA, 1700000, 'pending', 4],
  ['Alberta Arts Bungalow', NOAH, 620000, 'pending', 3],
  ['Queen Anne Craftsman', EMMA, 1150000, 'rejected', 5],
  ['Coral Gables Estate', BOB, 2750000, 'rejected', 20],
  // Made before the agent was marked as fraud; left as it was.
  ['Downtown Penthouse Bargain', EMMA, 160000, 'pending', 6],
];

/** Wishlisted without an offer yet (open offers are wishlisted too, see below). */
export const extraWishes: [DemoEmail, Title][] = [
  [BOB, 'Skyline Penthouse'],
  [BOB, 'Oceanfront Villa'],
  [BOB, 'La Jolla Cliffside Villa'],
  [EMMA, 'Cherry Creek Contemporary'],
  [EMMA, 'Beacon Hill Townhouse'],
  [LIAM, 'Classic Brownstone'],
  [LIAM, 'Gold Coast High-Rise'],
  [SOFIA, 'Coronado Beach Cottage'],
  [SOFIA, 'Pearl District Loft'],
  [NOAH, 'Brickell Bay Condo'],
  [NOAH, 'East Nashville Farmhouse'],
  [OLIVIA, 'Lake Travis Retreat'],
  [OLIVIA, 'Upper West Side Classic'],
];

/** [listing, reviewer, text, days ago] */
// prettier-ignore
export const demoReviews: [Title, DemoEmail, string, number][] = [
  ['East Austin Modern', BOB, 'Moving in was a breeze. The open kitchen gets morning light and the neighbourhood coffee shops are a two-minute walk away.', 40],
  ['Wynwood Art Loft', EMMA, 'High ceilings, murals on every corner and a landlord-free life at last. Marco answered every question within the hour.', 52],
  ['Pacific Beach Bungalow', BOB, 'We hear the waves from the porch. The roof was a bit older than we expected, but the price reflected it.', 45],
  ['Wicker Park Two-Flat', LIAM, 'Renting the upper flat covers most of our mortgage. Solid brick, quiet street, great schools nearby.', 60],
  ['Seaport Waterfront Condo', SOFIA, 'The harbour view at sunset is worth every dollar. Building staff are friendly and the gym is never crowded.', 75],
  ['Skyline Penthouse', OLIVIA, 'Toured it last weekend: the terrace alone is bigger than my current apartment. Breathtaking at night.', 6],
  ['Oceanfront Villa', SOFIA, 'Stunning place, although the listing photos undersell the pool. Parking for guests is limited.', 3],
  ['Queen Anne Craftsman', EMMA, 'Beautiful woodwork and a cosy reading nook. The basement is damp though; budget for a dehumidifier.', 4],
  ['Cherry Creek Contemporary', NOAH, 'Walkable to the shops and the trail. Very modern, maybe a little cold in style for my taste.', 7],
  ['La Jolla Cliffside Villa', LIAM, 'The kind of house you see in films. Viewing was well organised and Alice knew every detail.', 2],
  ['Hill Country Ranch', EMMA, 'Plenty of land for horses and the stars at night are unbelievable. It is a drive to the city centre.', 9],
  ['Ballard Townhouse', OLIVIA, 'Three floors of light and a rooftop deck. Breweries and the locks are a short bike ride away.', 10],
  ['Coronado Beach Cottage', SOFIA, 'Charming and very well kept. Small second bedroom, but you will spend your days on the beach anyway.', 11],
  ['Lincoln Park Greystone', NOAH, 'Classic Chicago architecture with a modern interior. Close to the zoo and the lakefront path.', 8],
  ['Evergreen Mountain Cabin', LIAM, 'Woke up to elk in the garden. Winter access needs a proper car, but it is pure peace.', 12],
  ['Pearl District Loft', BOB, 'Great value for the area. Street noise on Friday nights, otherwise perfect for a city lover.', 5],
];
