/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES } from './locales';

/**
 * The catalogues stay complete (CONTRACT.md section 11, docs/decisions/058): every key of the
 * English catalogue exists in every shipped locale and nothing more, every message is ICU that
 * parses, its placeholders are English's, and every key is used by the app's code (written out
 * as a string, so that a search finds it).
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const apps = [
  { name: 'web', locales: 'apps/web/src/locales', sources: ['apps/web/src'] },
  {
    name: 'server',
    locales: 'apps/server/src/locales',
    sources: ['apps/server/src', 'packages/shared/src'],
  },
];

type Catalogue = Map<string, { message: string; file: string }>;

function readCatalogue(folder: string, locale: string): Catalogue {
  const dir = path.join(repo, folder, locale);
  const catalogue: Catalogue = new Map();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const part = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
    for (const [key, message] of Object.entries(part)) {
      expect(catalogue.has(key), `${locale}: ${key} is in two files`).toBe(false);
      catalogue.set(key, { message, file });
    }
  }
  return catalogue;
}

/** The names a message fills in, with their kinds (`count:plural`, `name`, `date:date`). */
function placeholders(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument') into.add(token.arg);
    else if (token.type === 'function') into.add(`${token.arg}:${token.key}`);
    else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.add(`${token.arg}:${token.type}`);
      for (const option of token.cases) placeholders(option.tokens, into);
    }
  }
  return into;
}

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'locales' && name !== 'node_modules') sourceFiles(full, into);
    } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) into.push(full);
  }
  return into;
}

describe.each(apps)('the $name catalogues', (app) => {
  const english = readCatalogue(app.locales, 'en');

  it('name each key after the file it is in, and parse as ICU messages', () => {
    for (const locale of SHIPPED_LOCALES) {
      for (const [key, { message, file }] of readCatalogue(app.locales, locale)) {
        expect(key.startsWith(`${file.replace(/\.json$/, '')}.`), `${locale}/${file}: ${key}`).toBe(
          true,
        );
        expect(() => parse(message), `${locale}: ${key}`).not.toThrow();
      }
    }
  });

  it.each(SHIPPED_LOCALES.filter((locale) => locale !== 'en'))(
    'have every English key in %s, no other, with the same placeholders',
    (locale) => {
      const translated = readCatalogue(app.locales, locale);
      expect(
        [...translated.keys()].filter((key) => !english.has(key)),
        'keys not in en',
      ).toEqual([]);
      expect(
        [...english.keys()].filter((key) => !translated.has(key)),
        'missing keys',
      ).toEqual([]);
      for (const [key, { message }] of english) {
        const other = translated.get(key);
        if (!other) continue;
        expect([...placeholders(parse(other.message))].sort(), `${locale}: ${key}`).toEqual(
          [...placeholders(parse(message))].sort(),
        );
      }
    },
  );

  it('have no key the code does not use', () => {
    const code = app.sources
      .flatMap((dir) => sourceFiles(path.join(repo, dir)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const quoted = (text: string, source: string) =>
      [`'${text}'`, `"${text}"`, `\`${text}\``].some((form) => source.includes(form));
    const shared = sourceFiles(path.join(repo, 'packages/shared/src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // A `shared.*` message is a text of @elite/shared (SPEC.md's, a form rule's) that the web
    // app shows in its locale (lib/i18n.ts translateShared): used while that text is there.
    const unused = [...english].filter(([key, { message }]) =>
      app.name === 'web' && /^shared[-.]/.test(key) ? !quoted(message, shared) : !quoted(key, code),
    );
    expect(unused.map(([key]) => key)).toEqual([]);
  });
});
