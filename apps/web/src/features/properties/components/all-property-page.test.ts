import { describe, expect, it } from 'vitest';
import { propertyListQuerySchema } from '@elite/shared';
import { readSearch } from './all-property-page';

const read = (query: string) => readSearch(new URLSearchParams(query));

describe('All Property’s search, read from the address bar', () => {
  it('reads a shared link as the list query the server accepts', () => {
    const search = read('location=%20Dhaka%20&sortBy=desc&page=3');
    expect(search).toEqual({ location: 'Dhaka', sortBy: 'desc', page: 3 });
    expect(propertyListQuerySchema.parse(search)).toMatchObject(search);
  });

  it('reads every sort the list query allows, and nothing else', () => {
    for (const sortBy of propertyListQuerySchema.shape.sortBy.unwrap().options) {
      expect(read(`sortBy=${sortBy}`).sortBy).toBe(sortBy);
    }
    expect(read('sortBy=price').sortBy).toBe('');
  });

  it('shows the first page for a missing or mistyped page, as the server would by default', () => {
    const firstPage = propertyListQuerySchema.parse({}).page;
    for (const page of ['', 'page=0', 'page=-2', 'page=two']) {
      expect(read(page).page).toBe(firstPage);
    }
  });
});
