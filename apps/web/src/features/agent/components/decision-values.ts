import type { Property, PropertyInput } from '@elite/shared';
import {
  LEASE_TENURES,
  type DecisionFact,
  type Tenure,
} from '@elite/shared/listing-decision-values';
import type { PropertyFormInput, PropertyFormOutput } from './property-form-schema';

/*
 * What a buyer needs to decide (CONTRACT.md section 13) in the agent's listing form: the values
 * the form starts from, and what it sends.
 */

/** A room as the form holds it while it is typed (its sides may still be empty). */
export type FormRoom = NonNullable<PropertyFormInput['rooms']>[number];

/** A room just added: a bedroom, nothing else known yet. */
export const NEW_ROOM: FormRoom = {
  type: 'bedroom',
  name: null,
  length: '',
  width: '',
  level: null,
};

/** The form's decision facts for a new listing (none known) or `current`. */
export function decisionDefaults(current: Property | undefined) {
  return {
    energy_rating: current?.energy_rating ?? null,
    energy_consumption: current?.energy_consumption ?? null,
    tenure: current?.tenure ?? null,
    lease_years_remaining: current?.lease_years_remaining ?? null,
    annual_service_charge: current?.annual_service_charge ?? null,
    annual_property_tax: current?.annual_property_tax ?? null,
    monthly_hoa_fee: current?.monthly_hoa_fee ?? null,
    features: current?.features ?? [],
    accessibility_features: current?.accessibility_features ?? [],
    rooms: (current?.rooms ?? []) as FormRoom[],
  };
}

/** Whether a tenure has a lease, and so years left on it. */
export const hasLease = (tenure: string | null | undefined) =>
  tenure !== null && tenure !== undefined && LEASE_TENURES.includes(tenure as Tenure);

/**
 * What the form sends of the decision facts: every one of them, an empty field as `null` (which
 * clears it on an update), no feature ticked or no room as `null` (not known), and years left on
 * a lease only with a tenure that has one.
 */
export function sentDecision<T extends Partial<Pick<PropertyFormOutput, DecisionFact>>>(
  fields: T,
): Omit<T, DecisionFact> & Required<Pick<PropertyInput, DecisionFact>> {
  const {
    energy_rating,
    energy_consumption,
    tenure,
    lease_years_remaining,
    annual_service_charge,
    annual_property_tax,
    monthly_hoa_fee,
    features,
    accessibility_features,
    rooms,
    ...rest
  } = fields;
  return {
    ...rest,
    energy_rating: energy_rating ?? null,
    energy_consumption: energy_consumption ?? null,
    tenure: tenure ?? null,
    lease_years_remaining: hasLease(tenure) ? (lease_years_remaining ?? null) : null,
    annual_service_charge: annual_service_charge ?? null,
    annual_property_tax: annual_property_tax ?? null,
    monthly_hoa_fee: monthly_hoa_fee ?? null,
    features: features && features.length > 0 ? features : null,
    accessibility_features:
      accessibility_features && accessibility_features.length > 0 ? accessibility_features : null,
    rooms: rooms && rooms.length > 0 ? rooms : null,
  };
}

const ROOM_FIELDS = ['type', 'name', 'length', 'width', 'level'] as const;
export type RoomField = (typeof ROOM_FIELDS)[number];

/**
 * The room field a server's 400 names (`rooms.2.length: rooms length must be greater than 0`):
 * the room's index, the field and the text; undefined for any other message.
 */
export function roomOfMessage(
  message: string,
): { index: number; field: RoomField; text: string } | undefined {
  const match = /^rooms\.(\d+)\.([a-z]+): (.+)$/s.exec(message);
  const field = ROOM_FIELDS.find((name) => name === match?.[2]);
  if (!match || !field || !match[3]) return undefined;
  return { index: Number(match[1]), field, text: match[3] };
}

/** A room's floor as typed: a whole number ("0", "-1") is a number, any other text a word. */
export const asLevel = (value: unknown) => {
  if (typeof value !== 'string') return value ?? null;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d{1,3}$/.test(text) ? Number(text) : text;
};
