import { useContext } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import {
  INTL_LOCALES,
  isLocale,
  isRightToLeft,
  SHIPPED_LOCALES,
  type Locale,
} from '@elite/shared/locales';
import { messages as english } from 'virtual:locale-catalogue/en';

/**
 * The web app's texts (CONTRACT.md section 11, docs/decisions/058): Lingui with ICU messages,
 * one catalogue per locale (src/locales/{locale}/*.json, compiled at build time by
 * build/locale-catalogues.ts). English, the language the code is written in, comes with the
 * app; another locale's texts are one chunk of their own, loaded before its first page renders.
 *
 * Components read texts with `useLingui()` (`const { _ } = useLingui(); _('home.title')`),
 * which renders again when the locale changes; code outside components (toasts, form schemas)
 * uses `i18n._` directly. A key is always written out whole, so that locales.test.ts finds it.
 */
export const i18n = setupI18n({ locale: 'en', messages: { en: english } });

const catalogues: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('virtual:locale-catalogue/es'),
  fr: () => import('virtual:locale-catalogue/fr'),
  de: () => import('virtual:locale-catalogue/de'),
  ar: () => import('virtual:locale-catalogue/ar'),
};

const loaded = new Set<Locale>(['en']);

/** Loads a locale's texts, once. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale) || locale === 'en') return;
  const { messages } = await catalogues[locale]();
  i18n.load(locale, messages);
  loaded.add(locale);
}

/** Loads a locale's texts (once) and makes it the one every text is read in. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  if (i18n.locale !== locale) i18n.activate(locale);
}

/** The locale texts are read in now. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** The tag `Intl` formats the current locale's numbers and dates with. */
export function intlLocale(locale: Locale = currentLocale()): string {
  return INTL_LOCALES[locale];
}

/** `<html lang dir>` for a locale. */
export function documentAttributes(locale: Locale): { lang: string; dir: 'rtl' | 'ltr' } {
  return { lang: locale, dir: isRightToLeft(locale) ? 'rtl' : 'ltr' };
}

let keyOfEnglish: Map<string, string> | undefined;

/**
 * A text written in English outside the web app (SPEC.md's texts and the form rules in
 * @elite/shared) in the current locale: the `shared.*` message whose English is that text; the
 * text itself when there is none.
 */
export function translateShared(text: string): string {
  if (i18n.locale === 'en') return text;
  if (!keyOfEnglish) {
    keyOfEnglish = new Map();
    for (const key of Object.keys(english)) {
      if (!/^shared[-.]/.test(key)) continue;
      const message = english[key];
      if (typeof message === 'string') keyOfEnglish.set(message, key);
      else if (Array.isArray(message) && message.every((part) => typeof part === 'string'))
        keyOfEnglish.set(message.join(''), key);
    }
  }
  const key = keyOfEnglish.get(text);
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

export { SHIPPED_LOCALES };
