/**
 * The names of listing facts' values (CONTRACT.md section 6), apart from the schemas: the web
 * app's first pages show them without loading the validation library.
 */
export const PROPERTY_TYPES = [
  'house',
  'apartment',
  'condo',
  'townhouse',
  'land',
  'commercial',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  house: 'House',
  apartment: 'Apartment',
  condo: 'Condo',
  townhouse: 'Townhouse',
  land: 'Land',
  commercial: 'Commercial',
};

/** AREA_UNIT: the unit of living area and lot size, for the whole site. */
export const AREA_UNITS = ['sqft', 'm2'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
export const AREA_UNIT_LABELS: Record<AreaUnit, string> = { sqft: 'sq ft', m2: 'm²' };
