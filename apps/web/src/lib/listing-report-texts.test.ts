import { describe, expect, it } from 'vitest';
import { localeCatalogues } from '../../build/locale-catalogues';

/*
 * The report form's texts are a chunk of their own (build/locale-catalogues.ts, PAGE_PARTS):
 * the listing page, and another locale's first chunk, do not grow with them.
 */

type Load = (this: { addWatchFile(file: string): void }, id: string) => string | undefined;

/** The message keys of `virtual:locale-catalogue/{id}` as the build makes it. */
function keysOf(id: string): string[] {
  const load = localeCatalogues().load as Load;
  const code = load.call({ addWatchFile: () => undefined }, `\0virtual:locale-catalogue/${id}`);
  const line = code?.split('\n')[0] ?? '';
  const literal = line.slice(
    line.indexOf('JSON.parse(') + 'JSON.parse('.length,
    line.lastIndexOf(');'),
  );
  return Object.keys(JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>);
}

const ofForm = (key: string) => key.startsWith('listing-reports.');

describe('the listing report form’s texts', () => {
  it.each(['en/first', 'en/rest', 'ar', 'de/agent'])('are not in %s', (id) => {
    expect(keysOf(id).filter(ofForm)).toEqual([]);
  });

  it.each(['en', 'es', 'fr', 'de', 'ar'])('are a chunk of their own in %s', (locale) => {
    const keys = keysOf(`${locale}/listing-reports`);
    expect(keys).toContain('listing-reports.reasonFraud');
    expect(keys.every(ofForm)).toBe(true);
    // The button that opens the form is on the listing's page, with its texts.
    expect(keysOf(locale === 'en' ? 'en/rest' : locale)).toContain('listing.reportListing');
  });
});
