import {
  NO_ADDRESS,
  NO_LISTING_FACTS,
  NO_DECISION_FACTS,
  SALE_LISTING,
  type Property,
  type PublicConfig,
} from '@elite/shared';

/** What GET /api/config answers in tests, unless a test says otherwise. */
export const TEST_CONFIG: PublicConfig = {
  siteName: 'Elite Property',
  payments: 'sandbox',
  reservationDepositPercent: 10,
  providers: { google: false, facebook: false },
  areaUnit: 'sqft',
  mapTileUrl: null,
  mapAttribution: null,
  publicListings: false,
  locales: ['en'],
  currency: 'USD',
};

type Facts = Omit<
  Property,
  | '_id'
  | 'property_title'
  | 'location'
  | 'property_image'
  | 'price_range'
  | 'status'
  | 'agent_name'
  | 'agent_email'
  | 'agent_image'
>;

/** A listing's facts when none is known (CONTRACT.md section 6: every answer carries them all). */
export function noFacts(cover = '/images/villa.jpg'): Facts {
  return {
    ...NO_LISTING_FACTS,
    ...NO_ADDRESS,
    language: 'en',
    translations: {},
    // For sale: no rental fact (CONTRACT.md section 12).
    ...SALE_LISTING,
    ...NO_DECISION_FACTS,
    photos: [{ url: cover, alt: '' }],
    listed_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    days_on_market: 10,
  };
}
