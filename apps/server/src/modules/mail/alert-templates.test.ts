import { describe, expect, it } from 'vitest';
import { digestMail, instantAlertMail, keyFacts, type AlertListing } from './alert-templates';

const site = {
  name: 'Elite Property',
  publicUrl: 'https://homes.example.com',
  areaUnit: 'm2' as const,
};
const to = { name: 'Bea\nBuyer', email: 'bea@example.com' };

function listing(i: number, more: Partial<AlertListing> = {}): AlertListing {
  return {
    propertyId: `id-${i}`,
    kind: 'new_listing',
    title: `Home ${i}`,
    location: 'Porto, Portugal',
    image: '/images/cover.webp',
    price: 400_000 + i,
    oldPrice: null,
    propertyType: 'house',
    bedrooms: 1,
    bathrooms: 1.5,
    livingArea: 95,
    searchName: 'Porto',
    ...more,
  };
}

describe('alert e-mails', () => {
  it('shows a stored cover as its JPEG copy (some mail clients show no WebP), others as they are', () => {
    const hash = 'a'.repeat(64);
    const stored = instantAlertMail(site, {
      to,
      listing: listing(1, { image: `/images/${hash}.webp` }),
      unsubscribeToken: 'a.b',
      searchNames: ['Porto'],
    });
    expect(stored.html).toContain(`src="https://homes.example.com/images/${hash}-800.jpg"`);
    const elsewhere = instantAlertMail(site, {
      to,
      listing: listing(1, { image: 'https://cdn.example.com/front.webp' }),
      unsubscribeToken: 'a.b',
      searchNames: ['Porto'],
    });
    expect(elsewhere.html).toContain('src="https://cdn.example.com/front.webp"');
  });

  it('writes the facts that are known, in the site’s unit', () => {
    expect(keyFacts(listing(1), 'm2')).toBe('1 bed · 1.5 baths · 95 m² · House');
    const unknown = { bedrooms: null, bathrooms: null, livingArea: null, propertyType: null };
    expect(keyFacts(listing(1, unknown), 'sqft')).toBe('');
  });

  it('shows a price drop with the old and the new price', () => {
    const mail = instantAlertMail(site, {
      to,
      listing: listing(1, { kind: 'price_drop', price: 380_000, oldPrice: 420_000 }),
      unsubscribeToken: 'a.b',
      searchNames: ['Porto'],
    });
    expect(mail.subject).toBe('Price drop: Home 1 now $380,000');
    expect(mail.text).toContain('From $380,000 (was $420,000)');
    expect(mail.html).toContain('<s style="color:#71717a">$420,000</s>');
    expect(mail.toName).toBe('Bea Buyer');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://homes.example.com/api/saved-searches/unsubscribe?token=a.b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('names every saved search the home matched, which its unsubscribe link turns off', () => {
    const mail = instantAlertMail(site, {
      to,
      listing: listing(1),
      unsubscribeToken: 'a.b',
      searchNames: ['Porto', 'Near the sea'],
    });
    expect(mail.text).toContain('A new home matches your saved searches "Porto", "Near the sea".');
    expect(mail.text).toContain('Stop these alerts for "Porto", "Near the sea": https://');
    expect(mail.html).toContain(
      'because you saved the searches &quot;Porto&quot;, &quot;Near the sea&quot;.',
    );
  });

  it('lists at most 20 listings in a digest and links to the rest', () => {
    const all = Array.from({ length: 23 }, (_, i) => listing(i));
    const mail = digestMail(site, {
      to,
      listings: all.slice(0, 20),
      total: 23,
      unsubscribeToken: 'a.b',
      searchNames: ['Porto', 'Lisbon'],
    });
    expect(mail.subject).toBe('23 homes for your saved searches today');
    expect(mail.text.match(/^New listing: /gm)).toHaveLength(20);
    expect(mail.text).toContain(
      'See all 23 in your notifications: https://homes.example.com/dashboard/notifications',
    );
    expect(mail.text).toContain('Stop these alerts for "Porto", "Lisbon"');
    const one = digestMail(site, {
      to,
      listings: [listing(1)],
      total: 1,
      unsubscribeToken: 'a.b',
      searchNames: ['Porto'],
    });
    expect(one.subject).toBe('1 home for your saved searches today');
    expect(one.text).not.toContain('See all');
  });
});
