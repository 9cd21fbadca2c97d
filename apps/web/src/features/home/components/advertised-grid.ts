/**
 * How many advertised cards the home page shows, and in how many columns, so that the last row
 * never holds a single card left over: one column on phones, then two, then three (or as the
 * count allows). With six or more, the count shown is the largest one that fills two columns
 * and leaves at least two cards in the last row of three.
 */
export function advertisedGrid(count: number): { shown: number; gridClassName: string } {
  switch (count) {
    case 0:
    case 1:
      return { shown: count, gridClassName: 'mx-auto w-full max-w-md' };
    case 2:
      return { shown: 2, gridClassName: 'sm:grid-cols-2' };
    case 3:
      return { shown: 3, gridClassName: 'lg:grid-cols-3' };
    case 4:
    case 5:
      return { shown: 4, gridClassName: 'sm:grid-cols-2 xl:grid-cols-4' };
    default: {
      const dropped = [0, 1, 0, 1, 2, 3][count % 6] ?? 0;
      return { shown: count - dropped, gridClassName: 'sm:grid-cols-2 lg:grid-cols-3' };
    }
  }
}
