import { usePublicConfig } from '../../../lib/public-config';
import {
  contactEmailSlot,
  LegalDocument,
  withParagraph,
  type LegalSection,
} from './legal-document';

/**
 * The day this statement was prepared and last reviewed: change it with the texts (each
 * locale's accessibility.json) after each review.
 */
export const ACCESSIBILITY_STATEMENT_DATE = '2026-11-29';

/*
 * The EU's model accessibility statement (Commission Implementing Decision (EU) 2018/1523):
 * compliance status, non-accessible content, content outside the site's control, how the
 * statement was prepared, feedback and contact, enforcement. The known limits are the code's:
 * the maps' tiles (components/map), the results map's markers (focusable, named) and its
 * pointer-only drawing with "Search this view" for the keyboard (features/properties), photos'
 * descriptions written by agents (listing-gallery.tsx), the figures' charts with their table
 * beside them (components/figures), and the tour players of other sites (decide/listing-tour.tsx).
 */
const SECTIONS: readonly LegalSection[] = [
  {
    id: 'accessibility-status',
    heading: 'accessibility.statusHeading',
    blocks: ['accessibility.statusText'],
  },
  {
    id: 'accessibility-limits',
    heading: 'accessibility.limitsHeading',
    blocks: [
      'accessibility.limitsIntro',
      [
        'accessibility.limitsMapTiles',
        'accessibility.limitsMapMarkers',
        'accessibility.limitsDrawing',
        'accessibility.limitsPhotos',
        'accessibility.limitsCharts',
      ],
    ],
  },
  {
    id: 'accessibility-scope',
    heading: 'accessibility.scopeHeading',
    blocks: ['accessibility.scopeText'],
  },
  {
    id: 'accessibility-preparation',
    heading: 'accessibility.preparationHeading',
    blocks: ['accessibility.preparationText', 'accessibility.preparationMethod'],
  },
  {
    id: 'accessibility-feedback',
    heading: 'accessibility.feedbackHeading',
    blocks: ['accessibility.feedbackText'],
  },
  {
    id: 'accessibility-enforcement',
    heading: 'accessibility.enforcementHeading',
    blocks: ['accessibility.enforcementText'],
  },
];

/** /accessibility (CONTRACT.md section 16): the accessibility statement, in the EU's model form. */
export function AccessibilityPage() {
  const contactEmail = usePublicConfig().data?.contactEmail;
  return (
    <LegalDocument
      title="accessibility.title"
      updated="accessibility.updated"
      date={ACCESSIBILITY_STATEMENT_DATE}
      intro={['accessibility.intro']}
      sections={withParagraph(
        SECTIONS,
        'accessibility.feedbackText',
        'accessibility.feedbackEmail',
        contactEmail !== undefined,
      )}
      slots={contactEmailSlot(contactEmail)}
    />
  );
}
