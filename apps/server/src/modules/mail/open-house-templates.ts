import { DEFAULT_LOCALE, type Locale } from '@elite/shared/locales';
import type { MailAttachment } from '../../db/schema';
import type { OpenHouseMailEvent } from './notifier';
import {
  compose,
  formatViewingTime,
  mailLinks,
  mapLink,
  oneLine,
  translator,
  type Letter,
  type Person,
  type Site,
} from './templates';

/** Whether the e-mail calls the open house off (its calendar file cancels the event). */
export const callsOff = (event: OpenHouseMailEvent) => event === 'cancelled' || event === 'sold';

export interface OpenHouseMail {
  event: OpenHouseMailEvent;
  to: Person;
  propertyId: string;
  title: string;
  startAt: Date;
  endAt: Date;
  note: string | null;
  location: string;
  latitude: number | null;
  longitude: number | null;
  /** The calendar file (RFC 5545), in the recipient's words. */
  calendar: string;
}

/** Each open house e-mail's texts (literal keys: a test finds each in the code). */
const TEXTS: Record<OpenHouseMailEvent, { subject: string; paragraph: string }> = {
  attending: {
    subject: 'mail.openHouse.attending.subject',
    paragraph: 'mail.openHouse.attending.p1',
  },
  reminder: { subject: 'mail.openHouse.reminder.subject', paragraph: 'mail.openHouse.reminder.p1' },
  cancelled: {
    subject: 'mail.openHouse.cancelled.subject',
    paragraph: 'mail.openHouse.cancelled.p1',
  },
  sold: { subject: 'mail.openHouse.cancelled.subject', paragraph: 'mail.openHouse.sold.p1' },
};

/** `10:00` or `18:30`: the end's time of day (UTC, as the start is written). */
const timeOf = (at: Date) => at.toISOString().slice(11, 16);

/** An open house e-mail to one who said they come, with its calendar file attached. */
export function openHouseMail(
  site: Site,
  o: OpenHouseMail,
  locale: Locale = DEFAULT_LOCALE,
): Letter {
  const t = translator(locale);
  const values = {
    title: o.title,
    when: formatViewingTime(o.startAt, 0, locale),
    end: timeOf(o.endAt),
  };
  const texts = TEXTS[o.event];
  const off = callsOff(o.event);
  const place = off
    ? []
    : [
        t('mail.openHouse.until', values),
        t('mail.viewing.where', { location: oneLine(o.location) }),
        ...(o.latitude !== null && o.longitude !== null
          ? [t('mail.viewing.map', { url: mapLink(o.latitude, o.longitude) })]
          : []),
        t('mail.openHouse.calendar'),
      ];
  const attachment: MailAttachment = {
    filename: 'open-house.ics',
    contentType: `text/calendar; charset=utf-8; method=${off ? 'CANCEL' : 'PUBLISH'}`,
    content: o.calendar,
  };
  const letter = compose(site, {
    kind: `open_house_${o.event}`,
    to: o.to,
    locale,
    subject: t(texts.subject, values),
    paragraphs: [t(texts.paragraph, values), ...place],
    quote: !off && o.note ? o.note : undefined,
    action: { label: t('mail.openHouse.action'), path: mailLinks.listing(o.propertyId) },
  });
  return { ...letter, attachments: [attachment] };
}
