import { describe, expect, it } from 'vitest';
import { LISTING_REPORT_REASONS } from '@elite/shared';
import { SHIPPED_LOCALES } from '@elite/shared/locales';
import { listingReportOutcomeMail } from './listing-report-mail';

const site = { name: 'Elite Property', publicUrl: 'https://elite.example' };
const to = { name: 'Rita Reporter', email: 'rita@example.com' };
const listing = { id: 'p1', title: 'Harbour Loft' };
const note = 'The agent replaced the photos.\n<b>Thanks</b> for telling us.';

const mail = (locale: (typeof SHIPPED_LOCALES)[number], reason = 'fraud' as const) =>
  listingReportOutcomeMail(site, { to, listing, reason, note }, locale);

describe('the outcome e-mail of a listing report', () => {
  it('tells the reporter in English what the admin wrote, with the listing’s link', () => {
    const letter = mail('en');
    expect(letter).toMatchObject({
      kind: 'listing_report_resolved',
      toEmail: 'rita@example.com',
      subject: 'Your report about Harbour Loft was reviewed',
    });
    expect(letter.text).toContain(
      'Thank you for reporting the listing Harbour Loft (a scam or fraud). An admin has looked into it and closed your report.',
    );
    expect(letter.text).toContain(
      '> The agent replaced the photos.\n> <b>Thanks</b> for telling us.',
    );
    expect(letter.text).toContain('See the listing: https://elite.example/property/p1');
    // The note is the admin's words: quoted, never HTML.
    expect(letter.html).toContain('&lt;b&gt;Thanks&lt;/b&gt;');
    expect(letter.html).not.toContain('<b>Thanks</b>');
  });

  for (const locale of SHIPPED_LOCALES) {
    it(`is written in ${locale}, every reason in words, nothing left unfilled`, () => {
      const english = mail('en');
      for (const reason of LISTING_REPORT_REASONS) {
        const letter = listingReportOutcomeMail(site, { to, listing, reason, note }, locale);
        for (const part of [letter.subject, letter.text, letter.html]) {
          expect(part).not.toMatch(/\{[a-zA-Z]+\}|listing-reports\./);
        }
        expect(letter.text).toContain('Rita Reporter');
        if (locale !== 'en') expect(letter.subject).not.toBe(english.subject);
      }
    });
  }

  it('reads German and Arabic as their readers write', () => {
    expect(mail('de').subject).toBe('Ihre Meldung zu Harbour Loft wurde geprüft');
    expect(mail('de').text).toContain('Inserat ansehen: https://elite.example/property/p1');
    expect(mail('ar').html).toContain('<html lang="ar" dir="rtl">');
    expect(mail('fr').text).toContain('Voir l’annonce : https://elite.example/property/p1');
  });
});
