import { seededRandom, type Random } from './random';
import {
  box,
  flatEllipse,
  line,
  onBack,
  onFloor,
  onSide,
  planks,
  shell,
  tiles,
  type Room,
} from './room-kit';
import {
  artwork,
  backWindow,
  floorLamp,
  newPicture,
  outsideSkies,
  pendant,
  plant,
  rug,
  shade,
  sideWindow,
} from './room-parts';
import { THEMES, type Theme, type ThemeName } from './room-themes';
import { HOUSE_HEIGHT, HOUSE_WIDTH } from './shapes';

export type RoomKind = 'living' | 'kitchen' | 'bedroom' | 'bathroom';

export interface RoomDrawing {
  kind: RoomKind;
  theme: ThemeName;
  seed: number;
  /** An odd variant is seen from the other side of the room. */
  variant?: number;
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${HOUSE_WIDTH}" height="${HOUSE_HEIGHT}" viewBox="110 80 980 653">${body}</svg>`;

function roomOf(random: Random, width: number, depth: number): Room {
  return { width, height: 2.7, depth, eyeX: width / 2 + (random.next() - 0.5) * 1.2, eyeY: 1.35 };
}

/** A soft shadow under a piece of furniture. */
const shadow = (room: Room, x0: number, z0: number, x1: number, z1: number) =>
  onFloor(room, 0.003, x0 - 0.08, z0 - 0.08, x1 + 0.08, z1 + 0.05, '#000000', 'opacity="0.12"');

function living(t: Theme, random: Random) {
  const room = roomOf(random, 5.8, 6.8);
  const d = room.depth;
  const sky = random.pick(outsideSkies);
  const c = room.width / 2 + (random.next() - 0.5) * 0.6;
  const half = random.int(9, 12) / 10;
  const leftWindow = random.chance(0.5);
  let out = shell(room, t.wall, t.floor) + planks(room, t.floor);
  out += onBack(room, d - 0.002, c - half - 0.6, 0.1, c + half + 0.6, room.height, t.accentWall);
  out += leftWindow
    ? sideWindow(room, 0, d - 2.6, 0.5, d - 0.6, 2.3, sky, random, shade(t.cushion, 0.95))
    : backWindow(room, 0.35, 0.9, c - half - 0.75, 2.2, sky, random);
  out += artwork(room, c - 0.7, 1.35, c + 0.7, 2.0, t.art, random);
  out += rug(room, c - 1.7, d - 3.0, c + 1.7, d - 0.7, t.rug, t.rugBorder);
  // The sofa: seat, back, arms and cushions.
  out += shadow(room, c - half - 0.2, d - 1.0, c + half + 0.2, d - 0.05);
  out += box(room, [c - half, 0.12, d - 0.95], [c + half, 0.45, d - 0.08], t.sofa);
  out += box(room, [c - half, 0.45, d - 0.35], [c + half, 0.9, d - 0.08], shade(t.sofa, 0.92));
  out += box(
    room,
    [c - half - 0.22, 0.12, d - 0.98],
    [c - half, 0.65, d - 0.08],
    shade(t.sofa, 0.95),
  );
  out += box(
    room,
    [c + half, 0.12, d - 0.98],
    [c + half + 0.22, 0.65, d - 0.08],
    shade(t.sofa, 0.95),
  );
  for (const x of [c - half + 0.1, c + half - 0.5]) {
    out += box(room, [x, 0.45, d - 0.5], [x + 0.4, 0.8, d - 0.36], t.cushion);
  }
  for (const x of [c - half - 0.15, c + half + 0.12]) {
    out += box(room, [x, 0, d - 0.9], [x + 0.05, 0.12, d - 0.85], t.metal);
  }
  // Coffee table.
  out += shadow(room, c - 0.6, d - 2.2, c + 0.6, d - 1.6);
  for (const [x, z] of [
    [c - 0.55, d - 2.15],
    [c + 0.5, d - 2.15],
    [c - 0.55, d - 1.7],
    [c + 0.5, d - 1.7],
  ] as const) {
    out += box(room, [x, 0, z], [x + 0.05, 0.38, z + 0.05], t.metal);
  }
  out += box(room, [c - 0.6, 0.38, d - 2.2], [c + 0.6, 0.43, d - 1.62], t.wood);
  out += box(room, [c - 0.2, 0.43, d - 2.0], [c + 0.15, 0.48, d - 1.8], random.pick(t.art));
  out += flatEllipse(room, c + 0.35, 0.5, d - 1.9, 0.09, 0.09, '#ffffff');
  // Armchair, lamp and plant.
  out += floorLamp(room, room.width - 0.45, d - 0.5, '#f8f1de');
  const ax = Math.min(c + half + 0.75, room.width - 1.1);
  const chair = random.pick([t.cushion, t.rug, shade(t.sofa, 1.2)]);
  out += shadow(room, ax, d - 2.7, ax + 0.9, d - 1.9);
  out += box(room, [ax + 0.05, 0.12, d - 2.65], [ax + 0.75, 0.45, d - 1.95], chair);
  out += box(room, [ax + 0.75, 0.12, d - 2.7], [ax + 0.9, 0.95, d - 1.9], shade(chair, 0.85));
  out += box(room, [ax, 0.12, d - 2.7], [ax + 0.75, 0.62, d - 2.55], shade(chair, 0.9));
  out += box(room, [ax, 0.12, d - 2.05], [ax + 0.75, 0.62, d - 1.9], shade(chair, 0.9));
  out += plant(room, 0.5, d - 0.5, 1.4, t.pot);
  return svg(out);
}

function kitchen(t: Theme, random: Random) {
  const room = roomOf(random, 5.4, 6.6);
  const d = room.depth;
  const sky = random.pick(outsideSkies);
  const fridgeLeft = random.chance(0.5);
  const fx = fridgeLeft ? 0.15 : room.width - 1.0;
  const [run0, run1] = fridgeLeft ? [1.05, room.width] : [0, room.width - 1.05];
  const sink = (run0 + run1) / 2;
  let out = shell(room, t.wall, t.tile) + tiles(room, t.tile, 0.6);
  // Splashback, window over the sink, upper cabinets either side.
  out += onBack(room, d - 0.002, run0, 0.9, run1, 1.5, shade(t.tile, 0.97));
  for (let y = 1.0; y < 1.5; y += 0.1) {
    out += line(room, [run0, y, d - 0.004], [run1, y, d - 0.004], shade(t.tile, 0.85), 1);
  }
  out += backWindow(
    room,
    sink - 0.65,
    1.05,
    sink + 0.65,
    2.05,
    sky,
    random,
    shade(t.cabinet, 0.98),
  );
  for (const [a, b] of [
    [run0, sink - 0.85],
    [sink + 0.85, run1],
  ] as const) {
    if (b - a < 0.3) continue;
    out += box(room, [a, 1.55, d - 0.38], [b, 2.3, d], t.cabinet);
    for (let x = a + 0.5; x < b - 0.1; x += 0.5) {
      out += line(room, [x, 1.58, d - 0.385], [x, 2.27, d - 0.385], shade(t.cabinet, 0.75), 1.5);
    }
  }
  // Base cabinets, worktop, hob and tap.
  out += box(room, [run0, 0.1, d - 0.62], [run1, 0.88, d], t.cabinet);
  out += onBack(room, d - 0.625, run0, 0, run1, 0.1, shade(t.cabinet, 0.6));
  for (let x = run0 + 0.6; x < run1 - 0.1; x += 0.6) {
    out += line(room, [x, 0.12, d - 0.625], [x, 0.86, d - 0.625], shade(t.cabinet, 0.7), 1.5);
    out += line(room, [x - 0.45, 0.78, d - 0.63], [x - 0.15, 0.78, d - 0.63], t.metal, 3);
  }
  out += box(room, [run0, 0.88, d - 0.66], [run1, 0.93, d], t.counter);
  out += onFloor(room, 0.931, sink - 0.3, d - 0.5, sink + 0.3, d - 0.15, shade(t.counter, 0.7));
  out += line(room, [sink, 0.93, d - 0.08], [sink, 1.2, d - 0.08], t.metal, 4);
  const hob = sink + (fridgeLeft ? -1.2 : 1.2) * (run1 - run0 > 3.2 ? 1 : 0.8);
  out += onFloor(room, 0.932, hob - 0.3, d - 0.55, hob + 0.3, d - 0.1, '#1e1e1e');
  // The fridge.
  out += box(room, [fx, 0, d - 0.7], [fx + 0.85, 2.05, d], shade(t.cabinet, 0.96));
  out += line(room, [fx + 0.1, 0.5, d - 0.705], [fx + 0.1, 1.6, d - 0.705], t.metal, 3);
  // The island, its pendants and stools: one colour for all the stools, each on four legs
  // with a footrest.
  const ic = room.width / 2;
  out += shadow(room, ic - 0.95, d - 2.45, ic + 0.95, d - 1.6);
  out += box(room, [ic - 0.9, 0.05, d - 2.4], [ic + 0.9, 0.88, d - 1.65], t.wood);
  out += box(room, [ic - 1.0, 0.88, d - 2.47], [ic + 1.0, 0.93, d - 1.6], t.counter);
  out += box(room, [ic + 0.3, 0.93, d - 2.2], [ic + 0.7, 0.96, d - 1.9], '#ffffff');
  for (const x of [ic - 0.6, ic + 0.6]) out += pendant(room, x, d - 2.0, 0.75, t.metal);
  const stool = random.pick([t.sofa, t.wood, t.cushion]);
  for (const x of [ic - 0.6, ic, ic + 0.6]) {
    const [z0, z1] = [d - 2.9, d - 2.6];
    for (const [lx, lz] of [
      [x - 0.13, z0 + 0.03],
      [x + 0.13, z0 + 0.03],
      [x - 0.13, z1 - 0.03],
      [x + 0.13, z1 - 0.03],
    ] as const) {
      out += line(room, [lx, 0, lz], [lx, 0.64, lz], t.metal, 2.5);
    }
    out += line(room, [x - 0.13, 0.25, z0 + 0.03], [x + 0.13, 0.25, z0 + 0.03], t.metal, 2);
    out += box(room, [x - 0.17, 0.64, z0], [x + 0.17, 0.7, z1], stool);
  }
  return svg(out);
}

function bedroom(t: Theme, random: Random) {
  const room = roomOf(random, 5.2, 6.4);
  const d = room.depth;
  const sky = random.pick(outsideSkies);
  const c = room.width / 2 + (random.next() - 0.5) * 0.5;
  const w = random.chance(0.6) ? 0.85 : 0.7;
  let out = shell(room, t.wall, t.floor) + planks(room, t.floor);
  out += onBack(room, d - 0.002, c - w - 0.7, 0.1, c + w + 0.7, room.height, t.accentWall);
  out += sideWindow(
    room,
    random.chance(0.5) ? 0 : room.width,
    d - 2.6,
    0.7,
    d - 1.0,
    2.2,
    sky,
    random,
    shade(t.bedding, 0.9),
  );
  out += artwork(room, c - 0.55, 1.45, c + 0.55, 1.95, t.art, random);
  out += rug(room, c - w - 0.6, d - 2.8, c + w + 0.6, d - 0.9, t.rug, t.rugBorder);
  // The bed: headboard, frame, mattress, duvet, pillows and a throw.
  out += box(room, [c - w - 0.05, 0, d - 0.1], [c + w + 0.05, 1.15, d - 0.02], t.wood);
  out += shadow(room, c - w, d - 2.2, c + w, d - 0.1);
  out += box(room, [c - w, 0.05, d - 2.15], [c + w, 0.32, d - 0.1], t.wood);
  out += box(room, [c - w + 0.03, 0.32, d - 2.12], [c + w - 0.03, 0.55, d - 0.12], t.bedding);
  out += box(
    room,
    [c - w + 0.02, 0.5, d - 1.6],
    [c + w - 0.02, 0.6, d - 0.9],
    shade(t.bedding, 0.96),
  );
  out += box(room, [c - w + 0.01, 0.3, d - 2.14], [c + w - 0.01, 0.58, d - 1.65], t.throwColour);
  for (const x of [c - w + 0.1, c + 0.05]) {
    out += box(room, [x, 0.55, d - 0.55], [x + w - 0.15, 0.75, d - 0.16], '#ffffff');
  }
  // Bedside tables and lamps.
  for (const x of [c - w - 0.6, c + w + 0.1]) {
    out += box(room, [x, 0, d - 0.5], [x + 0.5, 0.55, d - 0.05], t.wood);
    out += line(
      room,
      [x + 0.05, 0.3, d - 0.505],
      [x + 0.45, 0.3, d - 0.505],
      shade(t.wood, 0.7),
      1.5,
    );
    out += box(room, [x + 0.18, 0.55, d - 0.32], [x + 0.32, 0.75, d - 0.18], t.metal);
    out += box(room, [x + 0.08, 0.75, d - 0.4], [x + 0.42, 1.0, d - 0.1], '#fbf1d8');
  }
  out += plant(room, room.width - 0.5, d - 0.4, 1.1, t.pot);
  return svg(out);
}

function bathroom(t: Theme, random: Random) {
  const room = roomOf(random, 3.6, 5.4);
  const d = room.depth;
  const sky = random.pick(outsideSkies);
  const tubLeft = random.chance(0.5);
  const [t0, t1] = tubLeft ? [0, 1.75] : [room.width - 1.75, room.width];
  const [v0, v1] = tubLeft ? [2.25, 3.35] : [0.25, 1.35];
  let out = shell(room, t.wall, shade(t.tile, 0.9)) + tiles(room, shade(t.tile, 0.9), 0.3);
  // Tiled walls to shoulder height.
  out += onBack(room, d - 0.002, 0, 0, room.width, 1.3, t.tile);
  out += onSide(room, 0.003, 0.6, 0, d, 1.3, shade(t.tile, 0.95));
  out += onSide(room, room.width - 0.003, 0.6, 0, d, 1.3, shade(t.tile, 0.95));
  for (let y = 0.2; y < 1.3; y += 0.2) {
    out += line(room, [0, y, d - 0.004], [room.width, y, d - 0.004], shade(t.tile, 0.85), 1);
  }
  for (let x = 0.2; x < room.width; x += 0.2) {
    out += line(room, [x, 0, d - 0.004], [x, 1.3, d - 0.004], shade(t.tile, 0.85), 1);
  }
  out += backWindow(room, (t0 + t1) / 2 - 0.45, 1.5, (t0 + t1) / 2 + 0.45, 2.2, sky, random);
  // The bath, its water and tap.
  out += box(room, [t0, 0, d - 0.8], [t1, 0.58, d], '#fbfbfb');
  out += onFloor(room, 0.581, t0 + 0.1, d - 0.7, t1 - 0.1, d - 0.1, '#d7e3ea');
  out += onFloor(room, 0.582, t0 + 0.16, d - 0.64, t1 - 0.16, d - 0.16, '#bcd9ea');
  out += line(room, [(t0 + t1) / 2, 0.58, d - 0.04], [(t0 + t1) / 2, 0.8, d - 0.04], t.metal, 4);
  // Vanity, basin and mirror.
  out += onBack(room, d - 0.006, v0 + 0.05, 1.35, v1 - 0.05, 2.1, t.metal);
  out += onBack(room, d - 0.008, v0 + 0.09, 1.39, v1 - 0.09, 2.06, '#cfe0ea');
  out += onBack(room, d - 0.009, v0 + 0.2, 1.6, v0 + 0.5, 1.95, '#e8f2f7', 'opacity="0.7"');
  out += box(room, [v0, 0.2, d - 0.5], [v1, 0.82, d], t.wood);
  out += line(
    room,
    [(v0 + v1) / 2, 0.22, d - 0.505],
    [(v0 + v1) / 2, 0.8, d - 0.505],
    shade(t.wood, 0.7),
    1.5,
  );
  out += box(room, [v0 - 0.02, 0.82, d - 0.52], [v1 + 0.02, 0.86, d], t.counter);
  out += flatEllipse(room, (v0 + v1) / 2, 0.862, d - 0.27, 0.26, 0.16, '#ffffff');
  out += flatEllipse(room, (v0 + v1) / 2, 0.864, d - 0.27, 0.2, 0.11, '#dfe7ec');
  out += line(room, [(v0 + v1) / 2, 0.86, d - 0.04], [(v0 + v1) / 2, 1.02, d - 0.04], t.metal, 4);
  // A bath mat, a toilet against the side wall and a towel on a rail above it.
  const mat = random.pick([t.throwColour, t.rug, '#ffffff']);
  out += onFloor(room, 0.004, t0 + 0.45, d - 1.35, t1 - 0.45, d - 0.95, mat);
  const wall = tubLeft ? room.width : 0;
  const side = tubLeft ? -1 : 1;
  const [wx0, wx1] = [wall, wall + side * 0.2].sort((a, b) => a - b) as [number, number];
  const [bx0, bx1] = [wall + side * 0.2, wall + side * 0.68].sort((a, b) => a - b) as [
    number,
    number,
  ];
  out += onSide(room, wall - side * 0.003, d - 2.3, 1.25, d - 1.7, 1.27, t.metal);
  out += onSide(room, wall + side * 0.03, d - 2.25, 0.75, d - 1.75, 1.26, mat);
  out += box(room, [wx0, 0.42, d - 1.45], [wx1, 0.82, d - 0.95], '#fbfbfb');
  const bc = (bx0 + bx1) / 2;
  out += box(room, [bc - 0.15, 0, d - 1.3], [bc + 0.15, 0.36, d - 1.1], '#eeeeee');
  out += flatEllipse(room, bc, 0.36, d - 1.2, 0.26, 0.19, '#e4e4e4');
  out += flatEllipse(room, bc, 0.4, d - 1.2, 0.26, 0.19, '#fdfdfd');
  out += flatEllipse(room, bc, 0.402, d - 1.2, 0.18, 0.12, '#dfe5e9');
  return svg(out);
}

const painters: Record<RoomKind, (theme: Theme, random: Random) => string> = {
  living,
  kitchen,
  bedroom,
  bathroom,
};

/** A room in perspective, as SVG: floor, walls, a window onto the sky and its furniture. */
export function roomSvg({ kind, theme, seed, variant = 0 }: RoomDrawing): string {
  newPicture();
  const picture = painters[kind](THEMES[theme], seededRandom(seed));
  if (variant % 2 === 0) return picture;
  const body = picture.slice(picture.indexOf('>') + 1, picture.lastIndexOf('</svg>'));
  return svg(`<g transform="translate(${HOUSE_WIDTH},0) scale(-1,1)">${body}</g>`);
}
