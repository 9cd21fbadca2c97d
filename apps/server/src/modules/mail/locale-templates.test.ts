import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES } from '@elite/shared/locales';
import { agentNoticeMail } from './agent-notice-templates';
import { emailVerificationMail, passwordResetMail, signInCodeMail } from './account-templates';
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
    emailVerificationMail(site, { to, token: 'tok' }, locale),
    passwordResetMail(site, { to, token: 'tok' }, locale),
    signInCodeMail(site, { to, code: 'ABCDE23456' }, locale),
  ];
}

describe('e-mails in the recipient locale', () => {
  for (const locale of SHIPPED_LOCALES) {
    it(`renders every e-mail in ${locale} without leftover placeholders`, () => {
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

  it('writes the account e-mails in German and Arabic', () => {
    const de = letters('de');
    const [verify, reset, code] = de.slice(4);
    expect(verify?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Elite Property');
    expect(verify?.text).toContain('dass dana@example.com Ihre E-Mail-Adresse ist');
    expect(verify?.text).toContain(
      'Meine E-Mail-Adresse bestätigen: https://elite.example/verify-email?token=tok',
    );
    expect(reset?.subject).toBe('Setzen Sie Ihr Elite Property-Passwort zurück');
    expect(reset?.text).toContain('https://elite.example/reset-password?token=tok');
    expect(code?.subject).toBe('Ihr Anmeldecode');
    expect(code?.text).toContain('\n\nABCDE23456\n\n');
    const [arVerify, arReset, arCode] = letters('ar').slice(4);
    expect(arVerify?.subject).toBe('أكّد عنوان بريدك الإلكتروني لدى Elite Property');
    expect(arReset?.subject).toBe('أعد تعيين كلمة مرورك في Elite Property');
    expect(arCode?.html).toContain('<html lang="ar" dir="rtl">');
    expect(arCode?.text).toContain('الانتقال إلى صفحة تسجيل الدخول: https://elite.example/login');
  });

  it('keeps the English account e-mails as they were', () => {
    const [verify, reset, code] = letters('en').slice(4);
    expect(verify?.subject).toBe('Confirm your e-mail address for Elite Property');
    expect(verify?.text).toContain(
      'Please confirm that dana@example.com is your e-mail address by opening the link below. It works once, within 24 hours.',
    );
    expect(reset?.subject).toBe('Reset your Elite Property password');
    expect(code?.subject).toBe('Your sign-in code');
    expect(code?.text).toContain('Go to the sign-in page: https://elite.example/login');
  });
});
