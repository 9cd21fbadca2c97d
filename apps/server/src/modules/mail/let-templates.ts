import { formatMoney, type RentPeriod } from '@elite/shared';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '@elite/shared/locales';
import type { OfferEvent } from './notifier';
import { compose, mailLinks, translator, type Letter, type Person, type Site } from './templates';

/**
 * The e-mails of renting (CONTRACT.md section 12), in the renter's words: an application to rent
 * (to the agent), its answer (to the renter), and the let agreed once the holding deposit is paid
 * (to the renter and to the agent). Each in its reader's locale.
 */
export interface LetTerms {
  title: string;
  /** The rent per `rentPeriod`. */
  rent: number;
  rentPeriod: RentPeriod;
  /** YYYY-MM-DD. */
  moveIn: string;
  termMonths: number;
}

/** `1 March 2027`, `1. März 2027`: a calendar date in the reader's words. */
export function formatMoveIn(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The values every renting e-mail fills its sentences with. */
function termValues(terms: LetTerms, locale: Locale) {
  const t = translator(locale);
  const price = formatMoney(terms.rent, { locale });
  return {
    title: terms.title,
    rent:
      terms.rentPeriod === 'week'
        ? t('mail.application.rentPerWeek', { price })
        : t('mail.application.rentPerMonth', { price }),
    moveIn: formatMoveIn(terms.moveIn, locale),
    term: t('mail.application.term', { months: terms.termMonths }),
  };
}

export interface ApplicationMail extends LetTerms {
  event: OfferEvent;
  renter: Person;
  agent: Person;
  /** The renter's own words, quoted to the agent; null without. */
  message: string | null;
}

/** made: to the agent; accepted, rejected: to the renter. */
export function applicationMail(
  site: Site,
  a: ApplicationMail,
  locale: Locale = DEFAULT_LOCALE,
): Letter {
  const t = translator(locale);
  const values = { ...termValues(a, locale), renter: a.renter.name, agent: a.agent.name };
  if (a.event === 'made') {
    return compose(site, {
      kind: 'application_made',
      to: a.agent,
      locale,
      subject: t('mail.application.made.subject', values),
      paragraphs: [t('mail.application.made.p1', values)],
      quote: a.message?.trim() ? a.message : undefined,
      action: { label: t('mail.application.made.action'), path: mailLinks.agentOffers },
    });
  }
  if (a.event === 'accepted') {
    return compose(site, {
      kind: 'application_accepted',
      to: a.renter,
      locale,
      subject: t('mail.application.accepted.subject', values),
      paragraphs: [
        t('mail.application.accepted.p1', values),
        t('mail.application.accepted.p2', values),
      ],
      action: { label: t('mail.application.accepted.action'), path: mailLinks.buyerOffers },
    });
  }
  return compose(site, {
    kind: 'application_rejected',
    to: a.renter,
    locale,
    subject: t('mail.application.rejected.subject', values),
    paragraphs: [t('mail.application.rejected.p1', values)],
    action: { label: t('mail.application.rejected.action'), path: mailLinks.buyerOffers },
  });
}

export interface LetMail extends LetTerms {
  /** What the card paid: the holding deposit. */
  amountPaid: number;
  renter: Person;
  agent: Person | undefined;
}

/** To the renter, and to the agent when the listing still has one, each in their locale. */
export function letMails(
  site: Site,
  l: LetMail,
  locales: { renter?: Locale; agent?: Locale } = {},
): Letter[] {
  const texts = (locale: Locale) => ({
    t: translator(locale),
    values: {
      ...termValues(l, locale),
      renter: l.renter.name,
      amount: formatMoney(l.amountPaid, { locale }),
    },
  });
  const renterLocale = locales.renter ?? DEFAULT_LOCALE;
  const r = texts(renterLocale);
  const letters = [
    compose(site, {
      kind: 'let_agreed',
      to: l.renter,
      locale: renterLocale,
      subject: r.t('mail.let.renter.subject', r.values),
      paragraphs: [r.t('mail.let.renter.p1', r.values), r.t('mail.let.renter.p2', r.values)],
      action: { label: r.t('mail.let.renter.action'), path: mailLinks.buyerPurchases },
    }),
  ];
  if (l.agent) {
    const agentLocale = locales.agent ?? DEFAULT_LOCALE;
    const a = texts(agentLocale);
    letters.push(
      compose(site, {
        kind: 'let_agreed',
        to: l.agent,
        locale: agentLocale,
        subject: a.t('mail.let.agent.subject', a.values),
        paragraphs: [a.t('mail.let.agent.p1', a.values)],
        action: { label: a.t('mail.let.agent.action'), path: mailLinks.agentSales },
      }),
    );
  }
  return letters;
}
