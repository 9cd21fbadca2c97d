import { describe, expect, it } from 'vitest';
import { localeCatalogues } from '../../../build/locale-catalogues';

/*
 * The privacy notice's and the accessibility statement's texts are their pages' own chunks
 * (build/locale-catalogues.ts, PAGE_PARTS): never in the chunks the other pages load, so that
 * the home page's download and another locale's texts do not grow with them.
 */

type Load = (this: { addWatchFile(file: string): void }, id: string) => string | undefined;

/** The message keys of `virtual:locale-catalogue/{id}` as the build makes it. */
function keysOf(id: string, split = true): string[] {
  const load = localeCatalogues({ split }).load as Load;
  const code = load.call({ addWatchFile: () => undefined }, `\0virtual:locale-catalogue/${id}`);
  const line = code?.split('\n')[0] ?? '';
  const literal = line.slice(
    line.indexOf('JSON.parse(') + 'JSON.parse('.length,
    line.lastIndexOf(');'),
  );
  return Object.keys(JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>);
}

const ofPage = (key: string) => /^(privacy|accessibility)\./.test(key);

describe('the legal pages’ texts', () => {
  it.each(['en/first', 'en/rest', 'ar', 'es', 'ar/agent'])(
    'are not in %s, which other pages load',
    (id) => {
      expect(keysOf(id).filter(ofPage)).toEqual([]);
    },
  );

  it('leave the footer’s two links with the texts every page has', () => {
    expect(keysOf('en/first')).toEqual(
      expect.arrayContaining(['nav.privacy', 'nav.accessibility']),
    );
    expect(keysOf('ar')).toEqual(expect.arrayContaining(['nav.privacy', 'nav.accessibility']));
  });

  it.each(['en', 'es', 'fr', 'de', 'ar'])(
    'are a chunk per page in %s, with its texts only',
    (locale) => {
      const privacy = keysOf(`${locale}/privacy`);
      expect(privacy.length).toBeGreaterThan(40);
      expect(privacy.every((key) => key.startsWith('privacy.'))).toBe(true);
      const accessibility = keysOf(`${locale}/accessibility`);
      expect(accessibility.length).toBeGreaterThan(15);
      expect(accessibility.every((key) => key.startsWith('accessibility.'))).toBe(true);
    },
  );

  it('are in the first English module when nothing is split (the unit tests)', () => {
    expect(keysOf('en/first', false).filter(ofPage).length).toBeGreaterThan(60);
  });
});
