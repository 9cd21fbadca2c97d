import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES } from '@elite/shared/locales';
import { areaIn, describe as describeHome } from './descriptions';
import { planGalleries } from './gallery';
import { homeOf } from './homes';
import { floorPlanSvg, houseSvg, roomSvg } from './images';
import { listings } from './listings';
import { addressOf, translationsOf } from './translations';
import { demoApplications, rentalOf, rentalTitles } from './rentals';

describe('demo listings', () => {
  it('every listing has a home, a gallery of five pictures with alt text and a floor plan', () => {
    const { drawings, galleries } = planGalleries();
    for (const [title] of listings) {
      expect(() => homeOf(title)).not.toThrow();
      const gallery = galleries.get(title)!;
      expect(gallery.photos.length, title).toBeGreaterThanOrEqual(5);
      for (const photo of gallery.photos) {
        expect(drawings.has(photo.drawing)).toBe(true);
        expect(photo.alt.length).toBeGreaterThan(10);
        expect(photo.alt.length).toBeLessThanOrEqual(200);
      }
      expect(drawings.get(gallery.floorPlan)?.kind).toBe('floor_plan');
    }
    // Every drawing costs the first start time: with the avatars, about a hundred at most.
    expect(drawings.size).toBeLessThanOrEqual(90);
  });

  it('describes a home in the site unit: square feet, or square metres', () => {
    const [title, location] = listings.find(([t]) => t === 'Hill Country Ranch')!;
    const home = homeOf(title);
    const feet = describeHome(title, location, home, 'rustic', 'sqft', 'Alice Agent');
    expect(feet).toContain('3,100 sq ft');
    expect(feet).toContain('10 acres');
    expect(feet).toContain('Dripping Springs, Austin');
    const metres = describeHome(title, location, home, 'rustic', 'm2', 'Alice Agent');
    expect(metres).toContain(`${areaIn('m2', 3100).toLocaleString('en-US')} m²`);
    expect(metres).not.toContain('sq ft');
    expect(areaIn('m2', 1000)).toBe(93);
    expect(areaIn('sqft', 1000)).toBe(1000);
  });

  it('draws the same picture from the same inputs', () => {
    expect(roomSvg({ kind: 'kitchen', theme: 'warm', seed: 3 })).toBe(
      roomSvg({ kind: 'kitchen', theme: 'warm', seed: 3 }),
    );
    expect(houseSvg({ style: 'villa', seed: 9 })).toBe(houseSvg({ style: 'villa', seed: 9 }));
    const plan = floorPlanSvg({ bedrooms: 3, bathrooms: 2.5, variant: 0 });
    expect(plan).toBe(floorPlanSvg({ bedrooms: 3, bathrooms: 2.5, variant: 0 }));
  });
});

describe('the demo in other languages', () => {
  it('translates some verified listings into each offered locale, none into English', () => {
    const translated = listings.filter(
      ([title, , , , status]) =>
        status === 'verified' && Object.keys(translationsOf(title, SHIPPED_LOCALES)).length > 0,
    );
    expect(translated.length).toBeGreaterThanOrEqual(6);
    for (const [title] of translated) {
      const all = translationsOf(title, SHIPPED_LOCALES);
      expect(Object.keys(all).sort()).toEqual(['ar', 'de', 'es', 'fr']);
      for (const text of Object.values(all)) {
        expect(text.property_title).toBeTruthy();
        expect(text.description?.length).toBeGreaterThan(40);
      }
      expect(translationsOf(title, ['en', 'es'])).toEqual({ es: all.es });
      expect(translationsOf(title, ['en'])).toEqual({});
    }
  });

  it('gives every listing its city and state, in the United States', () => {
    expect(addressOf('Queen Anne, Seattle, Washington')).toEqual({
      city: 'Seattle',
      region: 'Washington',
      country: 'US',
    });
  });
});

describe('the demo’s homes to rent', () => {
  const rentals = listings.filter(([title]) => rentalOf(title));

  it('are a third of the listings, monthly mostly and some weekly, in every state', () => {
    expect(rentals.length).toBeGreaterThanOrEqual(Math.floor(listings.length / 3));
    expect(rentalTitles.every((title) => listings.some(([t]) => t === title))).toBe(true);
    const periods = rentals.map(([title]) => rentalOf(title)!.period);
    const weekly = periods.filter((p) => p === 'week').length;
    expect(weekly).toBeGreaterThan(0);
    expect(weekly).toBeLessThan(periods.length / 2);
    expect(new Set(rentals.map(([, , , , status]) => status))).toEqual(
      new Set(['pending', 'verified', 'rejected', 'sold']),
    );
  });

  it('have realistic rents and their facts filled, none by the fraud agent', () => {
    for (const [title, , min, max, , agent] of rentals) {
      const rental = rentalOf(title)!;
      const [low, high] = rental.period === 'month' ? [800, 10_000] : [200, 3_000];
      expect(min, title).toBeGreaterThanOrEqual(low);
      expect(max, title).toBeLessThanOrEqual(high);
      expect(min, title).toBeLessThanOrEqual(max);
      expect(rental.deposit, title).toBeGreaterThan(0);
      expect(rental.furnished, title).not.toBeNull();
      expect(rental.minTermMonths, title).toBeGreaterThanOrEqual(1);
      expect(rental.minTermMonths, title).toBeLessThanOrEqual(120);
      expect(typeof rental.billsIncluded, title).toBe('boolean');
      expect(typeof rental.petsAllowed, title).toBe('boolean');
      expect(rental.availableInDays, title).not.toBeNull();
      expect(agent).not.toBe('fraud.agent@eliteproperty.test');
    }
  });

  it('have applications that keep the rules: the rent in range, the term at least the minimum, a move-in from the available date', () => {
    for (const [title, , rent, status, , moveIn, term] of demoApplications) {
      const [, , min, max, listingStatus] = listings.find(([t]) => t === title)!;
      const rental = rentalOf(title)!;
      expect(rent, title).toBeGreaterThanOrEqual(min);
      expect(rent, title).toBeLessThanOrEqual(max);
      expect(term, title).toBeGreaterThanOrEqual(rental.minTermMonths ?? 1);
      expect(moveIn, title).toBeGreaterThanOrEqual(rental.availableInDays ?? moveIn);
      // A let is a sold listing; an open application is on a verified one.
      if (status === 'bought') expect(listingStatus, title).toBe('sold');
      if (status === 'pending' || status === 'accepted') {
        expect(listingStatus, title).toBe('verified');
        expect(moveIn, title).toBeGreaterThanOrEqual(0);
        expect(moveIn, title).toBeLessThanOrEqual(365);
      }
    }
    // Every let has its paid application.
    for (const [title, , , , status] of rentals) {
      if (status !== 'sold') continue;
      expect(demoApplications.filter(([t, , , s]) => t === title && s === 'bought')).toHaveLength(
        1,
      );
    }
    // The demo user's accepted application, ready to pay.
    expect(
      demoApplications.some(
        ([, renter, , status]) => renter === 'user@eliteproperty.test' && status === 'accepted',
      ),
    ).toBe(true);
  });
});
