import { expect, it } from 'vitest';
import { Locations } from './locations';

const TOWNS = ['porto', 'lisboa, portugal', 'braga', 'évora', 'faro 100%', 'aporto'];
/** Each row's town: towns repeat, one is on no row. */
const CODES = Uint32Array.from([0, 2, 1, 0, 4, 5, 3, 0, 1, 5]);

/** What `location_search like '%term%'` keeps, row by row. */
const holding = (term: string) =>
  Array.from(CODES).flatMap((code, row) => (TOWNS[code]!.includes(term) ? [row] : []));

it('finds every row whose location holds the term, once each, in row order', () => {
  const locations = new Locations(TOWNS, CODES);
  for (const term of ['port', 'o', 'a', 'porto', 'évora', '100%', ', ', 'x', 'aporto', 'p']) {
    const found = locations.holding(term);
    expect(Array.from(found.rows), term).toEqual(holding(term));
    expect(Array.from(found.holds), term).toEqual(TOWNS.map((town) => +town.includes(term)));
  }
  expect(holding('o').length).toBeGreaterThan(TOWNS.length);
});

it('never matches across two locations, nor in an empty index', () => {
  const locations = new Locations(TOWNS, CODES);
  expect(Array.from(locations.holding('porto\0lisboa').rows)).toEqual([]);
  expect(Array.from(locations.holding('ga\0é').rows)).toEqual([]);
  expect(Array.from(new Locations([], new Uint32Array(0)).holding('porto').rows)).toEqual([]);
});

it('keeps the rows of recent terms, in all at most four times the bytes of the codes', () => {
  // 10 rows: 160 bytes of the terms' rows (4 bytes each), the towns' marks (6 bytes) and 1.
  const locations = new Locations(TOWNS, CODES);
  const porto = locations.holding('porto'); // 5 rows: 27 bytes
  const lisboa = locations.holding('lisboa'); // 2 rows: 15 bytes
  const a = locations.holding('a'); // 7 rows: 35 bytes
  const o = locations.holding('o'); // 9 rows: 43 bytes, 120 in all
  for (const [term, rows] of [
    ['lisboa', lisboa],
    ['a', a],
    ['o', o],
    ['porto', porto],
  ] as const) {
    expect(locations.holding(term)).toBe(rows);
  }
  locations.holding('r'); // 10 rows: 47 bytes, 167 in all, so 'lisboa', used longest ago, goes
  expect(locations.holding('porto')).toBe(porto);
  expect(locations.holding('a')).toBe(a);
  const again = locations.holding('lisboa');
  expect(again).not.toBe(lisboa);
  expect(Array.from(again.rows)).toEqual(holding('lisboa'));
});
