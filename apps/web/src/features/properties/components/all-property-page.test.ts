import { describe, expect, it } from 'vitest';
import { propertyListQuerySchema } from '@elite/shared';
import {
  MAX_POLYGON_VERTICES,
  polygonParam,
  readPolygon,
  simplifyPath,
  toParams,
} from '../api/property-search';
import type { LngLat } from '../api/property-search';
import { readSearch } from './all-property-page';

const read = (query: string) => readSearch(new URLSearchParams(query));

describe('All Property’s search, read from the address bar', () => {
  it('reads a shared link as the list query the server accepts', () => {
    const search = read('location=%20Dhaka%20&sortBy=desc&page=3');
    expect(search).toMatchObject({ location: 'Dhaka', sortBy: 'desc', page: 3 });
    const { location, sortBy, page } = search;
    expect(propertyListQuerySchema.parse({ location, sortBy, page })).toMatchObject({
      location,
      sortBy,
      page,
    });
  });

  it('reads every sort the list query allows, and nothing else', () => {
    for (const sortBy of propertyListQuerySchema.shape.sortBy.unwrap().options) {
      // The page offers one newest-first order: "recently listed" reads as it.
      expect(read(`sortBy=${sortBy}`).sortBy).toBe(sortBy === 'newest' ? '' : sortBy);
    }
    expect(read('sortBy=price').sortBy).toBe('');
  });

  it('shows the first page for a missing or mistyped page, as the server would by default', () => {
    const firstPage = propertyListQuerySchema.parse({}).page;
    for (const page of ['', 'page=0', 'page=-2', 'page=two']) {
      expect(read(page).page).toBe(firstPage);
    }
  });

  it('reads every filter, the map’s view and a drawn area, and writes them back the same', () => {
    const query =
      'location=Dhaka&minPrice=100000&maxPrice=500000&beds=2&baths=1.5&type=house%2Ccondo' +
      '&minArea=800&maxArea=2000&sortBy=asc&polygon=90.1%2C23.7%3B90.5%2C23.7%3B90.3%2C24&page=2';
    const search = read(query);
    expect(search).toMatchObject({
      minPrice: 100_000,
      maxPrice: 500_000,
      beds: 2,
      baths: 1.5,
      types: ['house', 'condo'],
      minArea: 800,
      maxArea: 2000,
      polygon: [
        [90.1, 23.7],
        [90.5, 23.7],
        [90.3, 24],
      ],
    });
    expect(toParams(search).toString()).toBe(query);
    const view = 'bbox=-0.2%2C51.4%2C0.1%2C51.6';
    expect(read(view).bbox).toEqual([-0.2, 51.4, 0.1, 51.6]);
    expect(toParams(read(view)).toString()).toBe(view);
  });

  it('drops what the server would refuse instead of failing the page', () => {
    expect(read('minPrice=500&maxPrice=100')).toMatchObject({ minPrice: 500, maxPrice: null });
    expect(read('beds=7&baths=1.25&type=castle')).toMatchObject({
      beds: null,
      baths: null,
      types: [],
    });
    expect(read('bbox=1,2,3').bbox).toBeNull();
    expect(read('bbox=0,10,1,5').bbox).toBeNull();
    expect(read('polygon=1,1;2,2').polygon).toBeNull();
  });
});

describe('a hand-drawn area', () => {
  it('becomes a polygon of at most the vertices the API takes', () => {
    const circle: LngLat[] = Array.from({ length: 1000 }, (_, i) => [
      Math.cos((i / 1000) * 2 * Math.PI),
      Math.sin((i / 1000) * 2 * Math.PI),
    ]);
    const polygon = simplifyPath(circle);
    expect(polygon?.length).toBeLessThanOrEqual(MAX_POLYGON_VERTICES);
    expect(polygon?.length).toBeGreaterThanOrEqual(50);
    // The address bar carries it back whole.
    expect(readPolygon(polygonParam(polygon ?? []))).toHaveLength(polygon?.length ?? 0);
  });

  it('is no area when it is a click or a line', () => {
    expect(simplifyPath([[1, 1]])).toBeNull();
    expect(
      simplifyPath([
        [1, 1],
        [2, 2],
        [2, 2],
      ]),
    ).toBeNull();
  });
});
