import type { AgentNoticeKind } from '@elite/shared';
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
export function agentNoticeMail(site: Site, n: AgentNoticeMail): Letter {
  if (n.kind === 'account_marked_fraud' || !n.listing) {
    return compose(site, {
      kind: 'account_marked_fraud',
      to: n.to,
      subject: `Your ${site.name} account was marked as fraud`,
      paragraphs: [
        'An admin marked your agent account as fraud.',
        'Your listings are hidden from the public and take no new offers, and you can add or change none. Contact the site if you think this is a mistake.',
      ],
      action: { label: 'Your profile', path: mailLinks.profile },
    });
  }
  const { title, id } = n.listing;
  const verified = n.kind === 'listing_verified';
  return compose(site, {
    kind: n.kind,
    to: n.to,
    subject: `Your listing ${title} was ${verified ? 'verified' : 'rejected'}`,
    paragraphs: verified
      ? [`An admin verified your listing ${title}. The public sees it as it is now.`]
      : n.changeRejected
        ? [
            `An admin rejected your change to ${title}. The public keeps seeing the version verified before.`,
            'You can change it again from My Added Property; it is then reviewed again.',
          ]
        : [
            `An admin rejected your listing ${title}. It is not shown to the public.`,
            'You can change it from My Added Property; it is then reviewed again.',
          ],
    action: { label: 'See your listing', path: mailLinks.listing(id) },
  });
}
