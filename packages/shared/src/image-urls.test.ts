import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageUrlSchema, profileUpdateSchema } from './auth';
import { emailImageUrl, isAcceptableImageUrl, JPEG_COPY_NAME } from './image-urls';
import { propertyInputSchema } from './marketplace';
import { messages } from './messages';

/** The WHATWG URL parser (global in Node; this package's lib does not name it). */
declare const URL: new (url: string) => { origin: string; pathname: string };

const hex = fc.constantFrom(...'0123456789abcdef');
const hash = fc.string({ unit: hex, minLength: 64, maxLength: 64 });
/** The name of an image this site stores: the full image or a narrower copy. */
const storedName = fc
  .tuple(hash, fc.option(fc.constantFrom(400, 800)))
  .map(([h, width]) => (width ? `${h}-${width}.webp` : `${h}.webp`));
/** A segment that moves within a path, as written or percent-encoded in any case. */
const dotSegment = fc.constantFrom('..', '.', '%2e%2e', '%2E.', '.%2e', '%2e');
const plainSegment = fc
  .stringMatching(/^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,11}$/)
  .filter((segment) => !/^\.+$/.test(segment));
const httpsUrl = fc.webUrl({
  validSchemes: ['https'],
  withQueryParameters: true,
  withFragments: true,
});
/** An https URL whose path has no dot segment (as fast-check writes it, maybe percent-encoded). */
const plainHttpsUrl = httpsUrl.filter((url) =>
  url
    .replace(/^https:\/\/[^/?#]*/, '')
    .replace(/[?#].*/s, '')
    .split('/')
    .every((segment) => !/^(?:\.|%2e){1,2}$/i.test(segment)),
);

/** Puts `segment` at a position among the path's segments. */
function withSegment(segments: string[], at: number, segment: string): string {
  const all = [...segments];
  all.splice(at % (all.length + 1), 0, segment);
  return all.join('/');
}

describe('image URLs (photoURL, property_image, agent_image)', () => {
  it('takes every stored image, on this site or behind an https origin', () => {
    fc.assert(
      fc.property(storedName, (name) => {
        expect(isAcceptableImageUrl(`/images/${name}`)).toBe(true);
        expect(isAcceptableImageUrl(`https://cdn.example.com/bucket/images/${name}`)).toBe(true);
      }),
    );
  });

  it('takes https URLs without dot segments, user names or odd characters', () => {
    fc.assert(
      fc.property(plainHttpsUrl, (url) => {
        expect(isAcceptableImageUrl(url), url).toBe(true);
      }),
    );
    for (const url of [
      'https://lh3.googleusercontent.com/a/ACg8ocK1=s96-c',
      'https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=1&height=50&ext=2&hash=x',
      'https://example.com/photos/v1.2/house..front.jpg?size=..',
    ]) {
      expect(isAcceptableImageUrl(url), url).toBe(true);
    }
  });

  it('refuses a dot segment anywhere in the path, written plainly or percent-encoded', () => {
    fc.assert(
      fc.property(
        fc.array(plainSegment, { maxLength: 4 }),
        fc.nat(),
        dotSegment,
        storedName,
        (segments, at, dots, name) => {
          const path = withSegment([...segments, name], at, dots);
          expect(isAcceptableImageUrl(`/images/${path}`), path).toBe(false);
          expect(isAcceptableImageUrl(`https://example.com/${path}`), path).toBe(false);
        },
      ),
    );
  });

  it('on this site, takes nothing but a stored image name right under /images/', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (rest) => {
        const accepted = isAcceptableImageUrl(`/images/${rest}`);
        expect(accepted).toBe(/^[0-9a-f]{64}(?:-\d{1,5})?\.webp$/.test(rest));
      }),
    );
    for (const url of [
      '/images/../api/allUser',
      '/images/..%2fapi/allUser',
      '/images/a.webp',
      `/images/${'a'.repeat(64)}.webp/../../api/allUser`,
      `/images/${'a'.repeat(64)}.webp?x=1`,
      `/images//${'a'.repeat(64)}.webp`,
      `/api/allUser`,
      `//evil.example/${'a'.repeat(64)}.webp`,
    ]) {
      expect(isAcceptableImageUrl(url), url).toBe(false);
    }
  });

  it('refuses other schemes, credentials, hosts-less URLs and characters no URL spells', () => {
    for (const url of [
      'http://example.com/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://',
      'https:///a.jpg',
      'https://user:secret@example.com/a.jpg',
      'https://user@example.com/a.jpg',
      'https://example.com\\..\\api/allUser',
      'https://example.com/a b.jpg',
      'https://example.com/a\t.jpg',
      'https://example.com/a"onerror="x.jpg',
      'https://example.com/<script>.jpg',
      'https://exa mple.com/a.jpg',
    ]) {
      expect(isAcceptableImageUrl(url), url).toBe(false);
    }
  });

  it('every accepted https URL is fetched by a browser at exactly the path it spells', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          httpsUrl,
          fc
            .tuple(httpsUrl, fc.array(fc.oneof(plainSegment, dotSegment), { maxLength: 4 }))
            .map(([url, segments]) => `${new URL(url).origin}/${segments.join('/')}`),
        ),
        (url) => {
          fc.pre(isAcceptableImageUrl(url));
          const written = url.replace(/^https:\/\/[^/?#]*/, '').replace(/[?#].*/s, '') || '/';
          expect(new URL(url).pathname).toBe(written);
        },
      ),
    );
  });

  it('the schemas refuse a bad image naming the field, with the same words', () => {
    const bad = '/images/../api/allUser';
    const photo = profileUpdateSchema.safeParse({ photoURL: bad });
    expect(photo.success).toBe(false);
    expect(photo.error?.issues[0]).toMatchObject({
      path: ['photoURL'],
      message: messages.imageUrlInvalid,
    });
    const listing = propertyInputSchema.safeParse({
      property_title: 'Flat',
      location: 'Dhaka',
      property_image: bad,
      price_range: { min: 1, max: 2 },
    });
    expect(listing.error?.issues.map((issue) => issue.path)).toEqual([['property_image']]);
    expect(imageUrlSchema.parse('  https://example.com/a.jpg  ')).toBe('https://example.com/a.jpg');
  });
});

describe('emailImageUrl', () => {
  const hash = 'b'.repeat(64);
  it('names the JPEG copy at e-mail width of an image this site stored, here or in S3', () => {
    expect(emailImageUrl(`/images/${hash}.webp`)).toBe(`/images/${hash}-800.jpg`);
    expect(emailImageUrl(`https://bucket.example.com/images/${hash}.webp`)).toBe(
      `/images/${hash}-800.jpg`,
    );
    expect(`${hash}-800.jpg`).toMatch(JPEG_COPY_NAME);
  });

  it('leaves any other picture as it is', () => {
    for (const url of ['https://cdn.example.com/front.webp', '/images/cover.webp', '']) {
      expect(emailImageUrl(url)).toBe(url);
    }
  });
});
