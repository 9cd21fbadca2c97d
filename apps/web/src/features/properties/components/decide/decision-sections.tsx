import type { Property } from '@elite/shared';
import { OwnershipCosts, ListingFeatures } from './decision-facts';
import { EnergyLabel } from './energy-label';
import { RoomsTable } from './rooms-table';

/**
 * What a buyer needs to decide, on a listing's page (CONTRACT.md section 13): the energy label,
 * tenure and running costs, features and accessibility, and the rooms; each only when known.
 */
export function DecisionSections({ property }: { property: Property }) {
  return (
    <>
      <EnergyLabel rating={property.energy_rating} consumption={property.energy_consumption} />
      <OwnershipCosts property={property} />
      <ListingFeatures property={property} />
      <RoomsTable rooms={property.rooms} />
    </>
  );
}
