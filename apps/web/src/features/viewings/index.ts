/** What other features may use of viewings (docs/decisions/020). */

/** The Request a viewing form, in its own chunk: loaded when the button is about to be used. */
export const loadRequestViewingDialog = () => import('./components/request-viewing-dialog');

/** The buyer's own viewings of a listing, shown on its page: loaded with the listing's actions. */
export const loadListingViewing = () => import('./components/listing-viewing');
