import { translateShared } from '../../../lib/i18n';

/**
 * Whether an API message is a known text of @elite/shared: the API answers in the page's
 * language (CONTRACT.md section 11), so the English text or its translation.
 */
export function sameMessage(received: string, english: string): boolean {
  return received === english || received === translateShared(english);
}
