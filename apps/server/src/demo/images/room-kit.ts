import { HOUSE_HEIGHT, HOUSE_WIDTH } from './shapes';

// A room seen through a pinhole camera: metres in, pixels out. X runs across the room from its
// left wall, Y up from the floor, Z away from the camera; the back wall stands at Z = depth.

export interface Room {
  width: number;
  height: number;
  depth: number;
  /** The camera's X and eye height. */
  eyeX: number;
  eyeY: number;
}

const FOCAL = 900;
/** Pixels per metre at one metre away. */
export const FOCAL_PX = FOCAL;
const HORIZON = 400;

export type Point3 = [number, number, number];

export function project(room: Room, [x, y, z]: Point3): [number, number] {
  return [HOUSE_WIDTH / 2 + (FOCAL * (x - room.eyeX)) / z, HORIZON - (FOCAL * (y - room.eyeY)) / z];
}

const hex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** A colour made lighter (factor > 1) or darker (< 1). */
export function shade(colour: string, factor: number): string {
  const n = parseInt(colour.slice(1, 7), 16);
  const channel = (shift: number) => ((n >> shift) & 255) * factor + (factor > 1 ? 12 : 0);
  return `#${hex(channel(16))}${hex(channel(8))}${hex(channel(0))}`;
}

export function face(room: Room, points: Point3[], fill: string, extra = ''): string {
  const flat = points.map((p) =>
    project(room, p)
      .map((v) => v.toFixed(1))
      .join(','),
  );
  return `<polygon points="${flat.join(' ')}" fill="${fill}" ${extra}/>`;
}

/** An axis-aligned box: the faces the camera sees, lit from above and a little from the left. */
export function box(
  room: Room,
  [x0, y0, z0]: Point3,
  [x1, y1, z1]: Point3,
  colour: string,
  extra = '',
): string {
  let out = '';
  if (y1 < room.eyeY)
    out += face(
      room,
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      shade(colour, 1.12),
      extra,
    );
  if (y0 > room.eyeY)
    out += face(
      room,
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      shade(colour, 0.7),
      extra,
    );
  if (x0 > room.eyeX)
    out += face(
      room,
      [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
      shade(colour, 0.82),
      extra,
    );
  if (x1 < room.eyeX)
    out += face(
      room,
      [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
      shade(colour, 0.9),
      extra,
    );
  out += face(
    room,
    [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
    ],
    colour,
    extra,
  );
  return out;
}

/**
 * A flat rectangle on a plane: `at` fixes one coordinate, (u0, v0)–(u1, v1) span the other two
 * (mapped to a point by `point`), corners in the order (u0, v0), (u1, v0), (u1, v1), (u0, v1).
 */
function onPlane(
  room: Room,
  point: (u: number, v: number) => Point3,
  u0: number,
  v0: number,
  u1: number,
  v1: number,
  fill: string,
  extra: string,
): string {
  return face(room, [point(u0, v0), point(u1, v0), point(u1, v1), point(u0, v1)], fill, extra);
}

/** A flat rectangle on a plane of constant Z (a picture, a door, a window on the back wall). */
export const onBack = (
  room: Room,
  z: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  fill: string,
  extra = '',
) => onPlane(room, (x, y) => [x, y, z], x0, y0, x1, y1, fill, extra);

/** A flat rectangle on a side wall (constant X), from z0 to z1 and y0 to y1. */
export const onSide = (
  room: Room,
  x: number,
  z0: number,
  y0: number,
  z1: number,
  y1: number,
  fill: string,
  extra = '',
) => onPlane(room, (z, y) => [x, y, z], z0, y0, z1, y1, fill, extra);

/** A flat rectangle on the floor (or any constant Y). */
export const onFloor = (
  room: Room,
  y: number,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  fill: string,
  extra = '',
) => onPlane(room, (x, z) => [x, y, z], x0, z0, x1, z1, fill, extra);

export function line(room: Room, a: Point3, b: Point3, stroke: string, width: number, extra = '') {
  const [x1, y1] = project(room, a);
  const [x2, y2] = project(room, b);
  return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
}

/** An ellipse lying flat at height y (a bowl, a round table top, a lamp shade's rim). */
export function flatEllipse(
  room: Room,
  cx: number,
  y: number,
  cz: number,
  rx: number,
  rz: number,
  fill: string,
) {
  const points: Point3[] = [];
  for (let i = 0; i < 20; i += 1) {
    const a = (i / 20) * Math.PI * 2;
    points.push([cx + Math.cos(a) * rx, y, cz + Math.sin(a) * rz]);
  }
  return face(room, points, fill);
}

export const NEAR = 0.6;

/** Floor, ceiling and the three walls. */
export function shell(room: Room, wall: string, floor: string, ceiling = '#f4f1ec'): string {
  const { width: w, height: h, depth: d } = room;
  return [
    `<rect width="${HOUSE_WIDTH}" height="${HOUSE_HEIGHT}" fill="${wall}"/>`,
    onFloor(room, h, 0, NEAR, w, d, ceiling),
    face(
      room,
      [
        [0, 0, NEAR],
        [0, h, NEAR],
        [0, h, d],
        [0, 0, d],
      ],
      shade(wall, 0.9),
    ),
    face(
      room,
      [
        [w, 0, NEAR],
        [w, h, NEAR],
        [w, h, d],
        [w, 0, d],
      ],
      shade(wall, 0.95),
    ),
    onBack(room, d, 0, 0, w, h, wall),
    onFloor(room, 0, 0, NEAR, w, d, floor),
    // Skirting boards.
    onBack(room, d - 0.01, 0, 0, w, 0.1, shade(wall, 1.08)),
    onSide(room, 0.01, NEAR, 0, d, 0.1, shade(wall, 1.02)),
    onSide(room, w - 0.01, NEAR, 0, d, 0.1, shade(wall, 1.02)),
  ].join('');
}

/** Planks running away from the camera. */
export function planks(room: Room, colour: string): string {
  let out = '';
  for (let x = 0.18; x < room.width; x += 0.18) {
    out += line(room, [x, 0, NEAR], [x, 0, room.depth], shade(colour, 0.8), 1.5);
  }
  for (let z = 1.2; z < room.depth; z += 0.9) {
    for (let x = 0; x < room.width; x += 0.36) {
      const offset = (Math.round(z * 10) % 2) * 0.18;
      out += line(room, [x + offset, 0, z], [x + offset + 0.18, 0, z], shade(colour, 0.85), 1);
    }
  }
  return out;
}

/** Square tiles on the floor. */
export function tiles(room: Room, colour: string, size = 0.45): string {
  let out = '';
  for (let x = size; x < room.width; x += size) {
    out += line(room, [x, 0, NEAR], [x, 0, room.depth], shade(colour, 0.8), 1.5);
  }
  for (let z = 1; z < room.depth; z += size) {
    out += line(room, [0, 0, z], [room.width, 0, z], shade(colour, 0.8), 1.5);
  }
  return out;
}
