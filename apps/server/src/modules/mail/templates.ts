import { formatMoney } from '@elite/shared';
import type { OfferEvent, ViewingEvent } from './notifier';
import { escapeHtml } from '../../lib/html';
import { DEFAULT_LOCALE, isLocale, isRightToLeft, type Locale } from '@elite/shared/locales';
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

export interface Person {
  name: string;
  email: string;
}

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
    `${body.action.label}: ${url}`,
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

/** `Tuesday, 1 December 2026 at 10:00 (UTC+01:00)`: the instant in the offset it was asked in. */
export function formatViewingTime(startAt: Date, offsetMinutes: number): string {
  const local = new Date(startAt.getTime() + offsetMinutes * 60_000);
  const date = `${WEEKDAYS[local.getUTCDay()]}, ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  const time = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
  const abs = Math.abs(offsetMinutes);
  const offset = `${offsetMinutes < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
  return `${date} at ${time} (UTC${offset})`;
}

export interface MessageMail {
  conversationId: string;
  title: string;
  sender: string;
  recipient: Person;
  body: string;
}

export function messageMail(site: Site, m: MessageMail): Letter {
  return compose(site, {
    kind: 'message',
    to: m.recipient,
    subject: `New message from ${m.sender} about ${m.title}`,
    paragraphs: [`${m.sender} sent you a message about ${m.title}:`],
    quote: m.body,
    action: { label: 'Read and reply', path: mailLinks.conversation(m.conversationId) },
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
function viewingPlace(v: ViewingMail): string[] {
  return [
    `Where: ${oneLine(v.location)}`,
    ...(v.latitude !== null && v.longitude !== null
      ? [`Map: ${mapLink(v.latitude, v.longitude)}`]
      : []),
  ];
}

/** requested, cancelled: to the agent; confirmed, declined: to the buyer. */
export function viewingMail(site: Site, v: ViewingMail): Letter {
  const when = formatViewingTime(v.startAt, v.offsetMinutes);
  const byBuyer = v.event === 'requested' || v.event === 'cancelled';
  const sentences: Record<ViewingEvent, { subject: string; paragraph: string; label: string }> = {
    requested: {
      subject: `Viewing request for ${v.title}`,
      paragraph: `${v.buyer.name} asked to view ${v.title} on ${when}.`,
      label: 'Confirm or decline',
    },
    cancelled: {
      subject: `Viewing cancelled: ${v.title}`,
      paragraph: `${v.buyer.name} cancelled the viewing of ${v.title} on ${when}.`,
      label: 'See your viewings',
    },
    confirmed: {
      subject: `Viewing confirmed: ${v.title}`,
      paragraph: `${v.agent.name} confirmed your viewing of ${v.title} on ${when}.`,
      label: 'See your viewings',
    },
    sold: {
      subject: `Viewing cancelled: ${v.title} is sold`,
      paragraph: `${v.title} has been sold, so your viewing on ${when} is cancelled.`,
      label: 'See your viewings',
    },
    declined: {
      subject: `Viewing declined: ${v.title}`,
      paragraph: `${v.agent.name} declined your request to view ${v.title} on ${when}.`,
      label: 'See your viewings',
    },
  };
  const s = sentences[v.event];
  return compose(site, {
    kind: `viewing_${v.event}`,
    to: byBuyer ? v.agent : v.buyer,
    subject: s.subject,
    paragraphs: [
      s.paragraph,
      ...(v.event === 'declined' || v.event === 'sold' ? [] : viewingPlace(v)),
    ],
    quote: v.event === 'requested' && v.note.trim() !== '' ? v.note : undefined,
    action: { label: s.label, path: mailLinks.viewings },
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
export function offerMail(site: Site, o: OfferMail): Letter {
  const price = formatMoney(o.price);
  if (o.event === 'made') {
    return compose(site, {
      kind: 'offer_made',
      to: o.agent,
      subject: `New offer on ${o.title}`,
      paragraphs: [`${o.buyer.name} offered ${price} for ${o.title}.`],
      action: { label: 'Accept or reject the offer', path: mailLinks.agentOffers },
    });
  }
  const accepted = o.event === 'accepted';
  return compose(site, {
    kind: `offer_${o.event}`,
    to: o.buyer,
    subject: `Your offer on ${o.title} was ${o.event}`,
    paragraphs: accepted
      ? [`${o.agent.name} accepted your offer of ${price} for ${o.title}. You can now pay for it.`]
      : [`Your offer of ${price} for ${o.title} was rejected.`],
    action: {
      label: accepted ? 'Pay for the property' : 'See your offers',
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

/** To the buyer, and to the agent when the listing still has one. */
export function saleMails(site: Site, s: SaleMail): Letter[] {
  const price = formatMoney(s.price);
  const paid =
    s.amountPaid < s.price
      ? `The card paid a reservation deposit of ${formatMoney(s.amountPaid)}; the rest is settled with the agent.`
      : `The card paid ${formatMoney(s.amountPaid)}.`;
  const deposit = s.amountPaid < s.price;
  const letters = [
    compose(site, {
      kind: 'sale_recorded',
      to: s.buyer,
      subject: deposit
        ? `Deposit paid for ${s.title}, ${formatMoney(s.price - s.amountPaid)} to settle with the agent`
        : `You bought ${s.title}`,
      paragraphs: [`Your purchase of ${s.title} for ${price} is recorded.`, paid],
      action: { label: 'See your properties', path: mailLinks.buyerPurchases },
    }),
  ];
  if (s.agent) {
    letters.push(
      compose(site, {
        kind: 'sale_recorded',
        to: s.agent,
        subject: `${s.title} is sold`,
        paragraphs: [`${s.buyer.name} bought ${s.title} for ${price}.`, paid],
        action: { label: 'See your sold properties', path: mailLinks.agentSales },
      }),
    );
  }
  return letters;
}
