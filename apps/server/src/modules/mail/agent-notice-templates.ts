import type { AgentNoticeKind } from '@elite/shared';
import { DEFAULT_LOCALE, type Locale } from '@elite/shared/locales';
import { translate } from '../../lib/i18n';
import { compose, mailLinks, type Letter, type Person, type Site } from './templates';

export interface AgentNoticeMail {
  kind: AgentNoticeKind;
  to: Person;
  /** The listing of a verification or rejection (none for the account's fraud mark). */
  listing: { id: string; title: string } | null;
  /** A rejected change to a verified listing: the verified version stays public. */
  changeRejected: boolean;
}

/**
 * To an agent, of an admin's decision (docs/decisions/048): their listing verified or
 * rejected, with its link, or their account marked as fraud.
 */
export function agentNoticeMail(
  site: Site,
  n: AgentNoticeMail,
  locale: Locale = DEFAULT_LOCALE,
): Letter {
  const t = (key: string, values?: Record<string, unknown>) => translate(locale, key, values);
  if (n.kind === 'account_marked_fraud' || !n.listing) {
    return compose(site, {
      kind: 'account_marked_fraud',
      to: n.to,
      locale,
      subject: t('mail.agentNotice.fraud.subject', { site: site.name }),
      paragraphs: [t('mail.agentNotice.fraud.p1'), t('mail.agentNotice.fraud.p2')],
      action: { label: t('mail.agentNotice.fraud.action'), path: mailLinks.profile },
    });
  }
  const { title, id } = n.listing;
  const verified = n.kind === 'listing_verified';
  return compose(site, {
    kind: n.kind,
    to: n.to,
    locale,
    subject: verified
      ? t('mail.agentNotice.verified.subject', { title })
      : t('mail.agentNotice.rejected.subject', { title }),
    paragraphs: verified
      ? [t('mail.agentNotice.verified.p1', { title })]
      : n.changeRejected
        ? [
            t('mail.agentNotice.changeRejected.p1', { title }),
            t('mail.agentNotice.changeRejected.p2'),
          ]
        : [t('mail.agentNotice.rejected.p1', { title }), t('mail.agentNotice.rejected.p2')],
    action: { label: t('mail.agentNotice.listing.action'), path: mailLinks.listing(id) },
  });
}
