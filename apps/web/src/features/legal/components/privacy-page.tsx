import { Link } from 'react-router';
import { useLingui } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import {
  contactEmailSlot,
  LegalDocument,
  withParagraph,
  type LegalSection,
} from './legal-document';

/** The day this notice was last changed: change it with the texts (each locale's privacy.json). */
export const PRIVACY_NOTICE_DATE = '2026-11-29';

/** Where the EU's data protection authorities are listed (the European Data Protection Board). */
export const SUPERVISORY_AUTHORITIES_URL =
  'https://www.edpb.europa.eu/about-edpb/about-edpb/members_en';

/*
 * What the site keeps, as its database does (apps/server/src/db): accounts, listings, offers,
 * sales and payments (no card data), messages, viewings, saved searches, notifications, reviews,
 * reports; listing views counted from a keyed hash of the day (docs/decisions/065); sessions
 * and e-mailed links kept as hashes and swept daily; the mail outbox. What the browser keeps:
 * lib/api-client.ts (the token, the signed-in hint), the sign-in cookies of modules/identity
 * and modules/oauth, the mortgage calculator, the dashboard's menu, message drafts.
 */
const SECTIONS: readonly LegalSection[] = [
  {
    id: 'privacy-who',
    heading: 'privacy.whoHeading',
    blocks: ['privacy.whoText', 'privacy.whoContact'],
  },
  {
    id: 'privacy-data',
    heading: 'privacy.dataHeading',
    blocks: [
      'privacy.dataIntro',
      [
        'privacy.dataAccount',
        'privacy.dataAgent',
        'privacy.dataWishlist',
        'privacy.dataOffers',
        'privacy.dataPayments',
        'privacy.dataMessages',
        'privacy.dataSearches',
        'privacy.dataReviews',
        'privacy.dataNewsletter',
        'privacy.dataReports',
        'privacy.dataViews',
        'privacy.dataSessions',
        'privacy.dataEmails',
        'privacy.dataLogs',
      ],
    ],
  },
  {
    id: 'privacy-bases',
    heading: 'privacy.basesHeading',
    blocks: [
      'privacy.basesIntro',
      [
        'privacy.basesContract',
        'privacy.basesInterest',
        'privacy.basesLaw',
        'privacy.basesConsent',
      ],
    ],
  },
  {
    id: 'privacy-device',
    heading: 'privacy.deviceHeading',
    blocks: [
      'privacy.deviceIntro',
      ['privacy.deviceHint', 'privacy.deviceSignIn', 'privacy.deviceStorage', 'privacy.deviceTab'],
    ],
  },
  {
    id: 'privacy-sharing',
    heading: 'privacy.sharingHeading',
    blocks: [
      'privacy.sharingIntro',
      [
        'privacy.sharingAgents',
        'privacy.sharingPublic',
        'privacy.sharingProcessors',
        'privacy.sharingProviders',
        'privacy.sharingMaps',
        'privacy.sharingTours',
      ],
    ],
  },
  {
    id: 'privacy-keep',
    heading: 'privacy.keepHeading',
    blocks: [
      [
        'privacy.keepAccount',
        'privacy.keepSales',
        'privacy.keepSessions',
        'privacy.keepViews',
        'privacy.keepOther',
      ],
    ],
  },
  {
    id: 'privacy-rights',
    heading: 'privacy.rightsHeading',
    blocks: [
      'privacy.rightsIntro',
      [
        'privacy.rightsAccess',
        'privacy.rightsCorrect',
        'privacy.rightsErase',
        'privacy.rightsObject',
      ],
    ],
  },
  {
    id: 'privacy-report',
    heading: 'privacy.reportHeading',
    blocks: ['privacy.reportText'],
  },
  {
    id: 'privacy-complain',
    heading: 'privacy.complainHeading',
    blocks: ['privacy.complainText'],
  },
  {
    id: 'privacy-changes',
    heading: 'privacy.changesHeading',
    blocks: ['privacy.changesText'],
  },
];

/** /privacy (CONTRACT.md section 16): the privacy notice, in the GDPR's terms. */
export function PrivacyPage() {
  const { _ } = useLingui();
  const contactEmail = usePublicConfig().data?.contactEmail;
  const sections = withParagraph(
    SECTIONS,
    'privacy.whoContact',
    'privacy.whoContactEmail',
    contactEmail !== undefined,
  );
  return (
    <LegalDocument
      title="privacy.title"
      updated="privacy.updated"
      date={PRIVACY_NOTICE_DATE}
      intro={['privacy.intro']}
      contents="privacy.contents"
      sections={sections}
      slots={{
        ...contactEmailSlot(contactEmail),
        profile: (
          <Link to="/dashboard/myProfile" className="link">
            {_('privacy.profileLink')}
          </Link>
        ),
        authorities: (
          <a href={SUPERVISORY_AUTHORITIES_URL} className="link">
            {_('privacy.authoritiesLink')}
          </a>
        ),
      }}
    />
  );
}
