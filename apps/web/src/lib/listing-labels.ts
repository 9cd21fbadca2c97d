import type { AreaUnit, PropertyType } from '@elite/shared/listing-labels';
import { i18n, intlLocale } from './i18n';

/*
 * The names of listing facts' values in the page's locale (the English ones, SPEC.md's and
 * CONTRACT.md section 6's, are @elite/shared/listing-labels').
 */
const TYPE_KEYS: Record<PropertyType, string> = {
  house: 'facts.typeHouse',
  apartment: 'facts.typeApartment',
  condo: 'facts.typeCondo',
  townhouse: 'facts.typeTownhouse',
  land: 'facts.typeLand',
  commercial: 'facts.typeCommercial',
};

const UNIT_KEYS: Record<AreaUnit, string> = { sqft: 'facts.unitSqft', m2: 'facts.unitM2' };

export const propertyTypeLabel = (type: PropertyType) => i18n._(TYPE_KEYS[type]);

export const areaUnitLabel = (unit: AreaUnit) => i18n._(UNIT_KEYS[unit]);

/** `1,850 sq ft`, `1.850 pies²`: an area in the site's unit, for the page's locale. */
export const formatArea = (value: number, unit: AreaUnit) =>
  i18n._('facts.area', {
    value: value.toLocaleString(intlLocale(), { maximumFractionDigits: 1 }),
    unit: areaUnitLabel(unit),
  });
