/** What other features may use of the listings (docs/decisions/020). */
export { propertyQueryOptions } from './api/get-property';
export { PropertyCard } from './components/property-card';
