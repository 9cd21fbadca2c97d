import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES, type Locale } from '@elite/shared/locales';
import { agentNoticeMail } from './agent-notice-templates';
import { digestMail, instantAlertMail, type AlertListing } from './alert-templates';
import { emailVerificationMail, passwordResetMail, signInCodeMail } from './account-templates';
import {
  formatViewingTime,
  messageMail,
  offerMail,
  saleMails,
  viewingMail,
  type Letter,
} from './templates';

const site = { name: 'Elite Property', publicUrl: 'https://elite.example' };
const to = { name: 'Dana Agent', email: 'dana@example.com' };
const buyer = { name: 'Bob Buyer', email: 'bob@example.com' };
const listing = { id: 'p1', title: 'Harbour Loft' };
const startAt = new Date('2026-12-01T09:00:00Z');

function letters(locale: Locale): Letter[] {
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

/** The e-mails of a conversation, a viewing, an offer and a sale: Bob buys, Dana is the agent. */
function eventLetters(locale: Locale): Letter[] {
  const viewing = {
    title: 'Harbour Loft',
    buyer,
    agent: to,
    startAt,
    offsetMinutes: 60,
    note: 'After work, please',
    location: 'Quay Street 1',
    latitude: 51.5,
    longitude: -0.12,
  };
  const offer = { title: 'Harbour Loft', price: 1_250_000, buyer, agent: to };
  const sale = { title: 'Harbour Loft', price: 1_250_000, buyer, agent: to };
  return [
    messageMail(
      site,
      {
        conversationId: 'c1',
        title: 'Harbour Loft',
        sender: 'Bob Buyer',
        recipient: to,
        body: 'Hi',
      },
      locale,
    ),
    ...(['requested', 'cancelled', 'confirmed', 'sold', 'declined'] as const).map((event) =>
      viewingMail(site, { ...viewing, event }, locale),
    ),
    ...(['made', 'accepted', 'rejected'] as const).map((event) =>
      offerMail(site, { ...offer, event }, locale),
    ),
    ...saleMails(site, { ...sale, amountPaid: 1_250_000 }, { buyer: locale, agent: locale }),
    ...saleMails(site, { ...sale, amountPaid: 125_000 }, { buyer: locale, agent: locale }),
  ];
}

const alertSite = { ...site, areaUnit: 'm2' as const };
const home: AlertListing = {
  propertyId: 'p1',
  kind: 'new_listing',
  title: 'Harbour Loft',
  location: 'Porto',
  image: '/images/cover.webp',
  price: 400_000,
  oldPrice: null,
  propertyType: 'apartment',
  bedrooms: 2,
  bathrooms: 1.5,
  livingArea: 1295.5,
  searchName: 'Porto',
};

/** An instant alert of a new listing and of a price drop, and a digest of 3 homes (1 shown). */
function alertLetters(locale: Locale): Letter[] {
  const drop = { ...home, kind: 'price_drop' as const, price: 380_000, oldPrice: 420_000 };
  return [
    instantAlertMail(
      alertSite,
      { to, listing: home, unsubscribeToken: 't', searchNames: ['Porto'] },
      locale,
    ),
    instantAlertMail(
      alertSite,
      { to, listing: drop, unsubscribeToken: 't', searchNames: ['Porto', 'Lisbon'] },
      locale,
    ),
    digestMail(
      alertSite,
      { to, listings: [home], total: 3, unsubscribeToken: 't', searchNames: ['Porto'] },
      locale,
    ),
  ];
}

const all = (locale: Locale) => [
  ...letters(locale),
  ...eventLetters(locale),
  ...alertLetters(locale),
];

describe('e-mails in the recipient locale', () => {
  for (const locale of SHIPPED_LOCALES) {
    it(`renders every e-mail in ${locale} without leftover placeholders`, () => {
      const english = all('en');
      all(locale).forEach((letter, i) => {
        for (const part of [letter.subject, letter.text, letter.html]) {
          expect(part).not.toMatch(/\{[a-zA-Z]+\}/);
        }
        expect(letter.text).toContain(letter.toName);
        expect(['dana@example.com', 'bob@example.com']).toContain(letter.toEmail);
        if (locale === 'en') expect(letter.html).toContain('<html><head>');
        else {
          expect(letter.html).toContain(
            `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`,
          );
          expect(letter.subject, `${locale} #${i}`).not.toBe(english[i]?.subject);
        }
      });
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
    const [verify, reset, code] = letters('de').slice(4);
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

  it('writes viewing times with Intl in the recipient locale, in the offset asked in', () => {
    expect(formatViewingTime(startAt, 60, 'de')).toBe(
      'Dienstag, 1. Dezember 2026 um 10:00 (UTC+01:00)',
    );
    expect(formatViewingTime(startAt, -570, 'es')).toBe(
      'lunes, 30 de noviembre de 2026, 23:30 (UTC-09:30)',
    );
    expect(formatViewingTime(startAt, 0, 'fr')).toBe('mardi 1 décembre 2026 à 09:00 (UTC+00:00)');
    expect(formatViewingTime(startAt, 60, 'ar')).toBe(
      'الثلاثاء، 1 ديسمبر 2026 في 10:00 (UTC+01:00)',
    );
  });

  it('writes the message, viewing, offer and sale e-mails in German', () => {
    const [message, requested, cancelled, confirmed, sold, declined, made, accepted, rejected] =
      eventLetters('de');
    expect(message?.subject).toBe('Neue Nachricht von Bob Buyer zu Harbour Loft');
    expect(message?.text).toContain(
      'Lesen und antworten: https://elite.example/dashboard/messages/c1',
    );
    expect(requested?.subject).toBe('Besichtigungsanfrage für Harbour Loft');
    expect(requested?.text).toContain(
      'Bob Buyer möchte Harbour Loft am Dienstag, 1. Dezember 2026 um 10:00 (UTC+01:00) besichtigen.',
    );
    expect(requested?.text).toContain('Wo: Quay Street 1\n\nKarte: https://www.openstreetmap.org/');
    expect(requested?.text).toContain('> After work, please');
    expect(cancelled?.subject).toBe('Besichtigung abgesagt: Harbour Loft');
    expect(confirmed?.toEmail).toBe('bob@example.com');
    expect(confirmed?.text).toMatch(/^Hallo Bob Buyer,/);
    expect(sold?.subject).toBe('Besichtigung abgesagt: Harbour Loft ist verkauft');
    expect(declined?.text).toContain('Ihre Besichtigungen ansehen: ');
    expect(made?.text).toContain('Bob Buyer hat 1.250.000\u00a0$ für Harbour Loft geboten.');
    expect(accepted?.subject).toBe('Ihr Angebot für Harbour Loft wurde angenommen');
    expect(rejected?.text).toContain(
      'Ihr Angebot von 1.250.000\u00a0$ für Harbour Loft wurde abgelehnt.',
    );
    const [bought, soldToAgent, depositPaid] = eventLetters('de').slice(9);
    expect(bought?.subject).toBe('Sie haben Harbour Loft gekauft');
    expect(bought?.text).toContain('Mit der Karte wurden 1.250.000\u00a0$ bezahlt.');
    expect(soldToAgent?.subject).toBe('Harbour Loft ist verkauft');
    expect(depositPaid?.subject).toBe(
      'Anzahlung für Harbour Loft bezahlt, 1.125.000\u00a0$ mit dem Makler abzurechnen',
    );
  });

  it('writes them in Arabic, right to left, each reader in their own locale', () => {
    const [message, requested] = eventLetters('ar');
    expect(message?.subject).toBe('رسالة جديدة من Bob Buyer بخصوص Harbour Loft');
    expect(message?.html).toContain('<html lang="ar" dir="rtl">');
    expect(requested?.text).toContain('الثلاثاء، 1 ديسمبر 2026 في 10:00 (UTC+01:00)');
    const sale = {
      title: 'Harbour Loft',
      price: 1_250_000,
      amountPaid: 1_250_000,
      buyer,
      agent: to,
    };
    const [toBuyer, toAgent] = saleMails(site, sale, { buyer: 'ar', agent: 'de' });
    expect(toBuyer?.subject).toBe('لقد اشتريت Harbour Loft');
    expect(toBuyer?.text).toContain('US$');
    expect(toAgent?.subject).toBe('Harbour Loft ist verkauft');
  });

  it('keeps the English event e-mails as they were', () => {
    const [message, requested, , , , , made] = eventLetters('en');
    expect(message?.subject).toBe('New message from Bob Buyer about Harbour Loft');
    expect(requested?.text).toContain(
      'Bob Buyer asked to view Harbour Loft on Tuesday, 1 December 2026 at 10:00 (UTC+01:00).',
    );
    expect(made?.text).toContain('Bob Buyer offered $1,250,000 for Harbour Loft.');
  });

  it('writes the saved-search alerts and the digest in German', () => {
    const [fresh, drop, digest] = alertLetters('de');
    expect(fresh?.subject).toBe('Neu für "Porto": Harbour Loft');
    expect(fresh?.text).toContain(
      'Eine neue Immobilie passt zu Ihrer gespeicherten Suche "Porto".',
    );
    expect(fresh?.text).toContain('2 Schlafzimmer · 1,5 Bäder · 1.295,5 m² · Wohnung');
    expect(fresh?.html).toContain('weil Sie die Suche &quot;Porto&quot; gespeichert haben.');
    expect(drop?.subject).toBe('Preissenkung: Harbour Loft jetzt für 380.000\u00a0$');
    expect(drop?.text).toContain('Ab 380.000\u00a0$ (vorher 420.000\u00a0$)');
    expect(drop?.text).toContain('Diese Benachrichtigungen für "Porto", "Lisbon" abbestellen: ');
    expect(digest?.subject).toBe('3 Immobilien für Ihre gespeicherten Suchen heute');
    expect(digest?.text).toContain(
      'Alle 3 in Ihren Benachrichtigungen ansehen: https://elite.example/dashboard/notifications',
    );
    expect(digest?.headers?.['List-Unsubscribe']).toBe(
      '<https://elite.example/api/saved-searches/unsubscribe?token=t>',
    );
  });

  it('writes the saved-search alerts and the digest in Arabic, right to left', () => {
    const [fresh, , digest] = alertLetters('ar');
    expect(fresh?.html).toContain('<html lang="ar" dir="rtl">');
    expect(fresh?.text).toContain('غرفتا نوم · 1.5 حمام · 1,295.5 م² · شقة');
    expect(fresh?.text).toContain('إدارة عمليات البحث المحفوظة: https://elite.example/');
    expect(fresh?.html).toContain('>إلغاء الاشتراك</a>');
    expect(digest?.subject).toBe('3 عقارات لعمليات بحثك المحفوظة اليوم');
  });

  it('keeps the English alerts as they were', () => {
    const [fresh, , digest] = alertLetters('en');
    expect(fresh?.subject).toBe('New for "Porto": Harbour Loft');
    expect(fresh?.text).toContain('2 beds · 1.5 baths · 1,295.5 m² · Apartment');
    expect(digest?.text).toContain("Today's matches for your saved searches: 3 homes.");
  });

  it('writes French with its space before a colon', () => {
    const [message] = eventLetters('fr');
    expect(message?.text).toContain(
      'Lire et répondre : https://elite.example/dashboard/messages/c1',
    );
    const [fresh] = alertLetters('fr');
    expect(fresh?.text).toContain('Nouvelle annonce : Harbour Loft');
    expect(fresh?.text).toContain('Gérer vos recherches enregistrées : https://elite.example/');
  });
});
