import {
  emailImageUrl,
  formatMoney,
  type AreaUnit,
  type NotificationKind,
  type PropertyType,
} from '@elite/shared';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '@elite/shared/locales';
import { escapeHtml } from '../../lib/html';
import { translate } from '../../lib/i18n';
import { absoluteUrl, listingUrl } from '../seo/share-meta';
import {
  actionButton,
  htmlLetter,
  oneLine,
  translator,
  type Letter,
  type Person,
  type Site,
} from './templates';

/**
 * The saved-search alert e-mails (CONTRACT.md section 9): one listing at once (`instant`), or
 * the day's matches (`daily`, at most DIGEST_MAX_LISTINGS, then a link to the rest). Each shows
 * the listing's cover, price and key facts and links to it, and carries the unsubscribe link in
 * its body and in `List-Unsubscribe` (with RFC 8058's one-click POST). Written in the
 * recipient's locale (CONTRACT.md section 11): its words, numbers and money.
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

/** A count: as it always was in English, else in the locale's digits and separators. */
function count(n: number, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? String(n) : n.toLocaleString(INTL_LOCALES[locale]);
}

/** Each property type's name (literal keys: a test finds each in the code). */
const TYPE_KEYS: Record<PropertyType, string> = {
  house: 'mail.alert.type.house',
  apartment: 'mail.alert.type.apartment',
  condo: 'mail.alert.type.condo',
  townhouse: 'mail.alert.type.townhouse',
  land: 'mail.alert.type.land',
  commercial: 'mail.alert.type.commercial',
};

/** `3 beds · 2 baths · 120 m² · Apartment`: the facts that are known, in `locale`. */
export function keyFacts(
  listing: AlertListing,
  unit: AreaUnit,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = translator(locale);
  const { bedrooms, bathrooms, livingArea, propertyType } = listing;
  const area = livingArea === null ? '' : livingArea.toLocaleString(INTL_LOCALES[locale]);
  return [
    bedrooms === null
      ? undefined
      : t('mail.alert.beds', { count: bedrooms, n: count(bedrooms, locale) }),
    bathrooms === null
      ? undefined
      : t('mail.alert.baths', { count: bathrooms, n: count(bathrooms, locale) }),
    livingArea === null
      ? undefined
      : unit === 'm2'
        ? t('mail.alert.areaM2', { area })
        : t('mail.alert.areaSqft', { area }),
    propertyType === null ? undefined : t(TYPE_KEYS[propertyType]),
  ]
    .filter((part) => part !== undefined)
    .join(' · ');
}

/** `Label: value`, with the locale's punctuation (French puts a space before the colon). */
const labelled = (locale: Locale, label: string, value: string) =>
  translate(locale, 'mail.labelled', { label, value });

const money = (amount: number, locale: Locale) => formatMoney(amount, { locale });

function priceLine(listing: AlertListing, locale: Locale): string {
  const t = translator(locale);
  const now = t('mail.alert.from', { price: money(listing.price, locale) });
  return listing.kind === 'price_drop' && listing.oldPrice !== null
    ? t('mail.alert.was', { price: now, old: money(listing.oldPrice, locale) })
    : now;
}

function kindLabel(listing: AlertListing, locale: Locale): string {
  if (listing.kind === 'open_house') return translate(locale, 'mail.alert.openHouse');
  return listing.kind === 'price_drop'
    ? translate(locale, 'mail.alert.priceDrop')
    : translate(locale, 'mail.alert.newListing');
}

function listingText(site: AlertSite, listing: AlertListing, locale: Locale): string {
  return [
    labelled(locale, kindLabel(listing, locale), oneLine(listing.title)),
    oneLine(listing.location),
    priceLine(listing, locale),
    keyFacts(listing, site.areaUnit, locale),
    listingUrl(site.publicUrl, listing.propertyId),
  ]
    .filter(Boolean)
    .join('\n');
}

function listingHtml(site: AlertSite, listing: AlertListing, locale: Locale): string {
  const url = escapeHtml(listingUrl(site.publicUrl, listing.propertyId));
  const label = escapeHtml(kindLabel(listing, locale));
  const price =
    listing.kind === 'price_drop' && listing.oldPrice !== null
      ? `<strong>${escapeHtml(money(listing.price, locale))}</strong> <s style="color:#71717a">${escapeHtml(money(listing.oldPrice, locale))}</s>`
      : `<strong>${escapeHtml(translate(locale, 'mail.alert.from', { price: money(listing.price, locale) }))}</strong>`;
  return [
    '<div style="margin:0 0 20px;border:1px solid #e4e4e7;border-radius:8px;overflow:hidden">',
    `<a href="${url}"><img src="${escapeHtml(absoluteUrl(site.publicUrl, emailImageUrl(listing.image)))}" alt="${escapeHtml(listing.title)}" width="510" style="display:block;width:100%;max-width:510px;height:auto;border:0"></a>`,
    '<div style="padding:12px 16px">',
    `<p style="margin:0 0 4px;font-size:12px;text-transform:uppercase;color:#1d4ed8">${label} · ${escapeHtml(listing.searchName)}</p>`,
    `<p style="margin:0 0 4px;font-size:18px"><a href="${url}" style="color:#18181b">${escapeHtml(listing.title)}</a></p>`,
    `<p style="margin:0 0 4px;color:#52525b">${escapeHtml(listing.location)}</p>`,
    `<p style="margin:0 0 4px">${price}</p>`,
    `<p style="margin:0;color:#52525b">${escapeHtml(keyFacts(listing, site.areaUnit, locale))}</p>`,
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
  locale: Locale;
}

function composeAlert(site: AlertSite, body: AlertBody): Letter {
  const { locale } = body;
  const t = translator(locale);
  const unsubscribe = `${site.publicUrl}${alertLinks.unsubscribe(body.unsubscribeToken)}`;
  const manage = `${site.publicUrl}${alertLinks.savedSearches}`;
  const more = body.more && `${site.publicUrl}${body.more.path}`;
  const names = quotedNames(body.searchNames);
  const greeting = t('mail.greeting', { name: oneLine(body.to.name) });
  const manageLabel = t('mail.alert.manage');
  const text = [
    greeting,
    body.intro,
    ...body.listings.map((listing) => listingText(site, listing, locale)),
    ...(body.more && more ? [labelled(locale, body.more.label, more)] : []),
    labelled(locale, manageLabel, manage),
    labelled(locale, t('mail.alert.stop', { names }), unsubscribe),
    `-- \n${site.name}`,
  ].join('\n\n');
  const p = (content: string, style = '') => `<p style="margin:0 0 16px${style}">${content}</p>`;
  const because = t('mail.alert.because', { count: body.searchNames.length, names });
  const html = htmlLetter(
    site,
    body.subject,
    [
      p(escapeHtml(greeting)),
      p(escapeHtml(body.intro)),
      ...body.listings.map((listing) => listingHtml(site, listing, locale)),
      ...(body.more && more ? [p(actionButton(more, body.more.label))] : []),
      p(
        `<a href="${escapeHtml(manage)}" style="color:#1d4ed8">${escapeHtml(manageLabel)}</a> · <a href="${escapeHtml(unsubscribe)}" style="color:#1d4ed8">${escapeHtml(t('mail.alert.unsubscribe'))}</a>`,
        ';font-size:13px',
      ),
      `<p style="margin:0;font-size:13px;color:#52525b">${escapeHtml(because)}</p>`,
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
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** `"Porto", "Lisbon"`: the searches' names, quoted. */
const quotedNames = (names: string[]) => names.map((name) => `"${oneLine(name)}"`).join(', ');

/** An instant alert: one listing, for every saved search of the account it matched. */
export function instantAlertMail(
  site: AlertSite,
  alert: { to: Person; listing: AlertListing; unsubscribeToken: string; searchNames: string[] },
  locale: Locale = DEFAULT_LOCALE,
): Letter {
  const t = translator(locale);
  const { listing } = alert;
  const drop = listing.kind === 'price_drop';
  const searches = { count: alert.searchNames.length, names: quotedNames(alert.searchNames) };
  const subject = drop
    ? t('mail.alert.dropSubject', { title: listing.title, price: money(listing.price, locale) })
    : t('mail.alert.newSubject', { search: listing.searchName, title: listing.title });
  const intro = drop ? t('mail.alert.dropIntro', searches) : t('mail.alert.newIntro', searches);
  if (listing.kind === 'open_house') {
    return composeAlert(site, {
      kind: 'alert_open_house',
      to: alert.to,
      subject: t('mail.alert.openHouseSubject', { title: listing.title }),
      intro: t('mail.alert.openHouseIntro', searches),
      listings: [listing],
      unsubscribeToken: alert.unsubscribeToken,
      searchNames: alert.searchNames,
      locale,
    });
  }
  return composeAlert(site, {
    kind: drop ? 'alert_price_drop' : 'alert_new_listing',
    to: alert.to,
    subject,
    intro,
    listings: [listing],
    unsubscribeToken: alert.unsubscribeToken,
    searchNames: alert.searchNames,
    locale,
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
  locale: Locale = DEFAULT_LOCALE,
): Letter {
  const t = translator(locale);
  const { total, listings } = digest;
  const homes = { count: total, n: count(total, locale) };
  return composeAlert(site, {
    kind: 'alert_digest',
    to: digest.to,
    subject: t('mail.alert.digestSubject', homes),
    intro: t('mail.alert.digestIntro', homes),
    listings,
    more:
      total > listings.length
        ? { label: t('mail.alert.seeAll', homes), path: alertLinks.notifications }
        : undefined,
    unsubscribeToken: digest.unsubscribeToken,
    searchNames: digest.searchNames,
    locale,
  });
}
