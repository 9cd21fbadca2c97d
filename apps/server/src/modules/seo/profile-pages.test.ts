import { describe, expect, it } from 'vitest';
import type { AgentProfile } from '@elite/shared';
import { profileJsonLd, withProfileHead } from './profile-pages';

const site = {
  publicUrl: 'https://homes.example',
  siteName: 'Elite Property',
  areaUnit: 'sqft' as const,
};
const agent: AgentProfile = {
  _id: 'a1',
  name: 'Ada Agent',
  image: '/images/ada.webp',
  bio: null,
  phone: null,
  languages: ['en', 'es'],
  agency: null,
  listings_count: 0,
  sold_last_12_months: 0,
  rating: null,
  reviews_count: 0,
};

describe("an agent's page head (CONTRACT.md section 14)", () => {
  it('gives the rating only when there are reviews', () => {
    expect(profileJsonLd({ kind: 'agent', agent }, site)).not.toHaveProperty('aggregateRating');
    const rated = profileJsonLd(
      { kind: 'agent', agent: { ...agent, rating: 4.5, reviews_count: 2 } },
      site,
    );
    expect(rated).toMatchObject({
      image: 'https://homes.example/images/ada.webp',
      knowsLanguage: ['en', 'es'],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('describes the page in its locale, under its prefix', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const page = withProfileHead(html, { kind: 'agent', agent }, site, {
      locale: 'es',
      base: '/es',
    });
    expect(page).toContain('<link rel="canonical" href="https://homes.example/es/agents/a1">');
    expect(page).toContain(
      'content="Ada Agent, agente inmobiliario: 0 viviendas en venta o alquiler."',
    );
    expect(page).toContain('<title>Ada Agent | Elite Property</title>');
  });
});
