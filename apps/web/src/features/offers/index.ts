/** What other features may use of offers (docs/decisions/020). */
export { myOffersQueryOptions, useMyOffers } from './api/get-my-offers';
export { latestOfferOn, mayMakeOffer, OfferState } from './components/offer-state';
