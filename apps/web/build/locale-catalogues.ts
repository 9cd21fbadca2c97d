import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * The web app's texts, one catalogue per locale (docs/decisions/058): `src/locales/{locale}/`
 * holds its ICU messages split by subject (`part.json`, every key `part.…`); importing
 * `virtual:locale-catalogue/{locale}` gives them merged and compiled by Lingui's compiler, so
 * the browser gets one module of ready messages per locale and no message parser.
 */
const PREFIX = 'virtual:locale-catalogue/';
const RESOLVED = `\0${PREFIX}`;
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');

export function localeCatalogues(): Plugin {
  return {
    name: 'elite-locale-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const locale = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`No locale ${locale}`);
      const dir = path.join(localesDir, locale);
      const compiled: Record<string, unknown> = {};
      for (const file of readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()) {
        const full = path.join(dir, file);
        this.addWatchFile(full);
        const part = JSON.parse(readFileSync(full, 'utf8')) as Record<string, string>;
        for (const [key, message] of Object.entries(part)) compiled[key] = compileMessage(message);
      }
      // JSON.parse of a string is quicker for the browser to read than the same object literal.
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
