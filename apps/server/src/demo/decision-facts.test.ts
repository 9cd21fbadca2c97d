import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listingDecisionInputShape } from '@elite/shared/listing-decision';
import { decisionColumnsOf } from './decision-facts';
import { homeOf } from './homes';
import { listings } from './listings';
import { rentalOf } from './rentals';

const input = z.object(listingDecisionInputShape);

const factsOf = (index: number, areaUnit: 'sqft' | 'm2') => {
  const [title, location, min, max] = listings[index]!;
  const home = homeOf(title);
  const rent = !!rentalOf(title);
  return decisionColumnsOf(title, {
    home,
    location,
    price: (min + max) / 2,
    rent,
    areaUnit,
    index,
  });
};

describe('the demo’s decision facts', () => {
  it('are what an agent’s form may send (the shared rules), in both area units', () => {
    listings.forEach(([title], index) => {
      for (const unit of ['sqft', 'm2'] as const) {
        const f = factsOf(index, unit);
        const parsed = input.safeParse({
          energy_rating: f.energyRating,
          energy_consumption: f.energyConsumption,
          tenure: f.tenure,
          lease_years_remaining: f.leaseYearsRemaining,
          annual_service_charge: f.annualServiceCharge,
          annual_property_tax: f.annualPropertyTax,
          monthly_hoa_fee: f.monthlyHoaFee,
          features: f.features,
          accessibility_features: f.accessibilityFeatures,
          rooms: f.rooms,
        });
        expect(parsed.success, `${title}: ${parsed.error?.message}`).toBe(true);
        if (f.leaseYearsRemaining !== null) expect(f.tenure).toBe('leasehold');
      }
    });
  });

  it('gives rooms in metres when the site counts square metres', () => {
    const index = listings.findIndex(([title]) => title === 'Hill Country Ranch');
    const feet = factsOf(index, 'sqft').rooms!;
    const metres = factsOf(index, 'm2').rooms!;
    expect(metres).toHaveLength(feet.length);
    feet.forEach((room, i) => {
      expect(metres[i]!.length).toBeCloseTo(room.length * 0.3048, 0);
      expect(metres[i]!.type).toBe(room.type);
    });
  });
});
