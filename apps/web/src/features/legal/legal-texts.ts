import type { Messages } from '@lingui/core';
import type { Locale } from '@elite/shared/locales';
import { currentLocale, i18n } from '../../lib/i18n';

/** The pages whose long texts are a catalogue part of their own (build/locale-catalogues.ts). */
export type LegalPage = 'privacy' | 'accessibility';

type Catalogue = () => Promise<{ messages: Messages }>;

// Written out whole: a bundler follows only imports it can read.
const catalogues: Record<LegalPage, Record<Locale, Catalogue>> = {
  privacy: {
    en: () => import('virtual:locale-catalogue/en/privacy'),
    es: () => import('virtual:locale-catalogue/es/privacy'),
    fr: () => import('virtual:locale-catalogue/fr/privacy'),
    de: () => import('virtual:locale-catalogue/de/privacy'),
    ar: () => import('virtual:locale-catalogue/ar/privacy'),
  },
  accessibility: {
    en: () => import('virtual:locale-catalogue/en/accessibility'),
    es: () => import('virtual:locale-catalogue/es/accessibility'),
    fr: () => import('virtual:locale-catalogue/fr/accessibility'),
    de: () => import('virtual:locale-catalogue/de/accessibility'),
    ar: () => import('virtual:locale-catalogue/ar/accessibility'),
  },
};

const loaded = new Map<string, Promise<void>>();

/** Loads a page's texts in `locale` (the current one by default), once. */
export function loadLegalTexts(page: LegalPage, locale: Locale = currentLocale()): Promise<void> {
  const key = `${page}:${locale}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = catalogues[page][locale]().then(({ messages }) => i18n.load(locale, messages));
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}
