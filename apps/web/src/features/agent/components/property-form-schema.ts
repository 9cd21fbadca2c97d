import { z } from 'zod';
import {
  MAX_TRANSLATED_DESCRIPTION,
  MAX_TRANSLATED_TITLE,
  SHIPPED_LOCALES,
  checkCoordinates,
  currencyDigits,
  fitsCurrency,
  propertyInputObject,
  siteCurrency,
  type ListingTranslations,
} from '@elite/shared';
import { i18n, intlLocale, translateShared } from '../../../lib/i18n';
import { replacementImageFileSchema } from '../../../lib/image-file';

/**
 * A translation as the form holds it: both fields as typed (empty when not written). Sent without
 * its empty fields, and a locale with neither is no translation (the server replaces the set).
 */
const formTranslation = z.object({
  property_title: z
    .string()
    .trim()
    .max(MAX_TRANSLATED_TITLE, 'agent.translatedTitleTooLong')
    .optional(),
  description: z
    .string()
    .trim()
    .max(MAX_TRANSLATED_DESCRIPTION, 'agent.translatedDescriptionTooLong')
    .optional(),
});

const formTranslations = z
  .partialRecord(z.enum(SHIPPED_LOCALES), formTranslation)
  .optional()
  .transform((all): ListingTranslations | undefined => {
    if (!all) return undefined;
    const written: ListingTranslations = {};
    for (const [locale, text] of Object.entries(all) as [
      keyof ListingTranslations,
      typeof all.en,
    ][]) {
      const kept = Object.fromEntries(
        Object.entries(text ?? {}).filter(([, value]) => typeof value === 'string' && value !== ''),
      );
      if (Object.keys(kept).length > 0) written[locale] = kept;
    }
    return written;
  });

/**
 * The listing form's fields, checked by the shared schema (CONTRACT.md section 6): SPEC.md's
 * fields and the optional facts. The gallery and the floor plan's upload are checked apart.
 */
export const propertyFormSchema = propertyInputObject
  .pick({
    property_title: true,
    location: true,
    price_range: true,
    property_type: true,
    bedrooms: true,
    bathrooms: true,
    living_area: true,
    lot_size: true,
    year_built: true,
    description: true,
    latitude: true,
    longitude: true,
    tour_url: true,
    street: true,
    postal_code: true,
    city: true,
    region: true,
    country: true,
    language: true,
    // A home to rent and its facts (CONTRACT.md section 12; rental-fields.tsx).
    listing_type: true,
    rent_period: true,
    deposit: true,
    available_from: true,
    furnished: true,
    min_term_months: true,
    pets_allowed: true,
    bills_included: true,
    // What a buyer needs to decide (CONTRACT.md section 13; decision-fields.tsx).
    energy_rating: true,
    energy_consumption: true,
    tenure: true,
    lease_years_remaining: true,
    annual_service_charge: true,
    annual_property_tax: true,
    monthly_hoa_fee: true,
    features: true,
    accessibility_features: true,
    rooms: true,
  })
  .extend({
    floor_plan_file: replacementImageFileSchema(() => i18n._('agent.floorPlan')),
    translations: formTranslations,
  })
  // Checked even while other fields are in error, so that every error shows at once.
  .superRefine(checkCoordinates, { when: () => true })
  // A price has at most the site currency's decimals (none in JPY), as the server checks.
  .superRefine(({ price_range }, ctx) => {
    const currency = siteCurrency();
    for (const end of ['min', 'max'] as const) {
      const amount = price_range[end];
      if (Number.isFinite(amount) && !fitsCurrency(amount, currency)) {
        ctx.addIssue({
          code: 'custom',
          path: ['price_range', end],
          message: currencyDigits(currency) === 0 ? 'agent.priceWhole' : 'agent.priceDecimals',
        });
      }
    }
  });

export type PropertyFormInput = z.input<typeof propertyFormSchema>;
export type PropertyFormOutput = z.output<typeof propertyFormSchema>;
export type PropertyFormField = keyof PropertyFormInput;

/**
 * The facts' names as the form shows them (catalogue keys), for the shared texts that start with
 * the field: "year_built must be 1500 or later" reads "Year built must be 1500 or later".
 */
export const FIELD_NAMES: Partial<Record<PropertyFormField, string>> = {
  property_type: 'agent.propertyType',
  bedrooms: 'agent.bedrooms',
  bathrooms: 'agent.bathrooms',
  living_area: 'agent.fieldLivingArea',
  lot_size: 'agent.fieldLotSize',
  year_built: 'agent.yearBuilt',
  description: 'agent.description',
  latitude: 'agent.latitude',
  longitude: 'agent.longitude',
  tour_url: 'agent.tourUrl',
  listing_type: 'rental.listingType',
  rent_period: 'rental.rentPeriod',
  deposit: 'rental.deposit',
  available_from: 'rental.availableFrom',
  furnished: 'rental.furnishing',
  min_term_months: 'rental.minTermMonths',
  pets_allowed: 'rental.pets',
  bills_included: 'rental.billsIncluded',
  energy_rating: 'decide-form.energyRating',
  energy_consumption: 'decide-form.energyConsumptionName',
  tenure: 'decide-form.tenure',
  lease_years_remaining: 'decide-form.leaseYears',
  annual_service_charge: 'decide-form.serviceChargeName',
  annual_property_tax: 'decide-form.propertyTaxName',
  monthly_hoa_fee: 'decide-form.hoaFeeName',
  features: 'decide-form.features',
  accessibility_features: 'decide-form.accessibility',
  rooms: 'decide-form.rooms',
};

/** A number as the shared text wrote it (`1,000,000`), in the page's locale. */
const localNumber = (written: string) =>
  Number(written.replace(/,/g, '')).toLocaleString(intlLocale());

/** The shared rules' sentence ends, and how the page's locale says each, given the field's name. */
const RULES: [RegExp, (field: string, found: string[]) => string][] = [
  [/^must be a number$/, (field) => i18n._('agent.ruleNumber', { field })],
  [/^must be a whole number$/, (field) => i18n._('agent.ruleWholeNumber', { field })],
  [/^must be text$/, (field) => i18n._('agent.ruleText', { field })],
  [
    /^must be at least (-?[\d,]+)$/,
    (field, [n = '']) => i18n._('agent.ruleAtLeast', { field, n: localNumber(n) }),
  ],
  [
    /^must be at most ([\d,]+)$/,
    (field, [n = '']) => i18n._('agent.ruleAtMost', { field, n: localNumber(n) }),
  ],
  [
    /^must be greater than ([\d,]+)$/,
    (field, [n = '']) => i18n._('agent.ruleGreaterThan', { field, n: localNumber(n) }),
  ],
  [/^must be in steps of 0\.5$/, (field) => i18n._('agent.ruleHalfSteps', { field })],
  // Years are written without separators.
  [
    /^must be (\d+) or later$/,
    (field, [year = '']) => i18n._('agent.ruleYearFrom', { field, year }),
  ],
  [
    /^must be (\d+) or earlier$/,
    (field, [year = '']) => i18n._('agent.ruleYearTo', { field, year }),
  ],
  [
    /^is at most ([\d,]+) characters$/,
    (field, [n = '']) => i18n._('agent.ruleCharacters', { field, n: localNumber(n) }),
  ],
  [
    /^must be between (-?\d+) and (-?\d+)$/,
    (field, [min = '', max = '']) =>
      i18n._('agent.ruleBetween', { field, min: localNumber(min), max: localNumber(max) }),
  ],
  [/^and longitude must be sent together$/, () => i18n._('agent.ruleLatitudeAndLongitude')],
  [/^must be an https:\/\/ URL$/, (field) => i18n._('agent.ruleHttps', { field })],
  [/^must be a URL$/, (field) => i18n._('agent.ruleUrl', { field })],
  [/^must be one of (.+)$/, (field, [list = '']) => i18n._('agent.ruleOneOf', { field, list })],
  [/^must be a date \(YYYY-MM-DD\)$/, (field) => i18n._('agent.ruleDate', { field })],
  [
    /^must be from (\d+) to ([\d,]+)$/,
    (field, [min = '', max = '']) =>
      i18n._('agent.ruleBetween', { field, min: localNumber(min), max: localNumber(max) }),
  ],
  [/^is too large$/, (field) => i18n._('agent.ruleTooLarge', { field })],
  [/^has more than two decimals$/, (field) => i18n._('agent.ruleTwoDecimals', { field })],
  [/^must be true or false$/, (field) => i18n._('agent.ruleTrueOrFalse', { field })],
];

/**
 * A fact's error in the page's locale, by its field: "bedrooms must be at least 0" reads
 * "Bedrooms must be at least 0" (and "latitude and longitude ..." by the longitude reads
 * "Latitude and longitude ...").
 */
export function fieldError(field: PropertyFormField, message: string | undefined) {
  if (!message || !FIELD_NAMES[field]) return message;
  for (const [key, name] of Object.entries(FIELD_NAMES)) {
    if (!message.startsWith(`${key} `)) continue;
    return sayRule(i18n._(name), message.slice(key.length + 1));
  }
  return translateShared(message);
}

/** A shared rule's sentence end (`must be at least 0`) about the field named `name`, in words. */
export function sayRule(name: string, rest: string): string {
  for (const [rule, say] of RULES) {
    const found = rule.exec(rest);
    if (found) return say(name, found.slice(1));
  }
  return `${name} ${rest}`;
}

/** An empty input is an unknown fact (`null`); anything else is read as a number. */
export const asNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** An empty or blank text is `null`. */
export const asText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * Which field a server's 400 names, if one of the form's: the server answers
 * "bedrooms: bedrooms must be at least 0" (the path, then the shared text).
 */
export function fieldOfMessage(message: string): { field: string; text: string } | undefined {
  const match = /^([a-z_]+)(?:\.[\w.]+)?: (.+)$/s.exec(message);
  const field = match?.[1];
  const known = [
    'property_title',
    'location',
    'price_range',
    'photos',
    'property_image',
    'floor_plan',
    'street',
    'postal_code',
    'city',
    'region',
    'country',
    ...Object.keys(FIELD_NAMES),
  ];
  return field && match[2] && known.includes(field) ? { field, text: match[2] } : undefined;
}
