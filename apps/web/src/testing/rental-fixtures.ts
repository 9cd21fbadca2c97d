import {
  NO_DECISION_FACTS,
  SALE_LISTING,
  type Offer,
  type PayableOffer,
  type PropertyDetail,
} from '@elite/shared';
import type { ListingRental } from '@elite/shared/listing-rental';
import { BOB, PLAIN_LISTING } from './listing-page';

/* Homes to rent in the web's tests (CONTRACT.md section 12). */

/** A rental's type and facts: £1,200-£1,500 a month, from 1 March 2027, 6 months at least. */
export const RENTAL_FACTS: ListingRental = {
  listing_type: 'rent',
  rent_period: 'month',
  deposit: 1_800,
  available_from: '2027-03-01',
  furnished: 'part_furnished',
  min_term_months: 6,
  pets_allowed: true,
  bills_included: false,
};

/** A verified flat to rent (id r-1, Agnes Agent's). */
export const RENTAL_LISTING: PropertyDetail = {
  ...PLAIN_LISTING,
  ...SALE_LISTING,
  ...NO_DECISION_FACTS,
  _id: 'r-1',
  property_title: 'Canal Flat',
  location: 'Bristol',
  price_range: { min: 1_200, max: 1_500 },
  ...RENTAL_FACTS,
};

/** The same listing for sale, with its type and (no) rental facts. */
export const SALE_LISTING_DETAIL: PropertyDetail = { ...PLAIN_LISTING, ...SALE_LISTING };

/** Bob's application on the Canal Flat: £1,350 a month from 1 April 2027 for 12 months. */
export const APPLICATION: Offer = {
  _id: 'a-1',
  offer_property_id: RENTAL_LISTING._id,
  property_title: RENTAL_LISTING.property_title,
  location: RENTAL_LISTING.location,
  property_image: RENTAL_LISTING.property_image,
  agent_name: RENTAL_LISTING.agent_name,
  agent_email: RENTAL_LISTING.agent_email,
  offered_price: 1_350,
  price_range: RENTAL_LISTING.price_range,
  buyer_name: BOB.displayName,
  buyer_email: BOB.email,
  status: 'pending',
  transactionId: null,
  created_at: '2026-11-20T10:00:00.000Z',
  listing_type: 'rent',
  rent_period: 'month',
  move_in: '2027-04-01',
  term_months: 12,
  message: 'We are two nurses with a quiet cat.',
};

/** The application accepted, as the payment page reads it: one week's rent to hold the home. */
export const PAYABLE_APPLICATION: PayableOffer = {
  ...APPLICATION,
  status: 'accepted',
  amount_due: 311.54,
  deposit: true,
};
