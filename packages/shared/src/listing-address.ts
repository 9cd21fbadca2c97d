import { z } from 'zod';
import { SHIPPED_LOCALES, type Locale } from './locales';

/*
 * A listing's structured address and the translations of its text (CONTRACT.md section 11).
 * `location` stays required and is what cards show; the address's parts are optional, and the
 * location search matches `city` and `postal_code` too.
 */
export const MAX_STREET = 200;
export const MAX_POSTAL_CODE = 20;
export const MAX_CITY = 100;
export const MAX_REGION = 100;
export const MAX_TRANSLATED_TITLE = 200;
export const MAX_TRANSLATED_DESCRIPTION = 5000;

/** An optional text part: trimmed; empty is no value (`null`); too long is a 400 naming it. */
const part = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} is at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullish();

let regionNames: Intl.DisplayNames | undefined;

/** Whether a two-letter code names a country or territory (ISO 3166-1 alpha-2, as ICU knows them). */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  // Codes for private use (AA, QM-QZ, XA-XZ but Kosovo's XK, ZZ) and groupings (EU, EZ, UN).
  if (/^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/.test(code)) return false;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return regionNames.of(code) !== undefined;
}

const COUNTRY_MESSAGE = 'country must be a two-letter ISO 3166-1 code, such as ES, FR or US';

export const listingAddressInputShape = {
  street: part('street', MAX_STREET),
  postal_code: part('postal_code', MAX_POSTAL_CODE),
  city: part('city', MAX_CITY),
  region: part('region', MAX_REGION),
  country: z
    .string({ error: COUNTRY_MESSAGE })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || isCountryCode(value), COUNTRY_MESSAGE)
    .transform((value) => (value === '' ? null : value))
    .nullish(),
};

/** How every answer carries a listing's address: each part, `null` when unknown. */
export const listingAddressShape = {
  street: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
};
export type ListingAddress = { [K in keyof typeof listingAddressShape]: string | null };

export const NO_ADDRESS: Readonly<ListingAddress> = {
  street: null,
  postal_code: null,
  city: null,
  region: null,
  country: null,
};

export const listingLanguageSchema = z.enum(SHIPPED_LOCALES, {
  error: `language must be one of ${SHIPPED_LOCALES.join(', ')}`,
});

const translationSchema = z
  .object({
    property_title: z
      .string({ error: 'property_title must be text' })
      .trim()
      .min(1, 'property_title must not be empty')
      .max(MAX_TRANSLATED_TITLE, `property_title is at most ${MAX_TRANSLATED_TITLE} characters`)
      .optional(),
    description: z
      .string({ error: 'description must be text' })
      .trim()
      .max(
        MAX_TRANSLATED_DESCRIPTION,
        `description is at most ${MAX_TRANSLATED_DESCRIPTION} characters`,
      )
      .optional(),
  })
  .strict();
export type ListingTranslation = z.infer<typeof translationSchema>;
export type ListingTranslations = Partial<Record<Locale, ListingTranslation>>;

/**
 * `{ "es": { "property_title": "…", "description": "…" } }`: a locale's text of the listing.
 * Which locales may carry one (offered by the site, not the listing's own) the server checks.
 */
export const listingTranslationsSchema = z.partialRecord(
  z.enum(SHIPPED_LOCALES, { error: `translations are keyed by ${SHIPPED_LOCALES.join(', ')}` }),
  translationSchema,
);

export const listingTextShape = {
  /** The language the listing's own title and description are written in. */
  language: z.enum(SHIPPED_LOCALES),
  translations: z.partialRecord(
    z.enum(SHIPPED_LOCALES),
    z.object({ property_title: z.string().optional(), description: z.string().optional() }),
  ),
};

/** The order a country writes an address in: which parts, line by line. */
const ORDERS: Record<string, (keyof ListingAddress)[][]> = {
  // Street; city, region and postal code on one line.
  US: [['street'], ['city', 'region', 'postal_code'], ['country']],
  CA: [['street'], ['city', 'region', 'postal_code'], ['country']],
  AU: [['street'], ['city', 'region', 'postal_code'], ['country']],
  // Street; city; postal code.
  GB: [['street'], ['city'], ['postal_code'], ['country']],
  // Street; region; city; postal code (the Gulf writes the emirate or governorate first).
  AE: [['street'], ['city', 'region'], ['postal_code'], ['country']],
};
/** Most of Europe, Latin America and the Arab world: street; postal code and city; region. */
const DEFAULT_ORDER: (keyof ListingAddress)[][] = [
  ['street'],
  ['postal_code', 'city'],
  ['region'],
  ['country'],
];

/**
 * The address's lines in its country's usual order, the country named in `locale` (an `Intl`
 * tag); parts left unknown are left out, and lines with nothing in them.
 */
export function addressLines(address: ListingAddress, locale: string): string[] {
  const order = (address.country && ORDERS[address.country]) || DEFAULT_ORDER;
  const countryName = address.country
    ? (new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(address.country) ??
      address.country)
    : null;
  const valueOf = (key: keyof ListingAddress) => (key === 'country' ? countryName : address[key]);
  return order
    .map((line) => {
      const known = line.filter((key) => valueOf(key));
      // `Seattle, WA 98101`: a comma after the city when the region follows it.
      return known
        .map((key, i) => {
          const gap = i === 0 ? '' : key === 'region' && known[i - 1] === 'city' ? ', ' : ' ';
          return `${gap}${valueOf(key) ?? ''}`;
        })
        .join('');
    })
    .filter((line) => line !== '');
}
