import { describe, expect, it } from 'vitest';
import { propertyListQuerySchema } from './marketplace';
import { hasSearchFilters, propertyMapQuerySchema } from './search';

/** The search read from a query string, as the server and the web app both read it. */
describe('the search’s query parameters', () => {
  it('reads every filter from its text', () => {
    const query = propertyListQuerySchema.parse({
      minPrice: '100000',
      maxPrice: ' 250000.5 ',
      beds: '3',
      baths: '1.5',
      type: 'house, condo,house',
      minArea: '50',
      maxArea: '1e3',
      bbox: '-74.1,40.5,-73.7,40.9',
      polygon: '1,2;3,4;5,6;1,2',
      sortBy: 'newest',
    });
    expect(query).toMatchObject({
      minPrice: 100000,
      maxPrice: 250000.5,
      beds: 3,
      baths: 1.5,
      type: ['house', 'condo'],
      minArea: 50,
      maxArea: 1000,
      bbox: { west: -74.1, south: 40.5, east: -73.7, north: 40.9 },
      polygon: [
        [1, 2],
        [3, 4],
        [5, 6],
      ],
      sortBy: 'newest',
      page: 1,
    });
    expect(hasSearchFilters(query)).toBe(true);
  });

  it('takes an empty value as no filter', () => {
    const query = propertyMapQuerySchema.parse({ minPrice: '', type: ' ', bbox: '' });
    expect(hasSearchFilters(query)).toBe(false);
  });

  it.each([
    [{ minPrice: '5', maxPrice: '4' }, 'minPrice', 'is above maxPrice'],
    [{ minArea: '5', maxArea: '4' }, 'minArea', 'is above maxArea'],
    [{ beds: '1.5' }, 'beds', 'must be a whole number'],
    [{ baths: 'x' }, 'baths', 'must be a number'],
    [{ maxPrice: '-1' }, 'maxPrice', 'must be at least 0'],
    [{ type: 'villa' }, 'type', 'unknown property type "villa"'],
    [{ bbox: '1,2,3' }, 'bbox', 'must be four numbers'],
    [{ bbox: '1,5,3,4' }, 'bbox', 'south is above north'],
    [{ bbox: '5,1,3,4' }, 'bbox', 'west is above east'],
    [{ bbox: '1,2,181,4' }, 'bbox', 'longitudes are between -180 and 180'],
    [{ polygon: '1,2;3,4' }, 'polygon', 'must have 3 to 100 vertices'],
    [{ polygon: '1,2;3;5,6' }, 'polygon', 'must be lng,lat pairs'],
  ])('refuses %o, naming %s', (input, path, message) => {
    const result = propertyMapQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual([path]);
    expect(issue.message).toContain(message);
  });
});
