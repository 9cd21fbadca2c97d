import { useEffect } from 'react';
import type { Messages } from '@lingui/core';
import type { ListingReportReason } from '@elite/shared';
import type { Locale } from '@elite/shared/locales';
import { currentLocale, i18n, useLingui } from './i18n';

/*
 * The listing report form's texts (CONTRACT.md section 16) are a catalogue part of their own
 * (build/locale-catalogues.ts, PAGE_PARTS), loaded with the form or the admins' Listing Reports:
 * no page a visitor opens first carries them, another locale's chunk included.
 */

type Catalogue = () => Promise<{ messages: Messages }>;

// Written out whole: a bundler follows only imports it can read.
const catalogues: Record<Locale, Catalogue> = {
  en: () => import('virtual:locale-catalogue/en/listing-reports'),
  es: () => import('virtual:locale-catalogue/es/listing-reports'),
  fr: () => import('virtual:locale-catalogue/fr/listing-reports'),
  de: () => import('virtual:locale-catalogue/de/listing-reports'),
  ar: () => import('virtual:locale-catalogue/ar/listing-reports'),
};

const loaded = new Map<Locale, Promise<void>>();

/** Loads the texts in `locale` (the current one by default), once. */
export function loadListingReportTexts(locale: Locale = currentLocale()): Promise<void> {
  let loading = loaded.get(locale);
  if (!loading) {
    loading = catalogues[locale]().then(({ messages }) => i18n.load(locale, messages));
    loading.catch(() => loaded.delete(locale));
    loaded.set(locale, loading);
  }
  return loading;
}

/** In a component shown with them: a change of locale loads the new locale's (then renders). */
export function useListingReportTexts(): void {
  const { i18n: active } = useLingui();
  const locale = active.locale;
  useEffect(() => {
    void loadListingReportTexts(currentLocale()).catch(() => undefined);
  }, [locale]);
}

/** A report's reasons in words: the report form's and the admins'. */
export const LISTING_REPORT_REASON_KEYS: Record<ListingReportReason, string> = {
  misleading: 'listing-reports.reasonMisleading',
  fraud: 'listing-reports.reasonFraud',
  discriminatory: 'listing-reports.reasonDiscriminatory',
  duplicate: 'listing-reports.reasonDuplicate',
  other: 'listing-reports.reasonOther',
};
