import type { Random } from './random';
import {
  box,
  FOCAL_PX,
  face,
  flatEllipse,
  line,
  onBack,
  onSide,
  project,
  shade,
  type Room,
} from './room-kit';

// What furnishes a room: windows onto a sky, art, plants, lamps, rugs.

export const outsideSkies = [
  ['#5fa8e8', '#bfe3fb'], // midday
  ['#f08a5d', '#ffd9a0'], // golden hour
  ['#3b4c8f', '#c59ad6'], // dusk
  ['#8cc8ee', '#eaf6ff'], // morning
] as const;

let clipCount = 0;

/** Starts a new picture: clip ids count from one again, so a picture is a function of its inputs. */
export function newPicture() {
  clipCount = 0;
}

/** The view through a window: sky, far hills or roofs, a tree; clipped to the glass. */
function view(points: [number, number][], sky: readonly [string, string], random: Random) {
  const id = `v${(clipCount += 1)}`;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [left, right, top, bottom] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const w = right - left;
  const h = bottom - top;
  const poly = points.map((p) => p.map((v) => v.toFixed(1)).join(',')).join(' ');
  const horizon = bottom - h * (0.25 + random.next() * 0.15);
  let land = `<path d="M${left},${horizon} Q${left + w * 0.3},${horizon - h * 0.18} ${left + w * 0.55},${horizon - h * 0.05} T${right},${horizon - h * 0.1} L${right},${bottom} L${left},${bottom} Z" fill="#7fa37a" opacity="0.9"/>`;
  if (random.chance(0.5)) {
    land = '';
    for (let x = left; x < right; x += w / 6) {
      const bh = h * (0.15 + random.next() * 0.35);
      land += `<rect x="${x.toFixed(1)}" y="${(bottom - bh).toFixed(1)}" width="${(w / 7).toFixed(1)}" height="${bh.toFixed(1)}" fill="#9fb0c4" opacity="0.8"/>`;
    }
  }
  const tx = left + w * (0.15 + random.next() * 0.7);
  const tree = `<circle cx="${tx.toFixed(1)}" cy="${(bottom - h * 0.35).toFixed(1)}" r="${(w * 0.16).toFixed(1)}" fill="#4f8a4f" opacity="0.85"/>`;
  return `<defs><clipPath id="${id}"><polygon points="${poly}"/></clipPath><linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs><g clip-path="url(#${id})"><rect x="${left}" y="${top}" width="${w}" height="${h}" fill="url(#${id}g)"/>${land}${tree}</g>`;
}

/** A window on the back wall, with its frame, bars and sill. */
export function backWindow(
  room: Room,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sky: readonly [string, string],
  random: Random,
  frame = '#ffffff',
) {
  const z = room.depth - 0.005;
  const corners = [
    project(room, [x0, y0, z]),
    project(room, [x1, y0, z]),
    project(room, [x1, y1, z]),
    project(room, [x0, y1, z]),
  ];
  const bars = Math.max(1, Math.round((x1 - x0) / 0.7));
  let out = onBack(room, z + 0.003, x0 - 0.07, y0 - 0.07, x1 + 0.07, y1 + 0.07, frame);
  out += view(corners, sky, random);
  for (let i = 1; i < bars; i += 1) {
    const x = x0 + ((x1 - x0) * i) / bars;
    out += line(room, [x, y0, z], [x, y1, z], frame, 5);
  }
  out += line(room, [x0, y0 + (y1 - y0) * 0.62, z], [x1, y0 + (y1 - y0) * 0.62, z], frame, 4);
  out += box(room, [x0 - 0.1, y0 - 0.05, z - 0.12], [x1 + 0.1, y0, z], frame);
  return out;
}

/** A tall window on the left (x = 0) or right wall, seen at an angle. */
export function sideWindow(
  room: Room,
  x: number,
  z0: number,
  y0: number,
  z1: number,
  y1: number,
  sky: readonly [string, string],
  random: Random,
  curtain?: string,
) {
  const inset = x === 0 ? 0.005 : -0.005;
  const wx = x + inset;
  const corners = [
    project(room, [wx, y0, z0]),
    project(room, [wx, y0, z1]),
    project(room, [wx, y1, z1]),
    project(room, [wx, y1, z0]),
  ];
  let out = onSide(room, wx + inset, z0 - 0.08, y0 - 0.08, z1 + 0.08, y1 + 0.08, '#ffffff');
  out += view(corners, sky, random);
  const mid = (z0 + z1) / 2;
  out += line(room, [wx, y0, mid], [wx, y1, mid], '#ffffff', 6);
  // Light on the floor, thrown in from the window.
  const lx = x === 0 ? 1.4 : -1.4;
  out += face(
    room,
    [
      [x, 0.002, z0],
      [x, 0.002, z1],
      [x + lx, 0.002, z1 + 0.6],
      [x + lx, 0.002, z0 + 0.6],
    ],
    '#fff6dc',
    'opacity="0.35"',
  );
  if (curtain) {
    const c = x === 0 ? 0.02 : -0.02;
    out += onSide(room, wx + c, z0 - 0.35, 0.15, z0 - 0.05, y1 + 0.2, curtain);
    out += onSide(room, wx + c, z1 + 0.05, 0.15, z1 + 0.35, y1 + 0.2, curtain);
  }
  return out;
}

/** A framed picture on the back wall: an abstract print in the room's colours. */
export function artwork(
  room: Room,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  colours: string[],
  random: Random,
) {
  const z = room.depth - 0.01;
  let out = onBack(room, z, x0, y0, x1, y1, '#2b2b2b');
  out += onBack(room, z - 0.001, x0 + 0.03, y0 + 0.03, x1 - 0.03, y1 - 0.03, '#fbf8f2');
  const [a, b] = [random.pick(colours), random.pick(colours)];
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  out += onBack(room, z - 0.002, x0 + 0.08, y0 + 0.08, mx + 0.02, y1 - 0.08, a, 'opacity="0.85"');
  out += onBack(room, z - 0.002, mx - 0.05, y0 + 0.08, x1 - 0.08, my, b, 'opacity="0.85"');
  return out;
}

/** A potted plant: a pot and a fan of leaves. */
export function plant(room: Room, x: number, z: number, size: number, pot: string) {
  const potTop = 0.38 * size;
  const [cx, cy] = project(room, [x, potTop, z]);
  const px = (FOCAL_PX * size) / z;
  const greens = ['#3f7f4a', '#4f9a58', '#2f6b3f', '#5aa864'];
  let out = box(
    room,
    [x - 0.14 * size, 0, z - 0.14 * size],
    [x + 0.14 * size, potTop, z + 0.14 * size],
    pot,
  );
  for (let i = 0; i < 9; i += 1) {
    const angle = -80 + i * 20;
    const length = px * (0.55 + ((i * 7) % 4) * 0.08);
    out += `<ellipse cx="0" cy="${(-length / 2).toFixed(1)}" rx="${(length * 0.16).toFixed(1)}" ry="${(length / 2).toFixed(1)}" fill="${greens[i % greens.length]}" transform="translate(${cx.toFixed(1)},${cy.toFixed(1)}) rotate(${angle})"/>`;
  }
  return out;
}

export function floorLamp(room: Room, x: number, z: number, shadeColour: string) {
  let out = flatEllipse(room, x, 0.01, z, 0.18, 0.18, '#2b2b2b');
  out += line(room, [x, 0, z], [x, 1.45, z], '#2b2b2b', 4);
  out += box(room, [x - 0.2, 1.4, z - 0.2], [x + 0.2, 1.72, z + 0.2], shadeColour);
  return out;
}

export function rug(
  room: Room,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  colour: string,
  border: string,
) {
  return (
    face(
      room,
      [
        [x0, 0.004, z0],
        [x1, 0.004, z0],
        [x1, 0.004, z1],
        [x0, 0.004, z1],
      ],
      border,
    ) +
    face(
      room,
      [
        [x0 + 0.12, 0.006, z0 + 0.12],
        [x1 - 0.12, 0.006, z0 + 0.12],
        [x1 - 0.12, 0.006, z1 - 0.12],
        [x0 + 0.12, 0.006, z1 - 0.12],
      ],
      colour,
    )
  );
}

/** A pendant light hanging from the ceiling. */
export function pendant(room: Room, x: number, z: number, drop: number, colour: string) {
  const top = room.height;
  const y = top - drop;
  return (
    line(room, [x, top, z], [x, y + 0.2, z], '#333333', 2) +
    box(room, [x - 0.16, y, z - 0.16], [x + 0.16, y + 0.22, z + 0.16], colour) +
    flatEllipse(room, x, y - 0.001, z, 0.1, 0.1, '#fff2c4')
  );
}

export { shade };
