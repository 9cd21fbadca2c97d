/*
 * The privacy notice and the accessibility statement (CONTRACT.md section 16). Their code loads
 * with the pages (app/routes.tsx), and each page's long texts with it, a chunk per locale
 * (legal-texts.ts): neither reaches the home page or another page's texts.
 */
import type { ComponentType } from 'react';
import { AccessibilityPage } from './components/accessibility-page';
import { PrivacyPage } from './components/privacy-page';
import { loadLegalTexts, type LegalPage } from './legal-texts';

const pages: Record<LegalPage, ComponentType> = {
  privacy: PrivacyPage,
  accessibility: AccessibilityPage,
};

/** The page, once its texts in the current locale are here. */
export async function legalPage(page: LegalPage): Promise<ComponentType> {
  await loadLegalTexts(page);
  return pages[page];
}

export type { LegalPage };
