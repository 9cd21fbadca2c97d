import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

// Values an attacker sends: injections, odd Unicode, deep nesting, keys a caller may not set.

export const hostileStrings = [
  "' OR '1'='1",
  "1'; DROP TABLE users; --",
  "admin'--",
  '1 UNION SELECT password_hash FROM users',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '/images/../../server.lock',
  '\u0000',
  'nul\u0000byte',
  '\uD800',
  '\u202Eevil',
  'ǅİß\uFB01',
  '😀'.repeat(300),
  'a'.repeat(5000),
  ' ',
  '',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'NaN',
  '-1',
  '1e309',
  'admin',
  'fraud',
  'verified',
  'sold',
  'bought',
  'accepted',
  'https://evil.example/x.jpg',
  'http://insecure.example/x.jpg',
  'data:text/html,<script>alert(1)</script>',
  '%00%2e%2e%2f',
  '0x7fffffff',
];

/** Deep nesting, as JSON text: arrays, objects, or both. */
export const deepJson = fc
  .integer({ min: 50, max: 20_000 })
  .chain((depth) =>
    fc.constantFrom(
      '['.repeat(depth) + ']'.repeat(depth),
      '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
      '{"__proto__":'.repeat(Math.min(depth, 200)) + '{}' + '}'.repeat(Math.min(depth, 200)),
    ),
  );

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, -1, 1, 0.001, 123.456, 1e308, -1e308, 2 ** 53, 999_999.995),
  },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  },
);

/** Adds keys a caller may not set, and prototype keys, as own enumerable properties. */
export function withForbiddenKeys(value: unknown, keys: string[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = { ...value };
  const extras: Record<string, unknown> = {
    role: 'admin',
    status: 'verified',
    agent_email: 'someone@else.example',
    buyer_email: 'someone@else.example',
    email: 'someone@else.example',
    price: 1,
    _id: randomUUID(),
    __proto__: { role: 'admin', isAdmin: true },
    constructor: { prototype: { role: 'admin' } },
  };
  for (const key of keys) {
    Object.defineProperty(copy, key, {
      value: extras[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

/** Percent-encodes; a lone surrogate (which encodeURIComponent refuses) goes as its raw bytes. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .replace(/[\uD800-\uDFFF]/g, '%ED%A0%80')
      .replace(/[^\w%-]/gu, (c) => encodeURIComponent(c));
  }
}

export const hostileSegment = fc.oneof(
  fc.constantFrom(...hostileStrings).map(encode),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(encode),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '..%2F..%2Fetc', '%00', 'a'.repeat(300), '.', '..'),
);
