/** What other features may use of the home page (docs/decisions/020). */
export { useAdvertisedProperties } from './api/get-advertised-properties';
