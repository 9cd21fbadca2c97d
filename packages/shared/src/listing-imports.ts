import { z } from 'zod';
import { DECISION_FACTS } from './listing-decision-values';

/*
 * Listings in and out (CONTRACT.md section 15): the columns of an import file and of an export,
 * the import's state as GET /api/imports/{id} answers it, and the refusals both sides show.
 */

/** At most this many data rows in one file. */
export const IMPORT_MAX_ROWS = 5000;
/** At most this many bytes in one file. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The columns, by the create API's names (propertyInputSchema): `price_min` and `price_max` for
 * the range, `rooms` and `translations` as JSON text, lists joined with `|`, photos as URLs.
 */
export const IMPORT_COLUMNS = [
  'external_id',
  'property_title',
  'location',
  'price_min',
  'price_max',
  'photos',
  'property_type',
  'bedrooms',
  'bathrooms',
  'living_area',
  'lot_size',
  'year_built',
  'description',
  'latitude',
  'longitude',
  'floor_plan',
  'tour_url',
  'street',
  'postal_code',
  'city',
  'region',
  'country',
  'language',
  'translations',
  'listing_type',
  'rent_period',
  'deposit',
  'available_from',
  'furnished',
  'min_term_months',
  'pets_allowed',
  'bills_included',
  // The decision facts (CONTRACT.md section 13), in the order answers carry them.
  ...DECISION_FACTS,
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The column naming the agent of a row, in an admin's file (and an admin's export). */
export const AGENT_EMAIL_COLUMN = 'agent_email';

/** The columns whose cells hold a list, joined with `|`. */
export const IMPORT_LIST_COLUMNS = ['photos', 'features', 'accessibility_features'] as const;
/** The columns whose cells hold JSON text. */
export const IMPORT_JSON_COLUMNS = ['rooms', 'translations'] as const;

export const listingImportMessages = {
  importNotFound: 'Import not found',
  fileRequired: 'Send the listings as a CSV or JSON file in the multipart field `file`',
  fileType: 'The file must be CSV (text/csv) or JSON (application/json)',
  fileTooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS} rows: split it into smaller files`,
  noRows: 'The file has no listings',
  unreadable: 'The file cannot be read as CSV or JSON',
  unknownColumn: 'Unknown column',
  externalIdRequired: 'external_id is required',
  agentEmailRequired: 'agent_email is required in an admin’s file',
  agentUnknown: 'agent_email is not an agent of this site',
  starterCannotImport: 'The account that started this import may no longer import listings',
  photoNotHttps: 'The photo’s address, or an address it redirects to, is not https://',
  photoPrivateAddress: 'The photo’s address is not a public one',
  photoUnreachable: 'The photo could not be fetched',
  photoTooLarge: 'The photo is larger than 15 MB',
  photoTimeout: 'The photo took longer than 10 seconds to fetch',
} as const;

export const importQuerySchema = z.object({
  dry_run: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const exportQuerySchema = z.object({
  format: z.enum(['csv', 'json'], { error: 'format must be csv or json' }).default('csv'),
});

export const importStartedSchema = z.object({ importId: z.string() });

export const failedImportRowSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});

export const listingImportSchema = z.object({
  status: z.enum(['queued', 'running', 'done', 'failed']),
  dry_run: z.boolean(),
  rows: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed_rows: z.array(failedImportRowSchema),
});
export type ListingImport = z.infer<typeof listingImportSchema>;
