import type { ListingTranslations } from '@elite/shared/listing-address';
import type { Locale } from '@elite/shared/locales';
import { badRequest } from '../../lib/errors';

/**
 * A listing's languages (CONTRACT.md section 11): its own `language`, one the site offers, and
 * translations only for the other offered locales. A 400 names the field.
 */
export function checkListingLanguages(
  language: Locale,
  translations: ListingTranslations,
  offered: readonly Locale[],
): void {
  if (!offered.includes(language)) {
    throw badRequest(
      `language: must be one of ${offered.join(', ')}, the languages this site offers`,
    );
  }
  for (const locale of Object.keys(translations) as Locale[]) {
    if (!offered.includes(locale)) {
      throw badRequest(`translations.${locale}: this site does not offer ${locale}`);
    }
    if (locale === language) {
      throw badRequest(
        `translations.${locale}: the listing is written in ${locale}; a translation is for another language`,
      );
    }
  }
}
