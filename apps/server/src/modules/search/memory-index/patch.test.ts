import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { searchColumns, SearchIndex, type IndexedSearch } from './search-index';
import { idWords } from './ids';
import { patchParts } from './patch';

interface Listing {
  id: string;
  lng: number;
  lat: number;
  price: number;
  beds: number;
  created: number;
  listed: number;
  location: string;
}

/** A small generator of numbers, the same every run. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

function listingOf(next: (below: number) => number): Listing {
  const noPlace = next(10) === 0;
  return {
    id: randomUUID(),
    // Ties of every key, and unknown places and listing dates.
    lng: noPlace ? NaN : 10 + next(20) / 2,
    lat: noPlace ? NaN : 40 + next(20) / 2,
    price: 100_000 + next(8) * 10_000,
    beds: next(5) === 0 ? NaN : next(4),
    created: 1_700_000_000_000_000 + next(6) * 1_000_000,
    listed: next(7) === 0 ? NaN : 1_700_000_000_000_000 + next(6) * 1_000_000,
    location: ['bulkton', 'ålesund øst', 'porto'][next(3)]!,
  };
}

/** The columns of `listings`, in the order of their ids, as index-repository reads them. */
function columnsOf(listings: Listing[]) {
  const sorted = [...listings].sort((a, b) => (a.id < b.id ? -1 : 1));
  const c = searchColumns(sorted.length, sorted.length);
  sorted.forEach((l, i) => {
    c.ids.set(idWords(l.id), i * 4);
    c.longitude[i] = l.lng;
    c.latitude[i] = l.lat;
    c.priceMin[i] = l.price;
    c.priceMax[i] = l.price + 5_000;
    c.bedrooms[i] = l.beds;
    c.bathrooms[i] = 1;
    c.livingArea[i] = 100;
    c.propertyType[i] = 1;
    c.createdAt[i] = l.created;
    c.listedAt[i] = l.listed;
    let code = c.locationNames.indexOf(l.location);
    if (code < 0) code = c.locationNames.push(l.location) - 1;
    c.location[i] = code;
  });
  return c;
}

const SEARCHES: IndexedSearch[] = [
  { minPrice: 1 },
  { bbox: { west: 12, south: 42, east: 17, north: 47 } },
  { location: 'bulk', beds: 2 },
  { maxPrice: 140_000, location: 'ø' },
];

/** Every answer of the index to the searches, in every order, and its maps, by listing id. */
function answers(index: SearchIndex) {
  return SEARCHES.flatMap((search) => [
    ...(['', 'asc', 'desc', 'newest'] as const).map((sort) => {
      const found = index.search(search, sort || undefined, 1, 1000);
      return { total: found.total, ids: found.rows.map((row) => index.idOf(row)) };
    }),
    { map: index.map(search).points.map((point) => point._id) },
  ]);
}

describe('a patched search index', () => {
  it('answers every search as an index built from the same listings', async () => {
    const next = numbers(50);
    let listings = Array.from({ length: 300 }, () => listingOf(next));
    let index = await SearchIndex.build(columnsOf(listings));
    for (let round = 0; round < 12; round++) {
      // Some listings leave, some come, some change (one of them to a new place name).
      const removed = listings.filter(() => next(25) === 0).map((l) => l.id);
      const updated = listings
        .filter((l) => !removed.includes(l.id) && next(30) === 0)
        .map((l) => ({ ...listingOf(next), id: l.id, location: `new town ${round}` }));
      const added = Array.from({ length: next(4) }, () => listingOf(next));
      const changed = new Set([...removed, ...updated.map((l) => l.id)]);
      listings = [...listings.filter((l) => !changed.has(l.id)), ...updated, ...added];

      const parts = patchParts(index.madeOf, removed, columnsOf([...updated, ...added]));
      index = SearchIndex.of(parts);
      const built = await SearchIndex.build(columnsOf(listings));
      expect(index.count).toBe(listings.length);
      expect(answers(index), `round ${round}`).toEqual(answers(built));
    }
  });

  it('takes out a listing it does not hold as a no-op, and can be emptied', async () => {
    const next = numbers(7);
    const listings = Array.from({ length: 5 }, () => listingOf(next));
    const index = await SearchIndex.build(columnsOf(listings));
    const same = SearchIndex.of(patchParts(index.madeOf, [randomUUID()], columnsOf([])));
    expect(answers(same)).toEqual(answers(index));
    const ids = listings.map((l) => l.id);
    const empty = SearchIndex.of(patchParts(index.madeOf, ids, columnsOf([])));
    expect(empty.count).toBe(0);
    expect(empty.search({ minPrice: 1 }, undefined, 1, 10).total).toBe(0);
  });
});
