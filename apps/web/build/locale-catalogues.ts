import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { textHash } from '../src/lib/text-hash';

/**
 * The web app's texts, one catalogue per locale (docs/decisions/058): `src/locales/{locale}/`
 * holds its ICU messages split by subject (`part.json`, every key `part.…`); importing
 * `virtual:locale-catalogue/{locale}` gives them merged and compiled by Lingui's compiler, so
 * the browser gets one module of ready messages per locale and no message parser.
 */
const PREFIX = 'virtual:locale-catalogue/';

/**
 * The English parts a page may show before any page of its own loads (the navigation bar and
 * footer, the home page, the cards, the error pages): they come with the app
 * (`virtual:locale-catalogue/en/first`); the rest of English (`en/rest`) loads with the first
 * page that needs it (app/lazy-page.ts), so the home page does not carry every text of the
 * dashboard. Another locale is one chunk (`virtual:locale-catalogue/{locale}`) of every text a
 * visitor may read, and one of the agent's pages (`{locale}/agent`: the listing form and the
 * agent's lists, AGENT_PARTS), loaded with the first of them (features/agent/routes.tsx).
 *
 * The texts of @elite/shared (`shared-*` parts) are written in English in that package, so
 * English needs no catalogue of them to show them; another locale finds its message by the
 * English text (lib/i18n.ts, `translateShared`), so its chunk carries, besides its messages,
 * `sharedEnglish`: each shared key by its English's fingerprint (lib/text-hash.ts).
 */
export const FIRST_PARTS = ['nav', 'common', 'home', 'newsletter', 'app', 'card', 'facts'];
/**
 * The parts only the agent's and the admin's own pages show (features/agent, the admin's figures
 * and agencies, an agent's profile form); in English they are in `en/rest`.
 */
export const AGENT_PARTS = [
  'agent',
  'decide-form',
  'figures',
  'agencies-admin',
  'agent-profile',
  'listing-reports-admin',
  'api-clients-admin',
  'imports',
];
/**
 * The long texts of one page each (the privacy notice, the accessibility statement): in no other
 * chunk, English's included, but one of their own per locale (`{locale}/{part}`), loaded with
 * their page (features/legal), so that no other page carries them. The listing report form's
 * are one too, loaded with the form (lib/listing-report-texts.ts).
 */
export const PAGE_PARTS = ['privacy', 'accessibility', 'listing-reports'];
const RESOLVED = `\0${PREFIX}`;
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');

/**
 * `split: false` (the unit tests, which render pages without their lazy loading): the first
 * English module holds every part.
 */
export function localeCatalogues({ split = true }: { split?: boolean } = {}): Plugin {
  return {
    name: 'elite-locale-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [locale = '', subset] = id.slice(RESOLVED.length).split('/');
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`No locale ${locale}`);
      const dir = path.join(localesDir, locale);
      const compiled: Record<string, unknown> = {};
      const first = (file: string) => FIRST_PARTS.includes(file.replace(/\.json$/, ''));
      const agent = (file: string) => AGENT_PARTS.includes(file.replace(/\.json$/, ''));
      const page = (file: string) => PAGE_PARTS.includes(file.replace(/\.json$/, ''));
      for (const file of readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        // English shows @elite/shared's texts as they are written.
        .filter((name) => locale !== 'en' || !name.startsWith('shared'))
        .filter((name) => {
          if (subset !== undefined && PAGE_PARTS.includes(subset)) return name === `${subset}.json`;
          if (split && page(name)) return false;
          if (subset === 'first') return !split || first(name);
          if (subset === 'rest') return split && !first(name);
          if (subset === 'agent') return split && agent(name);
          return !split || !agent(name);
        })
        .sort()) {
        const full = path.join(dir, file);
        this.addWatchFile(full);
        const part = JSON.parse(readFileSync(full, 'utf8')) as Record<string, string>;
        for (const [key, message] of Object.entries(part)) compiled[key] = compileMessage(message);
      }
      // JSON.parse of a string is quicker for the browser to read than the same object literal.
      const module = `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
      if (locale === 'en' || subset !== undefined) return module;
      const sharedEnglish: Record<string, string> = {};
      const textOf = new Map<string, string>();
      const english = path.join(localesDir, 'en');
      for (const file of readdirSync(english).filter((name) => /^shared.*\.json$/.test(name))) {
        const full = path.join(english, file);
        this.addWatchFile(full);
        const part = JSON.parse(readFileSync(full, 'utf8')) as Record<string, string>;
        for (const [key, text] of Object.entries(part)) {
          const hash = textHash(text);
          const other = textOf.get(hash);
          // The same English in two parts reads either's message.
          if (other !== undefined && other !== text) {
            throw new Error(`"${text}" and "${other}" have one fingerprint: reword one`);
          }
          textOf.set(hash, text);
          sharedEnglish[hash] = key;
        }
      }
      return `${module}\nexport const sharedEnglish = JSON.parse(${JSON.stringify(JSON.stringify(sharedEnglish))});`;
    },
  };
}
