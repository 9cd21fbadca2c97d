import { describe, expect, it } from 'vitest';
import { conversationMessages, viewingRequestSchema } from './conversations';
import { moneySchema, propertyListQuerySchema } from './marketplace';
import {
  createSavedSearchSchema,
  SAVED_QUERY_KEYS,
  savedQueryOf,
  savedQuerySchema,
  savedSearchMessages,
} from './saved-searches';
import { hasSearchFilters, propertyMapQuerySchema, SEARCH_POLYGON_MAX_LENGTH } from './search';

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

  it('reads a bbox whose west is above its east as crossing the antimeridian', () => {
    expect(propertyMapQuerySchema.parse({ bbox: '170,-20,-170,20' }).bbox).toEqual({
      west: 170,
      south: -20,
      east: -170,
      north: 20,
    });
  });

  it('reads the decision filters: energy or better, all the features, days to an open house', () => {
    const query = propertyMapQuerySchema.parse({
      energy: 'c',
      features: 'parking, garden,parking',
      accessible: 'step_free_access',
      open_house: '7d',
    });
    expect(query).toMatchObject({
      energy: 'C',
      features: ['garden', 'parking'],
      accessible: ['step_free_access'],
      open_house: 7,
    });
    expect(hasSearchFilters(query)).toBe(true);
    const saved = savedQuerySchema.parse({ energy: 'B', features: 'pool', open_house: '90d' });
    expect(savedQueryOf(saved)).toEqual({ energy: 'B', features: 'pool', open_house: '90d' });
    expect(hasSearchFilters(propertyMapQuerySchema.parse({ energy: '', open_house: ' ' }))).toBe(
      false,
    );
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
    [{ bbox: '1,2,181,4' }, 'bbox', 'longitudes are between -180 and 180'],
    [{ polygon: '1,2;3,4' }, 'polygon', 'must have 3 to 100 vertices'],
    [{ polygon: '1,2;3;5,6' }, 'polygon', 'must be lng,lat pairs'],
    [{ energy: 'H' }, 'energy', 'is one of A, B, C, D, E, F, G'],
    [{ features: 'garden,moat' }, 'features', 'unknown feature "moat"'],
    [{ features: ',' }, 'features', 'unknown feature'],
    [{ accessible: 'lift,stairs' }, 'accessible', 'unknown accessibility feature "stairs"'],
    [{ open_house: '7' }, 'open_house', 'from 1d to 90d'],
    [{ open_house: '0d' }, 'open_house', 'from 1d to 90d'],
    [{ open_house: '91d' }, 'open_house', 'from 1d to 90d'],
  ])('refuses %o, naming %s', (input, path, message) => {
    const result = propertyMapQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual([path]);
    expect(issue.message).toContain(message);
  });
});

/**
 * Every parser of user text meets a long one (docs/decisions/043): 100 KB of digits and a
 * rejecting character once took a second to a minute of the server's one thread per request.
 * Each is refused at once, naming what is wrong (a regression hangs here until the timeout).
 */
describe('long texts', () => {
  const long = '1'.repeat(100_000) + 'x';

  it.each([
    'minPrice',
    'maxPrice',
    'beds',
    'baths',
    'minArea',
    'maxArea',
    'type',
    'bbox',
    'polygon',
  ])('refuses 100 KB of %s, naming its bound', (key) => {
    for (const schema of [propertyListQuerySchema, propertyMapQuerySchema]) {
      const result = schema.safeParse({ [key]: long });
      expect(result.success).toBe(false);
      const issue = result.error!.issues[0]!;
      expect(issue.path).toEqual([key]);
      expect(issue.message).toMatch(/^is at most [\d,]+ characters$/);
    }
  });

  it('refuses 100 KB of location', () => {
    const result = propertyListQuerySchema.safeParse({ location: long });
    expect(result.error!.issues[0]!.message).toBe('location is at most 100 characters');
  });

  it('reads the longest text each parameter takes, and refuses a rejecting one of that length', () => {
    const digits = (n: number) => '1'.repeat(n);
    const minArea = `${digits(10)}.${digits(29)}`;
    expect(propertyMapQuerySchema.parse({ minArea }).minArea).toBeCloseTo(1111111111.111, 3);
    const refused = propertyMapQuerySchema.safeParse({ minArea: `${digits(39)}x` });
    expect(refused.error!.issues[0]!.message).toBe('must be a number');
    // 101 vertices of long decimals (the last closing the ring) fit a polygon's bound.
    const vertex = (i: number) => `${(i % 90) + 0.123456789012345},${(i % 45) + 0.123456789012345}`;
    const ring = Array.from({ length: 100 }, (_, i) => vertex(i));
    const polygon = [...ring, ring[0]].join(';');
    expect(polygon.length).toBeLessThanOrEqual(SEARCH_POLYGON_MAX_LENGTH);
    expect(propertyMapQuerySchema.parse({ polygon }).polygon).toHaveLength(100);
    const bbox = ['-179.123456789012345', '-89.123456789012345', '179.12345678901234', '89.1'];
    expect(propertyMapQuerySchema.parse({ bbox: bbox.join(' , ') }).bbox).toBeDefined();
  });

  it('refuses a saved search’s 100 KB query value or name', () => {
    for (const key of SAVED_QUERY_KEYS) {
      const result = savedQuerySchema.safeParse({ [key]: long });
      expect(result.success, key).toBe(false);
      expect(result.error!.issues[0]!.path, key).toEqual([key]);
    }
    const named = createSavedSearchSchema.safeParse({
      name: long,
      query: {},
      frequency: 'daily',
    });
    expect(named.error!.issues[0]!.message).toBe(savedSearchMessages.nameTooLong);
  });

  it('refuses a form’s 100 KB number and a viewing’s 100 KB start', () => {
    expect(moneySchema.safeParse(long).error!.issues[0]!.message).toBe('must be a number');
    expect(moneySchema.safeParse('1'.repeat(100_000)).error!.issues[0]!.message).toBe(
      'must be a number',
    );
    const start = viewingRequestSchema.safeParse({ property_id: 'p', start: `2030-01-01T${long}` });
    expect(start.error!.issues[0]!.message).toBe(conversationMessages.viewingStartInvalid);
  });
});
