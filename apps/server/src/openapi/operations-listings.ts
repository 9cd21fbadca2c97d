import type { OperationTable } from './operation-types';

/** Listings, wishlists, offers and sales. */
export const listingOperations: OperationTable = {
  'GET /api/property': [
    'listVerifiedProperties',
    'Search verified listings',
    'A page of the verified listings, filtered by location and the search filters, sorted by price or date. `X-Total-Count` gives the number of matches (an estimate above 10,000, then with `X-Total-Count-Estimated: true`); `X-Search-Index: hit` says that the in-memory search index answered, `miss` the database.',
  ],
  'POST /api/property': [
    'addProperty',
    'Add a listing',
    'An agent adds a listing; it waits for an admin’s verification (pending). Fraud agents are refused.',
    { forbidden: true },
  ],
  'GET /api/property/map': [
    'mapVerifiedProperties',
    'Verified listings on a map',
    'The matching verified listings with coordinates, as points and clusters for the map’s bounds and zoom. `X-Search-Index` as for the list.',
  ],
  'GET /api/places': [
    'listPlacesInView',
    'Places to label on a map',
    'The largest towns in a view (`bbox` west,south,east,north; west above east crosses the antimeridian) whose labels do not overlap at `zoom`, largest first, from GeoNames’ towns of 1,000 people and more. For the maps’ own basemap.',
  ],
  'GET /api/places/search': [
    'searchPlaces',
    'Find a typed place',
    'Towns named by a typed location (`q`, e.g. `Lisbon, Portugal`), best first: a part naming a town, those in the country or state the other parts name first, then the most populous. Empty when nothing matches.',
  ],
  'GET /api/property/{id}': [
    'getProperty',
    'Read a listing',
    'A verified listing for anyone, with its price history; a pending or rejected one only for its agent and admins (404 for everyone else), who also see a change waiting for review, as pending, where everyone else sees the version last verified. The token is optional.',
    { optionalAuth: true },
  ],
  'PUT /api/property/{id}': [
    'updateProperty',
    'Change a listing',
    'Its agent changes a listing, which goes back to pending for verification; a verified listing stays public as last verified until an admin verifies the change.',
    { forbidden: true, conflict: true },
  ],
  'PATCH /api/property/{id}': [
    'moderateProperty',
    'Verify or reject a listing',
    'An admin decides on a pending listing, or on the change waiting on a verified one, once: verifying makes the change public; rejecting it keeps the version last verified.',
    { conflict: true },
  ],
  'DELETE /api/property/{id}': [
    'deleteProperty',
    'Delete a listing',
    'Its agent (or an admin) deletes a listing that has no sale.',
    { forbidden: true, conflict: true },
  ],
  'GET /api/allProperty': [
    'listAllProperties',
    'List every listing',
    'Every listing whatever its status, for an admin’s moderation.',
  ],
  'GET /api/myAddedProperty/{email}': [
    'listAgentProperties',
    'List an agent’s listings',
    'The listings an agent added, any status: the agent’s own, or anyone’s for an admin.',
  ],
  'POST /api/property/wishlist': [
    'addToWishlist',
    'Add a listing to my wishlist',
    'A user keeps a verified listing in their wishlist, once.',
    { extra: [404], forbidden: true, conflict: true },
  ],
  'GET /api/property/wishList/{email}': [
    'listWishlist',
    'List a wishlist',
    'The listings in a user’s wishlist: the caller’s own, or anyone’s for an admin.',
  ],
  'DELETE /api/property/wishlist/{id}': [
    'removeFromWishlist',
    'Remove a wishlist entry',
    'The owner removes an entry from their wishlist.',
    { forbidden: true },
  ],
  'GET /api/offerProperty/wishList/{id}': [
    'getWishlistEntry',
    'Read a wishlist entry',
    'One entry of the caller’s wishlist, to make an offer on its listing.',
    { forbidden: true },
  ],
  'POST /api/propertyOffer': [
    'makeOffer',
    'Make an offer',
    'A buyer offers a price within a verified listing’s range; it starts pending. One open offer per listing and buyer.',
    { extra: [404], forbidden: true, conflict: true },
  ],
  'GET /api/propertyOffer/{email}': [
    'listBuyerOffers',
    'List a buyer’s offers',
    'The offers a buyer made, with their status: the caller’s own, or anyone’s for an admin.',
  ],
  'GET /api/propertyOffer/payable/{id}': [
    'getPayableOffer',
    'Read an offer to pay',
    'An accepted offer of the caller, with the amount the card pays (the price, or a reservation deposit above the card cap).',
    { forbidden: true, conflict: true },
  ],
  'GET /api/requestedProperty/{email}': [
    'listOffersOnAgentProperties',
    'List the offers on an agent’s listings',
    'The offers buyers made on an agent’s listings: the agent’s own, or anyone’s for an admin.',
  ],
  'PATCH /api/requestProperty/{id}': [
    'answerOffer',
    'Accept or reject an offer',
    'The listing’s agent accepts or rejects a pending offer; accepting one rejects the others on the listing.',
    { forbidden: true, conflict: true },
  ],
  'GET /api/mySoldProperty/{email}': [
    'listAgentSales',
    'List an agent’s sales',
    'The completed sales of an agent’s listings: the agent’s own, or anyone’s for an admin.',
  ],
  'GET /api/totalAmount/{email}': [
    'getAgentSalesTotal',
    'Total of an agent’s sales',
    'The sum of the sold prices of an agent’s listings.',
  ],
  'POST /api/create-payment-intent': [
    'createPaymentIntent',
    'Start paying for an offer',
    'For the buyer’s accepted offer: the amount comes from the stored offer, a `price` sent must match it. Answers the client secret of the payment.',
    { extra: [404], forbidden: true, conflict: true },
  ],
  'POST /api/soldProperty': [
    'recordSale',
    'Record a paid offer as a sale',
    'After the card payment succeeded, the buyer records the sale; the server checks the payment with the processor. Idempotent per payment.',
    { extra: [404], forbidden: true, conflict: true },
  ],
  'PATCH /api/soldProperty/{id}': [
    'markOfferBought',
    'Mark a paid offer as bought',
    'SPEC.md’s client marks the offer bought after recording the sale; answers whether anything changed.',
    { forbidden: true, conflict: true },
  ],
  'DELETE /api/soldProperty/{id}': [
    'removeBoughtFromWishlist',
    'Remove a bought listing from the wishlist',
    'SPEC.md’s client removes the wishlist entry of a bought listing.',
    { forbidden: true },
  ],
  'POST /api/payments/sandbox/confirm': [
    'confirmSandboxPayment',
    'Pay with a sandbox test card',
    'In sandbox payment mode, charges a test card for a payment started with createPaymentIntent (402 when the card is declined).',
    { extra: [404], forbidden: true, conflict: true },
  ],
  'POST /api/payments/stripe/webhook': [
    'receiveStripeEvent',
    'Receive a Stripe event',
    'Stripe’s signed events about payments; only Stripe calls it (the signature is checked). 404 when the site is not in Stripe mode.',
    { extra: [404] },
  ],
};
