import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES } from '@elite/shared/locales';
import { agentNoticeMail } from './agent-notice-templates';
import type { Letter } from './templates';

const site = { name: 'Elite Property', publicUrl: 'https://elite.example' };
const to = { name: 'Dana Agent', email: 'dana@example.com' };
const listing = { id: 'p1', title: 'Harbour Loft' };

function letters(locale: (typeof SHIPPED_LOCALES)[number]): Letter[] {
  return [
    agentNoticeMail(
      site,
      { kind: 'account_marked_fraud', to, listing: null, changeRejected: false },
      locale,
    ),
    agentNoticeMail(site, { kind: 'listing_verified', to, listing, changeRejected: false }, locale),
    agentNoticeMail(site, { kind: 'listing_rejected', to, listing, changeRejected: true }, locale),
    agentNoticeMail(site, { kind: 'listing_rejected', to, listing, changeRejected: false }, locale),
  ];
}

describe('e-mails in the recipient locale', () => {
  for (const locale of SHIPPED_LOCALES) {
    it(`renders every agent notice in ${locale} without leftover placeholders`, () => {
      for (const letter of letters(locale)) {
        for (const part of [letter.subject, letter.text, letter.html]) {
          expect(part).not.toMatch(/\{[a-zA-Z]+\}/);
        }
        expect(letter.text).toContain('Dana Agent');
        expect(letter.toEmail).toBe('dana@example.com');
        if (locale === 'en') expect(letter.html).toContain('<html><head>');
        else
          expect(letter.html).toContain(
            `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`,
          );
      }
    });
  }

  it('writes a German agent notice in German', () => {
    const [, verified] = letters('de');
    expect(verified?.subject).toBe('Ihr Inserat Harbour Loft wurde verifiziert');
    expect(verified?.text).toMatch(/^Hallo Dana Agent,/);
    expect(verified?.text).toContain('Ihr Inserat ansehen: https://elite.example/property/p1');
  });

  it('keeps English as it was', () => {
    const [fraud] = letters('en');
    expect(fraud?.subject).toBe('Your Elite Property account was marked as fraud');
    expect(fraud?.text).toMatch(/^Hello Dana Agent,/);
  });
});
