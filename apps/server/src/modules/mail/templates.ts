import { formatMoney } from '@elite/shared';
import type { MailAttachment } from '../../db/schema';
import type { OfferEvent, Person, ViewingEvent } from './notifier';
import { escapeHtml } from '../../lib/html';
import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  isLocale,
  isRightToLeft,
  type Locale,
} from '@elite/shared/locales';
import { translate } from '../../lib/i18n';

/** An e-mail ready to queue: who gets it and its three parts. */
export interface Letter {
  kind: string;
  toEmail: string;
  toName: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (an alert's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Files it carries (an open house's calendar file). */
  attachments?: MailAttachment[];
}

/** What every e-mail knows about the site: its name and the origin links start with. */
export interface Site {
  name: string;
  publicUrl: string;
  /** The site's default locale (config.locales[0]): e-mails to an account without one. */
  defaultLocale?: Locale;
}

/** The recipient's locale: the account's, else the site's default. */
export function recipientLocale(site: Site, accountLocale: string | null | undefined): Locale {
  return isLocale(accountLocale) ? accountLocale : (site.defaultLocale ?? DEFAULT_LOCALE);
}

export type { Person } from './notifier';

/** The pages that act on each e-mail (apps/web/src routes). */
export const mailLinks = {
  conversation: (id: string) => `/dashboard/messages/${id}`,
  viewings: '/dashboard/viewings',
  agentOffers: '/dashboard/requestProperty',
  listing: (id: string) => `/property/${encodeURIComponent(id)}`,
  profile: '/dashboard/myProfile',
  buyerOffers: '/dashboard/propertyBought',
  agentSales: '/dashboard/mySoldProperty',
  buyerPurchases: '/dashboard/propertyBought',
  verifyEmail: (token: string) => `/verify-email?token=${encodeURIComponent(token)}`,
  resetPassword: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
} as const;

/** A header is one line: a title with a line break in it must not start another header. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

interface Body {
  kind: string;
  to: Person;
  subject: string;
  /** Plain sentences, each a paragraph. */
  paragraphs: string[];
  /** Someone's own words (a message, a note): quoted as they are, never as HTML. */
  quote?: string;
  action: { label: string; path: string };
  /** The recipient's locale (the site default when absent). */
  locale?: Locale;
}

/** The HTML root's attributes: none in English (kept as it always was), else lang and dir. */
function htmlRoot(locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return '<html>';
  return `<html lang="${locale}" dir="${isRightToLeft(locale) ? 'rtl' : 'ltr'}">`;
}

/** A link drawn as a button (e-mail clients keep inline styles only). */
export function actionButton(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>`;
}

/** An e-mail's HTML part: the site's name over a white card holding `blocks` (HTML, escaped). */
export function htmlLetter(
  site: Site,
  subject: string,
  blocks: string[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  return [
    '<!doctype html>',
    `${htmlRoot(locale)}<head><meta charset="utf-8"><title>${escapeHtml(oneLine(subject))}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(site.name)}</h1>`,
    ...blocks,
    '</div></body></html>',
  ].join('\n');
}

export function compose(site: Site, body: Body): Letter {
  const url = `${site.publicUrl}${body.action.path}`;
  const locale = body.locale ?? DEFAULT_LOCALE;
  const greeting = translate(locale, 'mail.greeting', { name: oneLine(body.to.name) });
  const quoted = body.quote
    ? body.quote
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n')
    : undefined;
  const text = [
    greeting,
    ...body.paragraphs,
    ...(quoted ? [quoted] : []),
    translate(locale, 'mail.labelled', { label: body.action.label, value: url }),
    `-- \n${site.name}`,
  ].join('\n\n');

  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = htmlLetter(
    site,
    body.subject,
    [
      p(escapeHtml(greeting)),
      ...body.paragraphs.map((paragraph) => p(escapeHtml(paragraph))),
      ...(body.quote
        ? [
            `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d4d4d8;white-space:pre-wrap">${escapeHtml(body.quote)}</blockquote>`,
          ]
        : []),
      p(actionButton(url, body.action.label)),
      `<p style="margin:0;font-size:13px;color:#52525b"${isRightToLeft(locale) ? ' dir="ltr"' : ''}>${escapeHtml(url)}</p>`,
    ],
    locale,
  );

  return {
    kind: body.kind,
    toEmail: body.to.email,
    toName: oneLine(body.to.name),
    subject: oneLine(body.subject),
    text,
    html,
  };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const two = (n: number) => String(n).padStart(2, '0');

/** The message `key` in `locale`, its placeholders filled from `values`. */
export const translator =
  (locale: Locale) =>
  (key: string, values?: Record<string, unknown>): string =>
    translate(locale, key, values);

/**
 * `Tuesday, 1 December 2026 at 10:00 (UTC+01:00)`: the instant in the offset it was asked in;
 * in another locale its words and order (`Dienstag, 1. Dezember 2026 um 10:00 (UTC+01:00)`).
 */
export function formatViewingTime(
  startAt: Date,
  offsetMinutes: number,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const local = new Date(startAt.getTime() + offsetMinutes * 60_000);
  const abs = Math.abs(offsetMinutes);
  const offset = `${offsetMinutes < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
  if (locale !== DEFAULT_LOCALE) {
    const written = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      dateStyle: 'full',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).format(local);
    return `${written} (UTC${offset})`;
  }
  const date = `${WEEKDAYS[local.getUTCDay()]}, ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  const time = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
  return `${date} at ${time} (UTC${offset})`;
}

export interface MessageMail {
  conversationId: string;
  title: string;
  sender: string;
  recipient: Person;
  body: string;
}

export function messageMail(site: Site, m: MessageMail, locale: Locale = DEFAULT_LOCALE): Letter {
  const t = translator(locale);
  const names = { sender: m.sender, title: m.title };
  return compose(site, {
    kind: 'message',
    to: m.recipient,
    locale,
    subject: t('mail.message.subject', names),
    paragraphs: [t('mail.message.p1', names)],
    quote: m.body,
    action: { label: t('mail.message.action'), path: mailLinks.conversation(m.conversationId) },
  });
}

export interface ViewingMail {
  event: ViewingEvent;
  title: string;
  buyer: Person;
  agent: Person;
  startAt: Date;
  offsetMinutes: number;
  note: string;
  /** The listing's location text, and its point when it has one (a map link). */
  location: string;
  latitude: number | null;
  longitude: number | null;
}

/** OpenStreetMap's page of a point, marked, at street level. */
export function mapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** Where a viewing is: the location, then a map of the point when the listing has one. */
function viewingPlace(v: ViewingMail, t: ReturnType<typeof translator>): string[] {
  return [
    t('mail.viewing.where', { location: oneLine(v.location) }),
    ...(v.latitude !== null && v.longitude !== null
      ? [t('mail.viewing.map', { url: mapLink(v.latitude, v.longitude) })]
      : []),
  ];
}

/** Whether a viewing's e-mail goes to the agent (requested, cancelled), else to the buyer. */
export const viewingToAgent = (event: ViewingEvent) =>
  event === 'requested' || event === 'cancelled';

/** Each viewing e-mail's texts (literal keys: a test finds each in the code). */
const VIEWING_TEXTS: Record<ViewingEvent, { subject: string; paragraph: string }> = {
  requested: { subject: 'mail.viewing.requested.subject', paragraph: 'mail.viewing.requested.p1' },
  cancelled: { subject: 'mail.viewing.cancelled.subject', paragraph: 'mail.viewing.cancelled.p1' },
  confirmed: { subject: 'mail.viewing.confirmed.subject', paragraph: 'mail.viewing.confirmed.p1' },
  sold: { subject: 'mail.viewing.sold.subject', paragraph: 'mail.viewing.sold.p1' },
  declined: { subject: 'mail.viewing.declined.subject', paragraph: 'mail.viewing.declined.p1' },
};

/** requested, cancelled: to the agent; confirmed, declined: to the buyer. */
export function viewingMail(site: Site, v: ViewingMail, locale: Locale = DEFAULT_LOCALE): Letter {
  const t = translator(locale);
  const values = {
    title: v.title,
    buyer: v.buyer.name,
    agent: v.agent.name,
    when: formatViewingTime(v.startAt, v.offsetMinutes, locale),
  };
  const texts = VIEWING_TEXTS[v.event];
  return compose(site, {
    kind: `viewing_${v.event}`,
    to: viewingToAgent(v.event) ? v.agent : v.buyer,
    locale,
    subject: t(texts.subject, values),
    paragraphs: [
      t(texts.paragraph, values),
      ...(v.event === 'declined' || v.event === 'sold' ? [] : viewingPlace(v, t)),
    ],
    quote: v.event === 'requested' && v.note.trim() !== '' ? v.note : undefined,
    action: {
      label:
        v.event === 'requested' ? t('mail.viewing.requested.action') : t('mail.viewing.action'),
      path: mailLinks.viewings,
    },
  });
}

export interface OfferMail {
  event: OfferEvent;
  title: string;
  price: number;
  buyer: Person;
  agent: Person;
}

/** made: to the agent; accepted, rejected: to the buyer. */
export function offerMail(site: Site, o: OfferMail, locale: Locale = DEFAULT_LOCALE): Letter {
  const t = translator(locale);
  const values = {
    title: o.title,
    price: formatMoney(o.price, { locale }),
    buyer: o.buyer.name,
    agent: o.agent.name,
  };
  if (o.event === 'made') {
    return compose(site, {
      kind: 'offer_made',
      to: o.agent,
      locale,
      subject: t('mail.offer.made.subject', values),
      paragraphs: [t('mail.offer.made.p1', values)],
      action: { label: t('mail.offer.made.action'), path: mailLinks.agentOffers },
    });
  }
  const accepted = o.event === 'accepted';
  return compose(site, {
    kind: `offer_${o.event}`,
    to: o.buyer,
    locale,
    subject: accepted
      ? t('mail.offer.accepted.subject', values)
      : t('mail.offer.rejected.subject', values),
    paragraphs: accepted
      ? [t('mail.offer.accepted.p1', values)]
      : [t('mail.offer.rejected.p1', values)],
    action: {
      label: accepted ? t('mail.offer.accepted.action') : t('mail.offer.rejected.action'),
      path: mailLinks.buyerOffers,
    },
  });
}

export interface SaleMail {
  title: string;
  price: number;
  amountPaid: number;
  buyer: Person;
  agent: Person | undefined;
}

/** The sale's two readers' locales (the site default for one not given). */
export interface SaleLocales {
  buyer?: Locale;
  agent?: Locale;
}

/** To the buyer, and to the agent when the listing still has one, each in their locale. */
export function saleMails(site: Site, s: SaleMail, locales: SaleLocales = {}): Letter[] {
  const deposit = s.amountPaid < s.price;
  const texts = (locale: Locale) => {
    const t = translator(locale);
    const money = (amount: number) => formatMoney(amount, { locale });
    const values = {
      title: s.title,
      price: money(s.price),
      buyer: s.buyer.name,
      amount: money(s.amountPaid),
      rest: money(s.price - s.amountPaid),
    };
    const paid = deposit ? t('mail.sale.deposit', values) : t('mail.sale.paid', values);
    return { t, values, paid };
  };
  const buyerLocale = locales.buyer ?? DEFAULT_LOCALE;
  const b = texts(buyerLocale);
  const letters = [
    compose(site, {
      kind: 'sale_recorded',
      to: s.buyer,
      locale: buyerLocale,
      subject: deposit
        ? b.t('mail.sale.buyer.depositSubject', b.values)
        : b.t('mail.sale.buyer.subject', b.values),
      paragraphs: [b.t('mail.sale.buyer.p1', b.values), b.paid],
      action: { label: b.t('mail.sale.buyer.action'), path: mailLinks.buyerPurchases },
    }),
  ];
  if (s.agent) {
    const agentLocale = locales.agent ?? DEFAULT_LOCALE;
    const a = texts(agentLocale);
    letters.push(
      compose(site, {
        kind: 'sale_recorded',
        to: s.agent,
        locale: agentLocale,
        subject: a.t('mail.sale.agent.subject', a.values),
        paragraphs: [a.t('mail.sale.agent.p1', a.values), a.paid],
        action: { label: a.t('mail.sale.agent.action'), path: mailLinks.agentSales },
      }),
    );
  }
  return letters;
}
