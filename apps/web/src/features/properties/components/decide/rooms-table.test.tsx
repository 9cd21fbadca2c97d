import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Property } from '@elite/shared';
import { createQueryClient } from '../../../../lib/query-client';
import { fakeApi } from '../../../../testing/fake-api';
import { TEST_CONFIG } from '../../../../testing/fixtures';
import { RoomsTable } from './rooms-table';

const ROOMS: NonNullable<Property['rooms']> = [
  { type: 'living', name: 'Lounge', length: 5.2, width: 4, level: 0 },
  { type: 'bedroom', name: null, length: 3.5, width: 3.25, level: 'Upper' },
  { type: 'kitchen', name: 'kitchen', length: 4, width: 3, level: null },
];

function renderRooms(rooms: Property['rooms'], areaUnit: 'm2' | 'sqft') {
  fakeApi({ 'GET /api/config': { status: 200, body: { ...TEST_CONFIG, areaUnit } } });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RoomsTable rooms={rooms} />
    </QueryClientProvider>,
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).textContent),
    );

describe('the rooms table', () => {
  it('gives each room’s type, name (not when it only repeats the type), level, size and area in metres', async () => {
    renderRooms(ROOMS, 'm2');
    const section = screen.getByRole('region', { name: 'Rooms' });
    const table = within(section).getByRole('table');
    await within(table).findByText('20.8 m²');
    expect(rowsOf(table)).toEqual([
      ['Room', 'Level', 'Size', 'Area'],
      ['Living roomLounge', '0', '5.2 × 4 m', '20.8 m²'],
      ['Bedroom', 'Upper', '3.5 × 3.25 m', '11.4 m²'],
      ['Kitchen', '', '4 × 3 m', '12 m²'],
    ]);
  });

  it('gives sizes in feet and areas in square feet, with no level column when none is known', async () => {
    renderRooms([{ type: 'office', name: 'Study', length: 12, width: 10.5, level: null }], 'sqft');
    const table = screen.getByRole('table');
    await within(table).findByText('126 sq ft');
    expect(rowsOf(table)).toEqual([
      ['Room', 'Size', 'Area'],
      ['OfficeStudy', '12 × 10.5 ft', '126 sq ft'],
    ]);
  });

  it('shows nothing without rooms', () => {
    const { container } = renderRooms(null, 'm2');
    expect(container).toBeEmptyDOMElement();
    renderRooms([], 'm2');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
