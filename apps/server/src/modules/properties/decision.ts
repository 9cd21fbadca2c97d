import type { PropertyInput } from '@elite/shared';
import { LEASE_TENURES } from '@elite/shared/listing-decision';
import type { ListingDecisionColumns } from '../../db/listing-version';
import { properties } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { checkMoneyDecimals } from '../../lib/money-input';

/*
 * What a buyer needs to decide (CONTRACT.md section 13): a listing's energy label, tenure and
 * running costs, features, accessibility and rooms, as one version of the listing has them.
 */

/** A listing's decision facts, as answers and versions read them. */
export const decisionColumns = {
  energyRating: properties.energyRating,
  energyConsumption: properties.energyConsumption,
  tenure: properties.tenure,
  leaseYearsRemaining: properties.leaseYearsRemaining,
  annualServiceCharge: properties.annualServiceCharge,
  annualPropertyTax: properties.annualPropertyTax,
  monthlyHoaFee: properties.monthlyHoaFee,
  features: properties.features,
  accessibilityFeatures: properties.accessibilityFeatures,
  rooms: properties.rooms,
};

/** No decision fact known. */
export const NO_DECISION_COLUMNS: Readonly<ListingDecisionColumns> = {
  energyRating: null,
  energyConsumption: null,
  tenure: null,
  leaseYearsRemaining: null,
  annualServiceCharge: null,
  annualPropertyTax: null,
  monthlyHoaFee: null,
  features: null,
  accessibilityFeatures: null,
  rooms: null,
};

/** The reason years left on a lease are refused for a home without one. */
export const LEASE_ONLY = 'is only for a leasehold or share of freehold';

const MONEY_FACTS = ['annual_service_charge', 'annual_property_tax', 'monthly_hoa_fee'] as const;

/** The facts an agent sent, in the words of the table: a field left out is left out (kept). */
function sentFacts(input: PropertyInput): Partial<ListingDecisionColumns> {
  const values: Partial<ListingDecisionColumns> = {
    energyRating: input.energy_rating,
    energyConsumption: input.energy_consumption,
    tenure: input.tenure,
    leaseYearsRemaining: input.lease_years_remaining,
    annualServiceCharge: input.annual_service_charge,
    annualPropertyTax: input.annual_property_tax,
    monthlyHoaFee: input.monthly_hoa_fee,
    features: input.features,
    accessibilityFeatures: input.accessibility_features,
    rooms: input.rooms,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<ListingDecisionColumns>;
}

/**
 * The decision facts of the version an agent's form makes of `current` (a new listing: none):
 * a fact left out kept, null cleared. Money has the site currency's decimals; years left on a
 * lease need a tenure with a lease (sent, a 400 naming the field; kept, cleared with the lease).
 */
export function decisionVersion(
  input: PropertyInput,
  current: Partial<ListingDecisionColumns> = NO_DECISION_COLUMNS,
): ListingDecisionColumns {
  for (const field of MONEY_FACTS) {
    const amount = input[field];
    if (amount !== undefined && amount !== null) checkMoneyDecimals(field, amount);
  }
  const version: ListingDecisionColumns = { ...storedDecision(current), ...sentFacts(input) };
  const hasLease = version.tenure !== null && LEASE_TENURES.includes(version.tenure);
  if (!hasLease && version.leaseYearsRemaining !== null) {
    const sent = input.lease_years_remaining !== undefined && input.lease_years_remaining !== null;
    if (sent) throw badRequest(`lease_years_remaining: ${LEASE_ONLY}`);
    version.leaseYearsRemaining = null;
  }
  return version;
}

/** The decision facts of a stored version; a change proposed before them has none. */
export function storedDecision(row: Partial<ListingDecisionColumns>): ListingDecisionColumns {
  const money = (value: number | string | null | undefined) =>
    value === undefined || value === null ? null : Number(value);
  return {
    energyRating: row.energyRating ?? null,
    energyConsumption: row.energyConsumption ?? null,
    tenure: row.tenure ?? null,
    leaseYearsRemaining: row.leaseYearsRemaining ?? null,
    annualServiceCharge: money(row.annualServiceCharge),
    annualPropertyTax: money(row.annualPropertyTax),
    monthlyHoaFee: money(row.monthlyHoaFee),
    features: row.features ?? null,
    accessibilityFeatures: row.accessibilityFeatures ?? null,
    rooms: row.rooms ?? null,
  };
}
