import { describe, expect, it } from 'vitest';
import { describeQuery, searchPath } from './query-summary';

describe('a saved search of what a buyer needs to decide', () => {
  it('says the energy rating or better, the features, the accessibility and the open house', () => {
    // As All Property keeps it (decide-filters.test.tsx): the lists in their order.
    const query = {
      location: 'Bristol',
      energy: 'C',
      features: 'parking,garden',
      accessible: 'step_free_access,lift',
      open_house: '7d',
    };
    expect(describeQuery(query)).toBe(
      'Bristol · Energy C or better · Parking, Garden · Accessible: Step-free access, Lift · Open house within 7 days',
    );
  });

  it('opens All Property with them', () => {
    const query = { energy: 'B', features: 'garden', accessible: 'ramp', open_house: '7d' };
    expect(searchPath(query)).toBe(
      '/allProperty?energy=B&features=garden&accessible=ramp&open_house=7d',
    );
  });

  it('says nothing of them when they are not set', () => {
    expect(describeQuery({ beds: '2', features: '' })).toBe('2+ beds');
  });
});
