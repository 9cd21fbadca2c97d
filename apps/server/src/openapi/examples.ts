/** The document's tags, in the order a reader meets them. */
export const tagDescriptions: Record<string, string> = {
  system: 'Health and the public configuration.',
  identity: 'Accounts: register, sign in and out, social sign-in, the bearer token.',
  users: 'Accounts as admins see them: roles, fraud marks.',
  images: 'Uploading and serving pictures.',
  properties: 'Listings: search, map, add, change, moderate.',
  places: 'The offline gazetteer: map labels and typed places.',
  wishlist: 'A user’s saved listings.',
  offers: 'Offers on listings and the agent’s answers.',
  payments: 'Paying for an accepted offer (sandbox or Stripe).',
  sales: 'Completed sales and their totals.',
  reviews: 'Reviews of listings.',
  advertising: 'Listings an admin shows on the home page.',
  newsletter: 'Newsletter sign-ups.',
  conversations: 'Messages between buyers and agents.',
  viewings: 'Viewing appointments.',
  'saved searches': 'Saved searches, their alerts and notifications.',
  'listing reports': 'Anyone’s reports of listings, and the admins resolving them.',
  'api clients': 'The RESO Web API’s OAuth2 clients, which the admins create and revoke.',
  'reso web api': 'RESO Web API Core 2.0.0, read-only: OAuth2 client credentials and OData.',
};

/** Examples of the main request bodies. */
export const requestExamples: Record<string, unknown> = {
  'POST /api/saved-searches': {
    name: 'Two beds near Alfama',
    query: { location: 'Lisbon', maxPrice: '600000', beds: '2' },
    frequency: 'instant',
  },
  'POST /api/auth/register': {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'Secret!Pass1',
  },
  'POST /api/auth/login': { email: 'ada@example.com', password: 'Secret!Pass1' },
  'POST /api/property/{id}/reports': {
    reason: 'misleading',
    details: 'The photos are of the house next door.',
    email: 'ada@example.com',
  },
  'POST /api/auth/password-reset': { email: 'ada@example.com' },
  'POST /api/auth/login-code': { email: 'ada@example.com' },
  'POST /api/auth/password': { current_password: 'Secret!Pass1', password: 'Another!Pass2' },
  'POST /api/property': {
    property_title: 'Harbour view flat',
    location: 'Seattle, Washington',
    property_image: 'https://example.com/flat.jpg',
    price_range: { min: 250000, max: 300000 },
    bedrooms: 2,
    bathrooms: 1.5,
  },
  'POST /api/propertyOffer': {
    offer_property_id: '0b6f3a52-3c4e-4a57-9f0e-4b1a6b1d2c11',
    offered_price: 275000,
  },
  'PATCH /api/requestProperty/{id}': { status: 'accepted' },
  'POST /api/review': {
    property_id: '0b6f3a52-3c4e-4a57-9f0e-4b1a6b1d2c11',
    review_description: 'Bright rooms and a helpful agent.',
  },
  'POST /api/conversations': {
    property_id: '0b6f3a52-3c4e-4a57-9f0e-4b1a6b1d2c11',
    message: 'Is the flat still available?',
  },
};
