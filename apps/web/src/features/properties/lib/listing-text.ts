import type { ListingTranslations } from '@elite/shared/listing-address';
import type { Locale } from '@elite/shared/locales';

export interface ListingTextSource {
  property_title: string;
  description?: string | null;
  /** The language the listing's own text is written in (absent in older answers: unknown). */
  language?: Locale;
  translations?: ListingTranslations;
}

export interface ListingText {
  title: string;
  description: string | null;
  /**
   * The language of the text shown when it is not the page's: the listing's own, shown because
   * it has no translation into the page's locale (the page marks it); undefined otherwise.
   */
  original: Locale | undefined;
}

/**
 * A listing's title and description in the page's locale (CONTRACT.md section 11): its
 * translation when it has one, else its own text, marked with its language.
 */
export function listingText(listing: ListingTextSource, locale: Locale): ListingText {
  const translation = listing.language === locale ? undefined : listing.translations?.[locale];
  const title = translation?.property_title ?? listing.property_title;
  const description = translation?.description ?? listing.description ?? null;
  const original =
    listing.language && listing.language !== locale && !translation ? listing.language : undefined;
  return { title, description, original };
}
