// What a buyer needs to decide (CONTRACT.md section 13, migration 0026): a listing's energy label,
// tenure and running costs, features, accessibility and rooms, as columns that `properties`
// (core-tables.ts) spreads in. Open houses have their own tables (open-houses.ts).
import { sql } from 'drizzle-orm';
import type {
  AccessibilityFeature,
  EnergyRating,
  ListingFeature,
  Room,
  Tenure,
} from '@elite/shared/listing-decision';
import {
  check,
  doublePrecision,
  integer,
  jsonb,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { money } from './columns';

/** The columns `properties` spreads in (null when unknown). */
export function decisionFactColumns() {
  return {
    energyRating: text('energy_rating').$type<EnergyRating>(),
    energyConsumption: doublePrecision('energy_consumption'),
    tenure: text('tenure').$type<Tenure>(),
    leaseYearsRemaining: integer('lease_years_remaining'),
    annualServiceCharge: money('annual_service_charge'),
    annualPropertyTax: money('annual_property_tax'),
    monthlyHoaFee: money('monthly_hoa_fee'),
    features: text('features').array().$type<ListingFeature[]>(),
    accessibilityFeatures: text('accessibility_features').array().$type<AccessibilityFeature[]>(),
    rooms: jsonb('rooms').$type<Room[]>(),
  };
}

/** Their checks, mirroring packages/shared/src/listing-decision.ts. */
export function decisionFactChecks(t: {
  energyRating: AnyPgColumn;
  energyConsumption: AnyPgColumn;
  tenure: AnyPgColumn;
  leaseYearsRemaining: AnyPgColumn;
  rooms: AnyPgColumn;
}) {
  return [
    check(
      'properties_energy_rating_check',
      sql`${t.energyRating} in ('A', 'B', 'C', 'D', 'E', 'F', 'G')`,
    ),
    check('properties_energy_consumption_check', sql`${t.energyConsumption} between 0 and 2000`),
    check(
      'properties_tenure_check',
      sql`${t.tenure} in ('freehold', 'leasehold', 'share_of_freehold', 'commonhold', 'other')`,
    ),
    check(
      'properties_lease_years_check',
      sql`${t.leaseYearsRemaining} is null or (${t.leaseYearsRemaining} between 0 and 999 and ${t.tenure} in ('leasehold', 'share_of_freehold'))`,
    ),
    check(
      'properties_rooms_check',
      sql`jsonb_typeof(${t.rooms}) = 'array' and jsonb_array_length(${t.rooms}) <= 40`,
    ),
  ];
}
