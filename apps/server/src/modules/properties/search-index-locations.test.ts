import { expect, it } from 'vitest';
import { Locations } from './search-index-locations';

const TOWNS = ['porto', 'lisboa, portugal', 'braga', 'évora', 'faro 100%', 'aporto'];

/** What `location_search like '%term%'` keeps, row by row. */
const holding = (term: string) =>
  TOWNS.flatMap((town, row) => (town.includes(term) ? [row] : []));

it('finds every row whose location holds the term, once each, in row order', () => {
  const locations = new Locations(TOWNS);
  for (const term of ['port', 'o', 'a', 'porto', 'évora', '100%', ', ', 'x', 'aporto', 'p']) {
    expect(Array.from(locations.rowsHolding(term)), term).toEqual(holding(term));
  }
});

it('never matches across two rows, nor an empty index', () => {
  const locations = new Locations(TOWNS);
  expect(Array.from(locations.rowsHolding('porto\0lisboa'))).toEqual([]);
  expect(Array.from(locations.rowsHolding('ga\0é'))).toEqual([]);
  expect(Array.from(new Locations([]).rowsHolding('porto'))).toEqual([]);
});

it('keeps the rows of recent terms, at most twice as many as there are rows', () => {
  const locations = new Locations(TOWNS);
  const o = locations.rowsHolding('o');
  expect(locations.rowsHolding('o')).toBe(o);
  // 'o' (5 rows) and 'r' (6) fit within 12 rows; 'a' (5 more) lets go of 'o', used longest ago.
  const r = locations.rowsHolding('r');
  expect(locations.rowsHolding('r')).toBe(r);
  locations.rowsHolding('a');
  expect(locations.rowsHolding('r')).toBe(r);
  const again = locations.rowsHolding('o');
  expect(again).not.toBe(o);
  expect(Array.from(again)).toEqual(holding('o'));
});
