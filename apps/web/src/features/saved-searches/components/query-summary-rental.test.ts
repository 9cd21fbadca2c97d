import { describe, expect, it } from 'vitest';
import { describeQuery, searchPath } from './query-summary';

describe('a saved search of homes to rent', () => {
  it('says To rent, and opens on Rent', () => {
    // As All Property keeps it (search-rental.test.tsx): the server's order, listing last.
    const query = { location: 'Bristol', beds: '2', listing: 'rent' };
    expect(describeQuery(query)).toBe('To rent · Bristol · 2+ beds');
    expect(searchPath(query)).toBe('/allProperty?location=Bristol&listing=rent&beds=2');
  });

  it('opens on Buy for homes to buy', () => {
    expect(searchPath({ beds: '2', listing: 'sale' })).toBe('/allProperty?beds=2');
    expect(describeQuery({ beds: '2' })).toBe('2+ beds');
  });
});
