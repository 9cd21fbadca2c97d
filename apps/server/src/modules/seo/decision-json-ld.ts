import type { Property } from '@elite/shared';
import type {
  AccessibilityFeature,
  ListingFeature,
  ListingDecision,
} from '@elite/shared/listing-decision';

/*
 * What schema.org has a name for among a listing's decision facts (CONTRACT.md section 13), for
 * the home in its JSON-LD (share-meta.ts): features and accessibility features as amenities, the
 * number of rooms, the EU energy label. Tenure, lease and running costs have no schema.org term.
 */

/**
 * The amenities' names as the JSON-LD gives them: schema.org's structured data is read by
 * crawlers, in the one language of the listing's canonical (default-locale) page.
 */
const FEATURE_NAMES: Record<ListingFeature, string> = {
  parking: 'Parking',
  garage: 'Garage',
  garden: 'Garden',
  balcony: 'Balcony',
  terrace: 'Terrace',
  pool: 'Swimming pool',
  air_conditioning: 'Air conditioning',
  fireplace: 'Fireplace',
  elevator: 'Elevator',
  storage: 'Storage',
  sea_view: 'Sea view',
  new_build: 'New build',
};

const ACCESSIBILITY_NAMES: Record<AccessibilityFeature, string> = {
  step_free_access: 'Step-free access',
  lift: 'Lift',
  wide_doorways: 'Wide doorways',
  accessible_bathroom: 'Accessible bathroom',
  ground_floor_bedroom: 'Ground-floor bedroom',
  ramp: 'Ramp',
};

/** schema.org's EU energy efficiency categories, by the label's letter. */
export const energyCategory = (letter: string) =>
  `https://schema.org/EUEnergyEfficiencyCategory${letter}`;

/** Bathrooms are not counted in schema.org's numberOfRooms ("excluding bathrooms and closets"). */
const countedRooms = (rooms: NonNullable<ListingDecision['rooms']>) =>
  rooms.filter((room) => room.type !== 'bathroom').length;

const amenity = (name: string) => ({
  '@type': 'LocationFeatureSpecification',
  name,
  value: true,
});

/** The decision facts' terms on the home (the RealEstateListing's `mainEntity`); none unknown. */
export function decisionJsonLd(listing: Property): Record<string, unknown> {
  const home: Record<string, unknown> = {};
  const amenities = [
    ...(listing.features ?? []).map((feature) => amenity(FEATURE_NAMES[feature])),
    ...(listing.accessibility_features ?? []).map((feature) =>
      amenity(ACCESSIBILITY_NAMES[feature]),
    ),
  ];
  if (amenities.length > 0) home.amenityFeature = amenities;
  const rooms = countedRooms(listing.rooms ?? []);
  if (rooms > 0) home.numberOfRooms = rooms;
  if (listing.energy_rating) {
    home.hasEnergyConsumptionDetails = {
      '@type': 'EnergyConsumptionDetails',
      hasEnergyEfficiencyCategory: energyCategory(listing.energy_rating),
      energyEfficiencyScaleMin: energyCategory('G'),
      energyEfficiencyScaleMax: energyCategory('A'),
    };
  }
  if (listing.energy_consumption !== null && listing.energy_consumption !== undefined) {
    home.additionalProperty = [
      {
        '@type': 'PropertyValue',
        name: 'Energy consumption',
        value: listing.energy_consumption,
        unitText: 'kWh/m²/year',
      },
    ];
  }
  return home;
}
