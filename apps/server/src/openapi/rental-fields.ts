import { MAX_TERM_MONTHS, MIN_TERM_MONTHS } from '@elite/shared/listing-rental';
import { describeFields, type FieldsOf } from './describe-fields';

/*
 * What the fields of homes to rent mean (CONTRACT.md section 12), written into the generated
 * document wherever a listing, an offer or a sale carries them: the route schemas say their types,
 * these their meaning. A description a schema already has stands.
 */

const LISTING_FIELDS: Record<string, string> = {
  listing_type:
    '`sale` (the default when left out on create) or `rent`. For `rent`, `price_range` is the rent per `rent_period`. Switching a listing to `sale` clears its rental facts.',
  rent_period:
    'A rental’s rent is per `month` (the default) or per `week`; `null` on a sale listing.',
  deposit:
    'A rental’s security deposit, in the site’s currency and its decimals; `null` when unknown. Only for a home to rent: sent (not null) for a sale listing, a 400 naming the field.',
  available_from:
    'The date (`YYYY-MM-DD`) a rental can be moved into; `null` when unknown. Only for a home to rent.',
  furnished:
    'A rental’s furnishing: `furnished`, `part_furnished` or `unfurnished`; `null` when unknown. Only for a home to rent.',
  min_term_months: `The shortest let a rental takes, in whole months (${MIN_TERM_MONTHS}-${MAX_TERM_MONTHS}); \`null\` when unknown. Only for a home to rent.`,
  pets_allowed: 'Whether a rental takes pets; `null` when unknown. Only for a home to rent.',
  bills_included:
    'Whether a rental’s rent includes the bills; `null` when unknown. Only for a home to rent.',
};

const OFFER_FIELDS: Record<string, string> = {
  listing_type:
    '`rent` for an application on a home to rent (`offered_price` is then the rent), else `sale`.',
  rent_period: 'An application’s rent is per `month` or per `week`; `null` on an offer to buy.',
  move_in:
    'An application’s move-in date (`YYYY-MM-DD`): required on a home to rent, refused on a sale listing; `null` on an offer to buy.',
  term_months:
    'An application’s term in whole months, at least the listing’s `min_term_months`: required on a home to rent; `null` on an offer to buy.',
  message: 'The renter’s words to the agent with an application; `null` when none.',
};

/** The descriptions that fit an object schema: a listing's, an offer's or a sale's, or none. */
const fieldsOf: FieldsOf = (properties) => {
  if ('offered_price' in properties || 'move_in' in properties) return OFFER_FIELDS;
  if ('property_title' in properties || 'price_range' in properties) return LISTING_FIELDS;
  return undefined;
};

/** Describes the rental fields of every listing, offer and sale schema inside `node`. */
export const describeRentalFields = (node: unknown) => describeFields(node, fieldsOf);
