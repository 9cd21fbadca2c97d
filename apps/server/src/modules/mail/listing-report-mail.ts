import type { ListingReportReason } from '@elite/shared';
import { DEFAULT_LOCALE, type Locale } from '@elite/shared/locales';
import type { Database } from '../../db/client';
import { findListingReport } from '../listing-reports/repository';
import type { Person } from './notifier';
import {
  compose,
  mailLinks,
  recipientLocale,
  translator,
  type Letter,
  type Site,
} from './templates';

/** Each reason in words, as the outcome e-mail names it. */
const reasonKeys: Record<ListingReportReason, string> = {
  misleading: 'listing-reports.reason.misleading',
  fraud: 'listing-reports.reason.fraud',
  discriminatory: 'listing-reports.reason.discriminatory',
  duplicate: 'listing-reports.reason.duplicate',
  other: 'listing-reports.reason.other',
};

export interface ListingReportOutcomeMail {
  to: Person;
  listing: { id: string; title: string };
  reason: ListingReportReason;
  /** The admin's note, quoted as written. */
  note: string;
}

/** To the reporter of a listing (CONTRACT.md section 16): the admin resolved the report. */
export function listingReportOutcomeMail(
  site: Site,
  m: ListingReportOutcomeMail,
  locale: Locale = DEFAULT_LOCALE,
): Letter {
  const t = translator(locale);
  const { title, id } = m.listing;
  return compose(site, {
    kind: 'listing_report_resolved',
    to: m.to,
    locale,
    subject: t('listing-reports.mail.subject', { title }),
    paragraphs: [
      t('listing-reports.mail.p1', { title, reason: t(reasonKeys[m.reason]) }),
      t('listing-reports.mail.p2'),
    ],
    quote: m.note,
    action: { label: t('listing-reports.mail.action'), path: mailLinks.listing(id) },
  });
}

/**
 * The outcome e-mail of a resolved report, read in the caller's transaction: to the account
 * that reported (its address and language now), or to the visitor's address in the language
 * they reported in. An account deleted since gets none (its e-mails stopped with it).
 */
export async function listingReportLetters(
  db: Database,
  site: Site,
  reportId: string,
): Promise<Letter[]> {
  const report = await findListingReport(db, reportId);
  if (!report || report.status !== 'resolved' || report.note === null) return [];
  const reason = report.reason as ListingReportReason;
  const listing = { id: report.propertyId, title: report.title };
  if (!report.fromAccount) {
    const to = { name: report.reporterEmail, email: report.reporterEmail };
    const locale = recipientLocale(site, report.locale);
    return [listingReportOutcomeMail(site, { to, listing, reason, note: report.note }, locale)];
  }
  if (report.accountEmail === null || report.reporterName === null) return [];
  const to = { name: report.reporterName, email: report.accountEmail };
  const locale = recipientLocale(site, report.accountLocale);
  return [listingReportOutcomeMail(site, { to, listing, reason, note: report.note }, locale)];
}
