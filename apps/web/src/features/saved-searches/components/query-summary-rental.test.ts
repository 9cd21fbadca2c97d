import { describe, expect, it } from 'vitest';
import { filterParams, readSearch } from '../../properties/api/property-search';
import { describeQuery, searchPath } from './query-summary';

describe('a saved search of homes to rent', () => {
  it('keeps listing=rent from the page, says To rent, and opens on Rent', () => {
    const search = readSearch(new URLSearchParams('location=Bristol&listing=rent&beds=2'));
    const query = Object.fromEntries(filterParams(search));
    expect(query).toEqual({ location: 'Bristol', listing: 'rent', beds: '2' });
    expect(describeQuery(query)).toBe('To rent · Bristol · 2+ beds');
    expect(searchPath(query)).toBe('/allProperty?location=Bristol&listing=rent&beds=2');
  });

  it('keeps nothing of the kind for homes to buy', () => {
    const query = Object.fromEntries(filterParams(readSearch(new URLSearchParams('beds=2'))));
    expect(query).toEqual({ beds: '2' });
    expect(searchPath({ ...query, listing: 'sale' })).toBe('/allProperty?beds=2');
  });
});
