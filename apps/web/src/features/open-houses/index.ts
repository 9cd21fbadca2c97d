/** What other features may use of open houses (docs/decisions/020). */

/** A listing's open houses on its page: loads beside the page once it is hydrated. */
export { ListingOpenHouses } from './components/listing-open-houses';
