import { describe, expect, it } from 'vitest';
import { negotiateLocale, type Locale } from './locales';

/** Accept-Language as HTTP negotiates it (RFC 9110 12.5.4), among the locales a site offers. */
describe('negotiateLocale', () => {
  const all: Locale[] = ['en', 'es', 'fr', 'de', 'ar'];

  it('answers the fallback without a header, or an empty one', () => {
    expect(negotiateLocale(undefined, all, 'en')).toBe('en');
    expect(negotiateLocale('', all, 'fr')).toBe('fr');
    expect(negotiateLocale(' , ;q=1', all, 'de')).toBe('de');
  });

  it('takes the language with the highest q-value, whatever its place', () => {
    expect(negotiateLocale('de;q=0.5, es;q=0.9', all, 'en')).toBe('es');
    expect(negotiateLocale('fr;q=0.1, ar', all, 'en')).toBe('ar');
    expect(negotiateLocale('es-MX;q=0.9, de;q=0.5', all, 'en')).toBe('es');
  });

  it('breaks a tie by the header’s order', () => {
    expect(negotiateLocale('fr, de', all, 'en')).toBe('fr');
    expect(negotiateLocale('de;q=0.8, fr;q=0.8', all, 'en')).toBe('de');
  });

  it('matches a regional tag to its language, in any case', () => {
    expect(negotiateLocale('es-MX', all, 'en')).toBe('es');
    expect(negotiateLocale('DE-at', all, 'en')).toBe('de');
    expect(negotiateLocale('ar-EG;q=0.9', all, 'en')).toBe('ar');
  });

  it('skips languages the site does not offer, down to the fallback', () => {
    expect(negotiateLocale('it, pt;q=0.9, fr;q=0.2', all, 'en')).toBe('fr');
    expect(negotiateLocale('it, ja', all, 'es')).toBe('es');
    expect(negotiateLocale('fr', ['es', 'en'], 'es')).toBe('es');
  });

  it('never takes a language of q=0', () => {
    expect(negotiateLocale('fr;q=0, de;q=0.1', all, 'en')).toBe('de');
    expect(negotiateLocale('es;q=0', all, 'en')).toBe('en');
    expect(negotiateLocale('es;q=0.000', all, 'ar')).toBe('ar');
  });

  it('answers the fallback for `*`, unless a named language ranks above it', () => {
    expect(negotiateLocale('*', all, 'de')).toBe('de');
    expect(negotiateLocale('*;q=0.5, fr', all, 'en')).toBe('fr');
    expect(negotiateLocale('it, *;q=0.1', all, 'es')).toBe('es');
  });

  it('ignores a q-value it cannot read as one (taken as 1)', () => {
    expect(negotiateLocale('de;q=abc, fr;q=0.9', all, 'en')).toBe('de');
  });
});
