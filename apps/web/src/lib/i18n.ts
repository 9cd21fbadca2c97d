import { useContext } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { INTL_LOCALES, isLocale, type Locale } from '@elite/shared/locales';
import { configureMoney } from '@elite/shared/money';
import { textHash } from './text-hash';
import { messages as englishFirst } from 'virtual:locale-catalogue/en/first';

/**
 * The web app's texts (CONTRACT.md section 11, docs/decisions/058): Lingui with ICU messages,
 * one catalogue per locale (src/locales/{locale}/*.json, compiled at build time by
 * build/locale-catalogues.ts). English, the language the code is written in, comes with the
 * app for what any page shows first (the navigation, the home page, cards), the rest with the
 * first page that needs it (`loadLocale`, awaited by app/lazy-page.ts); another locale's texts
 * are one chunk of their own, loaded before its first page renders, and one of the agent's pages
 * (`loadAgentTexts`, awaited by features/agent/routes.tsx).
 *
 * Components read texts with `useLingui()` (`const { _ } = useLingui(); _('home.title')`),
 * which renders again when the locale changes; code outside components (toasts, form schemas)
 * uses `i18n._` directly. A key is always written out whole, so that locales.test.ts finds it.
 */
export const i18n = setupI18n({ locale: 'en', messages: { en: englishFirst } });

type Catalogue = { messages: Messages; sharedEnglish?: Record<string, string> | undefined };

const catalogues: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import('virtual:locale-catalogue/en/rest'),
  es: () => import('virtual:locale-catalogue/es'),
  fr: () => import('virtual:locale-catalogue/fr'),
  de: () => import('virtual:locale-catalogue/de'),
  ar: () => import('virtual:locale-catalogue/ar'),
};

const loaded = new Map<Locale, Promise<void>>();

/** Loads all of a locale's texts, once (English: the rest of them). */
export function loadLocale(locale: Locale): Promise<void> {
  let loading = loaded.get(locale);
  if (!loading) {
    loading = catalogues[locale]().then(({ messages, sharedEnglish }) => {
      if (sharedEnglish) learnSharedEnglish(sharedEnglish);
      i18n.load(locale, messages);
    });
    loading.catch(() => loaded.delete(locale));
    loaded.set(locale, loading);
  }
  return loading;
}

/** All the texts of the current locale: what a page whose code loads on first use awaits. */
export const loadAllTexts = () => loadLocale(currentLocale());

const agentCatalogues: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
  es: () => import('virtual:locale-catalogue/es/agent'),
  fr: () => import('virtual:locale-catalogue/fr/agent'),
  de: () => import('virtual:locale-catalogue/de/agent'),
  ar: () => import('virtual:locale-catalogue/ar/agent'),
};
const agentLoaded = new Map<Locale, Promise<void>>();
/** Whether an agent's page has been opened: a change of locale then loads its texts too. */
let agentTextsWanted = false;

function loadAgentLocale(locale: Locale): Promise<void> {
  // English's agent texts are in the rest of English.
  if (locale === 'en') return loadLocale(locale);
  let loading = agentLoaded.get(locale);
  if (!loading) {
    loading = Promise.all([loadLocale(locale), agentCatalogues[locale]()]).then(
      ([, { messages }]) => i18n.load(locale, messages),
    );
    loading.catch(() => agentLoaded.delete(locale));
    agentLoaded.set(locale, loading);
  }
  return loading;
}

/** The texts of the agent's pages (the listing form, the agent's lists) in the current locale. */
export function loadAgentTexts(): Promise<void> {
  agentTextsWanted = true;
  return loadAgentLocale(currentLocale());
}

/**
 * Makes `locale` the one every text is read in, once its texts are here (English's first ones
 * always are: the rest follows with the first page that needs it).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale !== 'en') await loadLocale(locale);
  if (agentTextsWanted) await loadAgentLocale(locale);
  if (i18n.locale !== locale) i18n.activate(locale);
}

// Prices are written for the page's locale, as every other number.
i18n.on('change', () => configureMoney({ locale: currentLocale() }));

/** The locale texts are read in now. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** The tag `Intl` formats the current locale's numbers and dates with. */
export function intlLocale(locale: Locale = currentLocale()): string {
  return INTL_LOCALES[locale];
}

/** @elite/shared's texts' keys by their English's fingerprint, from the first other locale loaded. */
let keyOfEnglish: Record<string, string> = {};

function learnSharedEnglish(sharedEnglish: Record<string, string>) {
  keyOfEnglish = sharedEnglish;
}

/**
 * A text written in English outside the web app (SPEC.md's texts and the form rules in
 * @elite/shared) in the current locale: the `shared-*` message whose English is that text; the
 * text itself in English, or when there is none.
 */
export function translateShared(text: string): string {
  if (i18n.locale === 'en') return text;
  const key = keyOfEnglish[textHash(text)];
  // A text outside the catalogue shares a fingerprint with one in it at odds of about one in
  // twenty million (some two hundred texts among 2^32 values).
  return key === undefined ? text : i18n._(key);
}

const withoutProvider = { i18n, _: i18n._.bind(i18n) as I18n['_'] };

/**
 * Lingui's `useLingui`: the texts, rendered again when the locale changes (AppShell holds the
 * provider). A component rendered on its own (a unit test) reads the current locale's texts.
 */
export function useLingui(): { i18n: I18n; _: I18n['_'] } {
  return useContext(LinguiContext) ?? withoutProvider;
}
