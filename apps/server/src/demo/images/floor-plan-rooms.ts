// What a floor plan holds: its rooms in two rows either side of a hall, in feet.

export type PlanRoomKind = 'bedroom' | 'bath' | 'wc' | 'living' | 'kitchen' | 'dining' | 'studio';

export interface PlanRoom {
  kind: PlanRoomKind;
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Which row: above the hall (doors at the bottom) or below it (doors at the top). */
  row: 'top' | 'bottom';
}

export interface PlanLayout {
  width: number;
  depth: number;
  hallY: number;
  hallDepth: number;
  rooms: PlanRoom[];
}

type Part = [PlanRoomKind, string, number];

/** Lays out the rooms of a home with `bedrooms` and `bathrooms` (halves become a WC). */
export function layoutPlan(bedrooms: number, bathrooms: number, variant: number): PlanLayout {
  const full = Math.max(1, Math.floor(bathrooms));
  const half = bathrooms % 1 !== 0;
  const top: Part[] = [];
  const bottom: Part[] = [];
  if (bedrooms === 0) {
    top.push(['kitchen', 'KITCHEN', 11], ['bath', 'BATH', 8]);
    bottom.push(['studio', 'STUDIO', 19]);
  } else {
    top.push(['bedroom', 'PRIMARY', 14 + (variant % 2)], ['bath', 'BATH', 8]);
    bottom.push(['living', 'LIVING', 16 + bedrooms + (variant % 2) * 2]);
    bottom.push(['kitchen', 'KITCHEN', 12 + (variant % 3)]);
    if (bedrooms >= 2) bottom.push(['dining', 'DINING', 11]);
    const rest: Part[] = [];
    for (let i = 1; i < bedrooms; i += 1) {
      rest.push(['bedroom', `BEDROOM ${i + 1}`, 11 + ((variant + i) % 2)]);
      if (i < full) rest.push(['bath', 'BATH', 8]);
    }
    if (half) rest.push(['wc', 'WC', 5]);
    // Each room goes to the shorter row, so both rows come out about as long.
    const length = (row: Part[]) => row.reduce((n, p) => n + p[2], 0);
    for (const part of rest) (length(top) <= length(bottom) ? top : bottom).push(part);
  }
  if (variant % 2 === 1) bottom.reverse();
  const topDepth = 12 + (variant % 2);
  const hallDepth = 4;
  const bottomDepth = 14;
  const width = Math.max(...[top, bottom].map((row) => row.reduce((n, p) => n + p[2], 0)));
  const rooms: PlanRoom[] = [];
  const place = (row: Part[], y: number, h: number, name: 'top' | 'bottom') => {
    const total = row.reduce((n, p) => n + p[2], 0);
    let x = 0;
    for (const [kind, label, w] of row) {
      const scaled = (w * width) / total;
      rooms.push({ kind, label, x, y, w: scaled, h, row: name });
      x += scaled;
    }
  };
  place(top, 0, topDepth, 'top');
  place(bottom, topDepth + hallDepth, bottomDepth, 'bottom');
  return { width, depth: topDepth + hallDepth + bottomDepth, hallY: topDepth, hallDepth, rooms };
}

/** 11.5 ft as 11'6". */
export function feet(value: number): string {
  const inches = Math.round(value * 2) * 6;
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}
