import {
  ACCESSIBILITY_FEATURES,
  ENERGY_RATINGS,
  LISTING_FEATURES,
  MAX_ENERGY_CONSUMPTION,
  MAX_LEASE_YEARS,
  MAX_LISTING_ROOMS,
  MAX_ROOM_LEVEL,
  MAX_ROOM_NAME,
  MAX_ROOM_SIDE,
  ROOM_TYPES,
  TENURES,
} from '@elite/shared/listing-decision-values';
import { describeFields, type FieldsOf } from './describe-fields';

/*
 * What a listing's decision facts mean (CONTRACT.md section 13), written into the generated
 * document wherever a listing carries them, as rental-fields.ts does for homes to rent: the route
 * schemas say their types, these their meaning. A description a schema already has stands.
 */

const code = (values: readonly string[]) => values.map((value) => `\`${value}\``).join(', ');

const UNKNOWN = '`null` when unknown; left out on update keeps it, `null` clears it.';
const MONEY = 'in the site’s currency and its decimals (at least 0.01)';

const LISTING_FIELDS: Record<string, string> = {
  energy_rating: `The energy label on the EU/UK scale, ${code(ENERGY_RATINGS)} (A best); ${UNKNOWN} The list filter \`energy=C\` matches C or better.`,
  energy_consumption: `The primary energy use in kWh per m² per year, 0-${MAX_ENERGY_CONSUMPTION.toLocaleString('en-US')}; ${UNKNOWN}`,
  tenure: `How the home is held: ${code(TENURES)}; ${UNKNOWN} Switching to a tenure without a lease clears \`lease_years_remaining\`.`,
  lease_years_remaining: `The whole years left on the lease, 0-${MAX_LEASE_YEARS}; only with \`tenure\` \`leasehold\` or \`share_of_freehold\` (else a 400 naming the field). ${UNKNOWN}`,
  annual_service_charge: `The service charge per year, ${MONEY}; ${UNKNOWN}`,
  annual_property_tax: `The property tax per year, ${MONEY}; ${UNKNOWN}`,
  monthly_hoa_fee: `The homeowners’ association fee per month, ${MONEY}; ${UNKNOWN}`,
  features: `Distinct values from ${code(LISTING_FEATURES)}, in the order the agent sent them; \`[]\` says none, ${UNKNOWN} The list filter \`features=garden,parking\` matches listings with all of them.`,
  accessibility_features: `Distinct values from ${code(ACCESSIBILITY_FEATURES)}, in the order the agent sent them; ${UNKNOWN} The list filter \`accessible=step_free_access,lift\` matches listings with all of them.`,
  rooms: `At most ${MAX_LISTING_ROOMS} rooms \`{type, name, length, width, level}\`, sizes in metres or feet as the site’s AREA_UNIT says; ${UNKNOWN}`,
};

const ROOM_FIELDS: Record<string, string> = {
  type: `The room’s kind: ${code(ROOM_TYPES)}.`,
  name: `The agent’s name for the room (at most ${MAX_ROOM_NAME} characters); \`null\` when none.`,
  length: `The room’s length, greater than 0 and at most ${MAX_ROOM_SIDE}, in metres or feet as AREA_UNIT says.`,
  width: `The room’s width, greater than 0 and at most ${MAX_ROOM_SIDE}, in metres or feet as AREA_UNIT says.`,
  level: `The floor the room is on as the agent says it: a whole number (0 the ground floor, -1 below) or a word of at most ${MAX_ROOM_LEVEL} characters; \`null\` when unknown.`,
};

/** The descriptions that fit an object schema: a listing's, a room's, or none. */
const fieldsOf: FieldsOf = (properties) => {
  if ('energy_rating' in properties || 'rooms' in properties) return LISTING_FIELDS;
  if ('length' in properties && 'width' in properties && 'type' in properties) return ROOM_FIELDS;
  return undefined;
};

/** Describes the decision facts of every listing schema (and its rooms) inside `node`. */
export const describeDecisionFields = (node: unknown) => describeFields(node, fieldsOf);
