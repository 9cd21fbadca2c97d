import { z } from 'zod';
import { formNumber, stringError } from './form-input';
import { emailSchema, imageUrlSchema } from './auth';
import {
  checkCoordinates,
  listingFactsInputShape,
  listingFactsShape,
  priceHistoryEntrySchema,
} from './listing-facts';
import {
  listingAddressInputShape,
  listingAddressShape,
  listingLanguageSchema,
  listingTextShape,
  listingTranslationsSchema,
} from './listing-address';
import {
  applicationInputShape,
  applicationShape,
  listingRentalInputShape,
  listingRentalShape,
  LISTING_TYPES,
  RENT_PERIODS,
} from './listing-rental';
import { listingDecisionInputShape, listingDecisionShape } from './listing-decision';
import { FIRST_PAGE, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PROPERTY_SORTS } from './paging';
import { checkSearchFilters, propertySearchShape } from './search';
import { MAX_PRICE, MAX_REVIEW_DESCRIPTION } from './limits';

export const PROPERTY_STATUSES = ['pending', 'verified', 'rejected', 'sold'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const OFFER_STATUSES = ['pending', 'accepted', 'rejected', 'bought'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export { MAX_PRICE, MAX_REVIEW_DESCRIPTION } from './limits';

/** Dollars: a positive number with at most two decimals. */
export const moneyNumberSchema = z
  .number({ error: 'must be a number' })
  .finite('must be a number')
  .positive('must be greater than 0')
  // A positive amount below a cent would be stored as 0.00.
  .min(0.01, 'must be at least 0.01')
  .max(MAX_PRICE, 'is too large')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'has more than two decimals');

/** Dollars as a client sends them: a JSON number, or a string of a plain decimal ("1200000.50"). */
export const moneySchema = formNumber(moneyNumberSchema, 'must be a number');

/** Ids are UUIDs; anything else is an unknown id (404), checked in the route. */
export const idSchema = z.string().max(64);
export const idParamsSchema = z.object({ id: idSchema });
export const emailParamsSchema = z.object({ email: z.string().max(254) });

const text = (field: string, max: number) =>
  z
    .string({ error: stringError(field) })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is at most ${max} characters`);

export const priceRangeSchema = z
  .object({ min: moneySchema, max: moneySchema })
  .refine((r) => r.min <= r.max, {
    message: 'Minimum price must not be greater than the maximum price',
    path: ['max'],
  });
export type PriceRange = z.infer<typeof priceRangeSchema>;

/**
 * What an agent sends to add or update a listing (SPEC.md's fields and CONTRACT.md section 6's
 * facts). Owner, agent fields, status and dates come from the server. `property_image` may be left
 * out when `photos` is sent: the cover is `photos[0]`. Without refinements, so that the web form can
 * extend it; `propertyInputSchema` adds the rules across fields.
 */
export const propertyInputObject = z.object({
  property_title: text('Property title', 200),
  location: text('Location', 200),
  property_image: imageUrlSchema.optional(),
  price_range: priceRangeSchema,
  // SPEC.md's client sends the agent's photo too; the listing shows the agent's own, but a bad
  // one is refused all the same.
  agent_image: imageUrlSchema.nullish(),
  ...listingFactsInputShape,
  ...listingAddressInputShape,
  language: listingLanguageSchema.optional(),
  translations: listingTranslationsSchema.optional(),
  // A home to rent and its facts (CONTRACT.md section 12): `sale` when left out on create.
  ...listingRentalInputShape,
  // What a buyer needs to decide (CONTRACT.md section 13).
  ...listingDecisionInputShape,
});

export const propertyInputSchema = propertyInputObject.superRefine((value, ctx) => {
  checkCoordinates(value, ctx);
  if (value.property_image === undefined && value.photos === undefined) {
    ctx.addIssue({ code: 'custom', path: ['property_image'], message: 'Image is required' });
  }
});
export type PropertyInput = z.infer<typeof propertyInputSchema>;

export const propertySchema = z.object({
  _id: z.string(),
  property_title: z.string(),
  location: z.string(),
  property_image: z.string(),
  price_range: z.object({ min: z.number(), max: z.number() }),
  status: z.enum(PROPERTY_STATUSES),
  agent_name: z.string(),
  agent_email: z.string(),
  agent_image: z.string().nullable(),
  /** The agent's id, for a link to their page (CONTRACT.md section 14); null once gone. */
  agent_id: z.string().nullable().optional(),
  ...listingFactsShape,
  ...listingAddressShape,
  ...listingTextShape,
  ...listingRentalShape,
  ...listingDecisionShape,
});
export type Property = z.infer<typeof propertySchema>;

/** GET /api/property/{id}: the listing and its price history, oldest first (CONTRACT.md section 6). */
export const propertyDetailSchema = propertySchema.extend({
  price_history: z.array(priceHistoryEntrySchema),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

export { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './paging';

export const propertyListQuerySchema = z
  .object({
    // SPEC.md's client sends `location=null` (or `undefined`) before the first search: no location.
    location: z
      .string()
      .trim()
      .max(100, 'location is at most 100 characters')
      .optional()
      .transform((v) => (v === 'null' || v === 'undefined' ? undefined : v)),
    sortBy: z.enum(PROPERTY_SORTS).optional(),
    page: z.coerce.number().int().min(FIRST_PAGE).max(100_000).default(FIRST_PAGE),
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    // The search filters (CONTRACT.md section 7; search.ts).
    ...propertySearchShape,
  })
  .superRefine(checkSearchFilters);
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;

/**
 * Paging of a list that SPEC.md's client reads whole (Manage Properties, a listing's reviews):
 * without `page` and `limit` the answer is as before; `X-Total-Count` gives the total.
 */
export const optionalPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(FIRST_PAGE, 'page must be a whole number from 1')
    .max(100_000, 'page is at most 100000')
    .optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
    .int(`limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
    .max(PAGE_SIZE_MAX, `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
    .optional(),
});

export const moderationBodySchema = z.object({
  status: z.enum(['verified', 'rejected'], { error: 'status must be verified or rejected' }),
});
export type ModerationBody = z.infer<typeof moderationBodySchema>;

export const advertisedPropertySchema = propertySchema.omit({ _id: true }).extend({
  _id: z.string(),
  property_id: z.string(),
});
export type AdvertisedProperty = z.infer<typeof advertisedPropertySchema>;

/** SPEC.md's client posts the whole property; only its id matters. */
export const advertiseBodySchema = z
  .object({ property_id: idSchema.optional(), _id: idSchema.optional() })
  .refine((b) => b.property_id ?? b._id, 'property_id is required');

export const wishlistEntrySchema = propertySchema.omit({ _id: true }).extend({
  _id: z.string(),
  wish_property_id: z.string(),
  email: z.string(),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

export const wishlistBodySchema = z.object({
  wish_property_id: idSchema.min(1, 'wish_property_id is required'),
});

export const offerSchema = z.object({
  _id: z.string(),
  offer_property_id: z.string(),
  property_title: z.string(),
  location: z.string(),
  property_image: z.string(),
  agent_name: z.string(),
  agent_email: z.string(),
  offered_price: z.number(),
  price_range: z.object({ min: z.number(), max: z.number() }),
  buyer_name: z.string(),
  buyer_email: z.string(),
  status: z.enum(OFFER_STATUSES),
  transactionId: z.string().nullable(),
  created_at: z.string(),
  /** What the card paid for a bought offer (below offered_price: a deposit); absent before. */
  amount_paid: z.number().optional(),
  // An application on a home to rent (CONTRACT.md section 12); `null`s on an offer to buy.
  ...applicationShape,
});
export type Offer = z.infer<typeof offerSchema>;

/**
 * GET /api/propertyOffer/payable/{id} (CONTRACT.md section 5): the offer with what the card pays,
 * `amount_due` in dollars, and whether that is a reservation deposit (an offer above the card
 * cap). For a bought offer both describe the payment that was made.
 */
export const payableOfferSchema = offerSchema.extend({
  amount_due: z.number(),
  deposit: z.boolean(),
});
export type PayableOffer = z.infer<typeof payableOfferSchema>;

export const offerBodySchema = z.object({
  offer_property_id: idSchema.min(1, 'offer_property_id is required'),
  offered_price: moneySchema,
  // On a rental, an application: `move_in` and `term_months` required (CONTRACT.md section 12).
  ...applicationInputShape,
});
export type OfferBody = z.infer<typeof offerBodySchema>;

export const offerDecisionSchema = z.object({
  status: z.enum(['accepted', 'rejected'], { error: 'status must be accepted or rejected' }),
});
export type OfferDecision = z.infer<typeof offerDecisionSchema>;

export const saleSchema = z.object({
  _id: z.string(),
  propertyId: z.string(),
  offerId: z.string().nullable(),
  transactionId: z.string(),
  date: z.string(),
  status: z.literal('bought'),
  property_title: z.string(),
  location: z.string(),
  property_image: z.string(),
  agent_name: z.string(),
  agent_email: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  offered_price: z.number(),
  /** What the card paid: the sold price, or a reservation deposit above the card cap. */
  amount_paid: z.number(),
  /** A let (CONTRACT.md section 12): `offered_price` is the rent per `rent_period`. */
  listing_type: z.enum(LISTING_TYPES),
  rent_period: z.enum(RENT_PERIODS).nullable(),
  move_in: z.string().nullable(),
  term_months: z.number().int().nullable(),
});
export type Sale = z.infer<typeof saleSchema>;

export const totalAmountSchema = z.object({ price: z.number() });

/** CONTRACT.md section 5: the amount comes from the stored offer; a `price`, if sent, must match it. */
export const paymentIntentBodySchema = z.object({
  offerId: idSchema.min(1, 'offerId is required'),
  price: moneySchema.optional(),
});
export const paymentIntentSchema = z.object({ clientSecret: z.string() });

const transactionIdSchema = z
  .string({ error: stringError('transactionId') })
  .trim()
  .min(1, 'transactionId is required')
  .max(255, 'transactionId is at most 255 characters');

export const saleBodySchema = z.object({
  offerId: idSchema.min(1, 'offerId is required'),
  transactionId: transactionIdSchema,
});

/** SPEC.md's follow-up call; the server only ever reports the status it has recorded. */
export const saleUpdateBodySchema = z.object({
  status: z.literal('bought', { error: 'status must be bought' }).optional(),
  transactionId: transactionIdSchema.optional(),
});

export const reviewSchema = z.object({
  _id: z.string(),
  review_description: z.string(),
  property_id: z.string(),
  property_title: z.string(),
  agent_name: z.string(),
  reviewer_name: z.string(),
  /** Only for the reviewer themselves and admins: public answers leave it out (CONTRACT.md 2). */
  reviewer_email: z.string().optional(),
  reviewer_image: z.string().nullable(),
  review_time: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewBodySchema = z.object({
  property_id: idSchema.min(1, 'property_id is required'),
  review_description: text('Review description', MAX_REVIEW_DESCRIPTION),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const roleChangeSchema = z.object({
  role: z.enum(['admin', 'agent'], { error: 'role must be admin or agent' }),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

/** SPEC.md's client sends `{status: 'fraud'}`; fraud is the only status an admin can set. */
export const fraudBodySchema = z.object({
  status: z.literal('fraud', { error: 'status must be fraud' }).optional(),
});

export const newsletterBodySchema = z.object({ email: emailSchema });

export const insertedSchema = z.object({ insertedId: z.string(), message: z.string().optional() });
export const modifiedSchema = z.object({ modifiedCount: z.number().int() });
export const deletedSchema = z.object({ deletedCount: z.number().int() });
export const messageSchema = z.object({ message: z.string() });

/** CONTRACT.md section 5: the sandbox card form's fields. */
export const sandboxConfirmBodySchema = z.object({
  clientSecret: z.string().min(1, 'clientSecret is required').max(200),
  cardNumber: z.string({ error: stringError('Card number') }).max(40),
  exp: z.string({ error: stringError('Expiry') }).max(10),
  cvc: z.string({ error: stringError('CVC') }).max(10),
});
export type SandboxConfirmBody = z.infer<typeof sandboxConfirmBodySchema>;

export const sandboxConfirmResultSchema = z.object({
  paymentIntent: z.object({ id: z.string(), status: z.literal('succeeded'), amount: z.number() }),
});
