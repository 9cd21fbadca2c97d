import { z } from 'zod';
import { checkSearchFilters, propertySearchShape, type PropertySearchFilters } from './search';

/*
 * Saved searches and alerts (CONTRACT.md section 9): a search of section 7 kept under a name,
 * the notifications it earns when a matching listing is verified or its price falls, and the
 * texts both the server and the web app show about them.
 */

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
/** How many saved searches one account may keep. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
/** A daily digest lists at most this many listings, then links to the rest. */
export const DIGEST_MAX_LISTINGS = 20;

/**
 * What a saved search's alert tells: a listing verified for the first time, or cheaper, or a new
 * open house of it (`open_house`: instant searches only, CONTRACT.md section 13).
 */
export const ALERT_KINDS = ['new_listing', 'price_drop', 'open_house'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
/**
 * What an agent hears of an admin's decision (docs/decisions/048): a listing (or a change to
 * it) verified or rejected, and the account marked as fraud. No saved search behind them.
 */
export const AGENT_NOTICE_KINDS = [
  'listing_verified',
  'listing_rejected',
  'account_marked_fraud',
] as const;
export type AgentNoticeKind = (typeof AGENT_NOTICE_KINDS)[number];
export const NOTIFICATION_KINDS = [...ALERT_KINDS, ...AGENT_NOTICE_KINDS] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isAgentNotice(kind: NotificationKind): kind is AgentNoticeKind {
  return (AGENT_NOTICE_KINDS as readonly string[]).includes(kind);
}

/** The search parameters a saved search keeps, in the order the address bar writes them. */
export const SAVED_QUERY_KEYS = [
  'location',
  'minPrice',
  'maxPrice',
  'beds',
  'baths',
  'type',
  'minArea',
  'maxArea',
  'bbox',
  'polygon',
  'listing',
  'energy',
  'features',
  'accessible',
  'open_house',
] as const;
export type SavedQueryKey = (typeof SAVED_QUERY_KEYS)[number];
/** A saved search's query as the address bar holds it: `/allProperty?` + these parameters. */
export type SavedQuery = Partial<Record<SavedQueryKey, string>>;

export const savedSearchMessages = {
  nameRequired: 'Give the search a name',
  nameTooLong: `A name is at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`,
  frequencyInvalid: 'frequency is one of instant, daily, off',
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches: delete one first`,
  notFound: 'Saved search not found',
  alreadySaved: (name: string) => `You have already saved this search as "${name}"`,
  saved: 'Search saved',
  renamed: 'Search renamed',
  frequencyChanged: 'Alerts updated',
  deleted: 'Saved search deleted',
  nothingToChange: 'Give a new name or frequency',
  unsubscribed: (name: string) =>
    `Alerts are off for "${name}". You will get no more e-mails for this search.`,
  unsubscribeInvalid: 'This unsubscribe link is not valid. Sign in to manage your saved searches.',
  unsubscribeConfirm: (name: string) =>
    `Turn off the e-mail alerts for "${name}"? You will get no more e-mails for this search.`,
  unsubscribeButton: 'Turn off alerts',
  notificationsRead: 'Notifications marked as read',
} as const;

/** What the notifications page says of an agent's notice (the listing's title is linked apart). */
export const agentNoticeTexts = {
  listing_verified: {
    heading: 'Listing verified',
    body: 'An admin verified your listing: the public sees it as it is now.',
  },
  listing_rejected: {
    heading: 'Listing rejected',
    body: 'An admin rejected your listing (or your change to it). Change it and it is reviewed again.',
  },
  account_marked_fraud: {
    heading: 'Account marked as fraud',
    body: 'An admin marked your account as fraud: your listings are hidden from the public and you can add or change none.',
  },
} as const satisfies Record<AgentNoticeKind, { heading: string; body: string }>;

export const frequencyLabels: Record<SavedSearchFrequency, string> = {
  instant: 'Instant e-mail',
  daily: 'Daily digest',
  off: 'No alerts',
};

const nameSchema = z
  .string({ error: savedSearchMessages.nameRequired })
  .trim()
  .min(1, savedSearchMessages.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX_LENGTH, savedSearchMessages.nameTooLong);

const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, {
  error: savedSearchMessages.frequencyInvalid,
});

/** A query value: a string as in a URL, or a number (a JSON client's price). */
const queryValue = z
  .union([z.string(), z.number()], { error: 'must be a string' })
  .transform((value) => String(value))
  .optional();

/**
 * A saved search's `query`: the parameters of CONTRACT.md section 7 and `location`, read by the
 * same rules as `GET /api/property` (a malformed or contradictory value is a 400 naming it);
 * any other key is refused, so that a typo is not silently a wider search.
 */
export const savedQuerySchema = z
  .strictObject(
    Object.fromEntries(SAVED_QUERY_KEYS.map((key) => [key, queryValue])) as Record<
      SavedQueryKey,
      typeof queryValue
    >,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown parameter ${issue.keys.join(', ')}`
          : 'must be an object of search parameters',
    },
  )
  .pipe(
    z
      .object({
        location: z.string().trim().max(100, 'location is at most 100 characters').optional(),
        ...propertySearchShape,
      })
      .superRefine(checkSearchFilters),
  );
export type SavedSearchCriteria = PropertySearchFilters & { location?: string | undefined };

/** The criteria written back as the address bar holds them (numbers as plain decimals). */
export function savedQueryOf(criteria: SavedSearchCriteria): SavedQuery {
  const query: SavedQuery = {};
  const location = criteria.location?.trim();
  if (location) query.location = location;
  for (const key of ['minPrice', 'maxPrice', 'beds', 'baths', 'minArea', 'maxArea'] as const) {
    const value = criteria[key];
    if (value !== undefined) query[key] = String(value);
  }
  if (criteria.type?.length) query.type = criteria.type.join(',');
  const { bbox, polygon } = criteria;
  if (bbox) query.bbox = [bbox.west, bbox.south, bbox.east, bbox.north].join(',');
  if (polygon) query.polygon = polygon.map(([lng, lat]) => `${lng},${lat}`).join(';');
  // Sale listings are the default: a search of them is written as it always was.
  if (criteria.listing && criteria.listing !== 'sale') query.listing = criteria.listing;
  // What a buyer needs to decide (CONTRACT.md section 13): absent from a search saved before.
  if (criteria.energy) query.energy = criteria.energy;
  if (criteria.features?.length) query.features = criteria.features.join(',');
  if (criteria.accessible?.length) query.accessible = criteria.accessible.join(',');
  if (criteria.open_house !== undefined) query.open_house = `${criteria.open_house}d`;
  return query;
}

export const createSavedSearchSchema = z.object({
  name: nameSchema,
  query: savedQuerySchema,
  frequency: frequencySchema,
});
export type CreateSavedSearch = z.input<typeof createSavedSearchSchema>;

export const updateSavedSearchSchema = z
  .object({ name: nameSchema.optional(), frequency: frequencySchema.optional() })
  .refine((body) => body.name !== undefined || body.frequency !== undefined, {
    message: savedSearchMessages.nothingToChange,
  });
export type UpdateSavedSearch = z.input<typeof updateSavedSearchSchema>;

/** One of my saved searches (GET /api/saved-searches). */
export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  query: z.record(z.string(), z.string()),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/**
 * One of my notifications (GET /api/notifications), newest first: a saved search's alert, or
 * an agent's notice (`saved_search_*` null and empty, `price` null; `account_marked_fraud`
 * names no listing).
 */
export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  property_id: z.string().nullable(),
  property_title: z.string().nullable(),
  property_image: z.string().nullable(),
  property_location: z.string().nullable(),
  saved_search_id: z.string().nullable(),
  saved_search_name: z.string().nullable(),
  /** Every saved search of mine the listing matched (one notification names them all). */
  saved_search_names: z.array(z.string()),
  /** The minimum price the public saw before a drop (null for a new listing). */
  old_price: z.number().nullable(),
  /** The listing's minimum price when it was matched (null for an agent's notice). */
  price: z.number().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const markNotificationsReadSchema = z.object({
  ids: z
    .array(z.string({ error: 'ids must be a list of notification ids' }))
    .max(500)
    .optional(),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;
