import { describe, expect, it } from 'vitest';
import { NO_ADDRESS, NO_DECISION_FACTS, SALE_LISTING, type Property } from '@elite/shared';
import { jsonLdScript, listingJsonLd, type SiteSettings } from './share-meta';

/* A listing's decision facts in its JSON-LD (CONTRACT.md section 13), where schema.org names them. */

const site: SiteSettings = {
  publicUrl: 'https://homes.example',
  siteName: 'Elite Property',
  areaUnit: 'm2',
};

const plain: Property = {
  _id: '7a1b2c3d-4e5f-4a6b-8c9d-0e1f2a3b4c5d',
  property_title: 'Garden flat',
  location: 'Bristol, England',
  property_image: 'https://cdn.example/flat.jpg',
  price_range: { min: 325000, max: 325000 },
  status: 'verified',
  agent_name: 'Ada Agent',
  agent_email: 'ada@example.com',
  agent_image: null,
  property_type: 'apartment',
  bedrooms: 2,
  bathrooms: 1,
  living_area: 74,
  lot_size: null,
  year_built: null,
  description: null,
  latitude: null,
  longitude: null,
  photos: [{ url: 'https://cdn.example/flat.jpg', alt: '' }],
  floor_plan: null,
  tour_url: null,
  ...NO_ADDRESS,
  language: 'en',
  translations: {},
  ...SALE_LISTING,
  ...NO_DECISION_FACTS,
  listed_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  days_on_market: 27,
};

const withFacts: Property = {
  ...plain,
  energy_rating: 'C',
  energy_consumption: 148,
  tenure: 'leasehold',
  lease_years_remaining: 120,
  annual_service_charge: 1400,
  annual_property_tax: null,
  monthly_hoa_fee: null,
  features: ['garden', 'sea_view'],
  accessibility_features: ['step_free_access'],
  rooms: [
    { type: 'living', name: 'Lounge', length: 5, width: 4, level: 0 },
    { type: 'bedroom', name: null, length: 4, width: 3, level: 0 },
    { type: 'bedroom', name: null, length: 3, width: 3, level: 0 },
    { type: 'kitchen', name: null, length: 3, width: 2.5, level: 0 },
    { type: 'bathroom', name: null, length: 2, width: 2, level: 0 },
  ],
};

const home = (listing: Property) =>
  listingJsonLd(listing, site).mainEntity as Record<string, unknown>;

describe('a listing’s decision facts in its JSON-LD', () => {
  it('gives features and accessibility features as amenities, each a LocationFeatureSpecification', () => {
    expect(home(withFacts).amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Garden', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Sea view', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Step-free access', value: true },
    ]);
  });

  it('counts the rooms as schema.org does, without bathrooms', () => {
    expect(home(withFacts).numberOfRooms).toBe(4);
  });

  it('gives the energy label as an EU energy efficiency category on the A-G scale', () => {
    expect(home(withFacts).hasEnergyConsumptionDetails).toEqual({
      '@type': 'EnergyConsumptionDetails',
      hasEnergyEfficiencyCategory: 'https://schema.org/EUEnergyEfficiencyCategoryC',
      energyEfficiencyScaleMin: 'https://schema.org/EUEnergyEfficiencyCategoryG',
      energyEfficiencyScaleMax: 'https://schema.org/EUEnergyEfficiencyCategoryA',
    });
    expect(home(withFacts).additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Energy consumption', value: 148, unitText: 'kWh/m²/year' },
    ]);
  });

  it('keeps the floor size, bedrooms and bathrooms beside them', () => {
    expect(home(withFacts)).toMatchObject({
      '@type': 'Apartment',
      numberOfBedrooms: 2,
      numberOfBathroomsTotal: 1,
      floorSize: { '@type': 'QuantitativeValue', value: 74, unitCode: 'MTK' },
    });
  });

  it('says nothing of facts that are unknown, or empty', () => {
    for (const listing of [
      plain,
      { ...plain, features: [], accessibility_features: [], rooms: [] },
      { ...plain, rooms: [{ type: 'bathroom', name: null, length: 2, width: 2, level: null }] },
    ] as Property[]) {
      const entity = home(listing);
      for (const term of [
        'amenityFeature',
        'numberOfRooms',
        'hasEnergyConsumptionDetails',
        'additionalProperty',
      ]) {
        expect(entity).not.toHaveProperty(term);
      }
    }
  });

  it('puts them in the page’s script', () => {
    const script = jsonLdScript(withFacts, site);
    expect(script).toContain('"numberOfRooms":4');
    expect(script).toContain('EUEnergyEfficiencyCategoryC');
  });
});
