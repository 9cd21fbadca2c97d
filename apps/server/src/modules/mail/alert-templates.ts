import {
  emailImageUrl,
  AREA_UNIT_LABELS,
  formatMoney,
  PROPERTY_TYPE_LABELS,
  type AreaUnit,
  type NotificationKind,
  type PropertyType,
} from '@elite/shared';
import { escapeHtml } from '../../lib/html';
import { absoluteUrl, listingUrl } from '../seo/share-meta';
import {
  actionButton,
  htmlLetter,
  oneLine,
  type Letter,
  type Person,
  type Site,
} from './templates';

/**
 * The saved-search alert e-mails (CONTRACT.md section 9): one listing at once (`instant`), or
 * the day's matches (`daily`, at most DIGEST_MAX_LISTINGS, then a link to the rest). Each shows
 * the listing's cover, price and key facts and links to it, and carries the unsubscribe link in
 * its body and in `List-Unsubscribe` (with RFC 8058's one-click POST).
 */

export interface AlertSite extends Site {
  areaUnit: AreaUnit;
}

export interface AlertListing {
  propertyId: string;
  kind: NotificationKind;
  title: string;
  location: string;
  image: string;
  price: number;
  oldPrice: number | null;
  propertyType: PropertyType | null;
  bedrooms: number | null;
  bathrooms: number | null;
  livingArea: number | null;
  searchName: string;
}

export const alertLinks = {
  notifications: '/dashboard/notifications',
  savedSearches: '/dashboard/savedSearches',
  unsubscribe: (token: string) =>
    `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
} as const;

/** `3 beds · 2 baths · 120 m² · Apartment`: the facts that are known. */
export function keyFacts(listing: AlertListing, unit: AreaUnit): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [
    listing.bedrooms === null ? undefined : plural(listing.bedrooms, 'bed'),
    listing.bathrooms === null ? undefined : plural(listing.bathrooms, 'bath'),
    listing.livingArea === null
      ? undefined
      : `${listing.livingArea.toLocaleString('en-US')} ${AREA_UNIT_LABELS[unit]}`,
    listing.propertyType === null ? undefined : PROPERTY_TYPE_LABELS[listing.propertyType],
  ]
    .filter((part) => part !== undefined)
    .join(' · ');
}

function priceLine(listing: AlertListing): string {
  const now = `From ${formatMoney(listing.price)}`;
  return listing.kind === 'price_drop' && listing.oldPrice !== null
    ? `${now} (was ${formatMoney(listing.oldPrice)})`
    : now;
}

function listingText(site: AlertSite, listing: AlertListing): string {
  const label = listing.kind === 'price_drop' ? 'Price drop' : 'New listing';
  return [
    `${label}: ${oneLine(listing.title)}`,
    oneLine(listing.location),
    priceLine(listing),
    keyFacts(listing, site.areaUnit),
    listingUrl(site.publicUrl, listing.propertyId),
  ]
    .filter(Boolean)
    .join('\n');
}

function listingHtml(site: AlertSite, listing: AlertListing): string {
  const url = escapeHtml(listingUrl(site.publicUrl, listing.propertyId));
  const label = listing.kind === 'price_drop' ? 'Price drop' : 'New listing';
  const price =
    listing.kind === 'price_drop' && listing.oldPrice !== null
      ? `<strong>${escapeHtml(formatMoney(listing.price))}</strong> <s style="color:#71717a">${escapeHtml(formatMoney(listing.oldPrice))}</s>`
      : `<strong>From ${escapeHtml(formatMoney(listing.price))}</strong>`;
  return [
    '<div style="margin:0 0 20px;border:1px solid #e4e4e7;border-radius:8px;overflow:hidden">',
    `<a href="${url}"><img src="${escapeHtml(absoluteUrl(site.publicUrl, emailImageUrl(listing.image)))}" alt="${escapeHtml(listing.title)}" width="510" style="display:block;width:100%;max-width:510px;height:auto;border:0"></a>`,
    '<div style="padding:12px 16px">',
    `<p style="margin:0 0 4px;font-size:12px;text-transform:uppercase;color:#1d4ed8">${label} · ${escapeHtml(listing.searchName)}</p>`,
    `<p style="margin:0 0 4px;font-size:18px"><a href="${url}" style="color:#18181b">${escapeHtml(listing.title)}</a></p>`,
    `<p style="margin:0 0 4px;color:#52525b">${escapeHtml(listing.location)}</p>`,
    `<p style="margin:0 0 4px">${price}</p>`,
    `<p style="margin:0;color:#52525b">${escapeHtml(keyFacts(listing, site.areaUnit))}</p>`,
    '</div></div>',
  ].join('\n');
}

interface AlertBody {
  kind: string;
  to: Person;
  subject: string;
  intro: string;
  listings: AlertListing[];
  /** After the listings: a link to the rest (a digest of more than it shows). */
  more?: { label: string; path: string } | undefined;
  unsubscribeToken: string;
  /** Names of the searches the link turns off. */
  searchNames: string[];
}

function composeAlert(site: AlertSite, body: AlertBody): Letter {
  const unsubscribe = `${site.publicUrl}${alertLinks.unsubscribe(body.unsubscribeToken)}`;
  const manage = `${site.publicUrl}${alertLinks.savedSearches}`;
  const more = body.more && `${site.publicUrl}${body.more.path}`;
  const names = body.searchNames.map((n) => `"${oneLine(n)}"`).join(', ');
  const stop = `Stop these alerts for ${names}: ${unsubscribe}`;
  const text = [
    `Hello ${oneLine(body.to.name)},`,
    body.intro,
    ...body.listings.map((listing) => listingText(site, listing)),
    ...(body.more ? [`${body.more.label}: ${more}`] : []),
    `Manage your saved searches: ${manage}`,
    stop,
    `-- \n${site.name}`,
  ].join('\n\n');
  const p = (content: string, style = '') => `<p style="margin:0 0 16px${style}">${content}</p>`;
  const html = htmlLetter(site, body.subject, [
    p(escapeHtml(`Hello ${oneLine(body.to.name)},`)),
    p(escapeHtml(body.intro)),
    ...body.listings.map((listing) => listingHtml(site, listing)),
    ...(body.more && more ? [p(actionButton(more, body.more.label))] : []),
    p(
      `<a href="${escapeHtml(manage)}" style="color:#1d4ed8">Manage your saved searches</a> · <a href="${escapeHtml(unsubscribe)}" style="color:#1d4ed8">Unsubscribe</a>`,
      ';font-size:13px',
    ),
    `<p style="margin:0;font-size:13px;color:#52525b">You get this e-mail because you saved the ${body.searchNames.length === 1 ? 'search' : 'searches'} ${escapeHtml(names)}.</p>`,
  ]);
  return {
    kind: body.kind,
    toEmail: body.to.email,
    toName: oneLine(body.to.name),
    subject: oneLine(body.subject),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** An instant alert: one listing, for every saved search of the account it matched. */
export function instantAlertMail(
  site: AlertSite,
  alert: { to: Person; listing: AlertListing; unsubscribeToken: string; searchNames: string[] },
): Letter {
  const { listing } = alert;
  const drop = listing.kind === 'price_drop';
  const quoted = alert.searchNames.map((name) => `"${oneLine(name)}"`).join(', ');
  const searches = `${alert.searchNames.length === 1 ? 'search' : 'searches'} ${quoted}`;
  const subject = drop
    ? `Price drop: ${listing.title} now ${formatMoney(listing.price)}`
    : `New for "${listing.searchName}": ${listing.title}`;
  const intro = drop
    ? `A home matching your saved ${searches} is now cheaper.`
    : `A new home matches your saved ${searches}.`;
  return composeAlert(site, {
    kind: drop ? 'alert_price_drop' : 'alert_new_listing',
    to: alert.to,
    subject,
    intro,
    listings: [listing],
    unsubscribeToken: alert.unsubscribeToken,
    searchNames: alert.searchNames,
  });
}

/** A daily digest: the day's matches (the first `listings`), of `total`. */
export function digestMail(
  site: AlertSite,
  digest: {
    to: Person;
    listings: AlertListing[];
    total: number;
    unsubscribeToken: string;
    searchNames: string[];
  },
): Letter {
  const { total, listings } = digest;
  const homes = `${total} ${total === 1 ? 'home' : 'homes'}`;
  return composeAlert(site, {
    kind: 'alert_digest',
    to: digest.to,
    subject: `${homes} for your saved searches today`,
    intro: `Today's matches for your saved searches: ${homes}.`,
    listings,
    more:
      total > listings.length
        ? { label: `See all ${total} in your notifications`, path: alertLinks.notifications }
        : undefined,
    unsubscribeToken: digest.unsubscribeToken,
    searchNames: digest.searchNames,
  });
}
