import sharp from 'sharp';

/**
 * Pictures for the demo data, drawn here as SVG and rasterised with sharp, so the demo needs
 * no download and no installed font. Every picture is a function of its inputs alone: the
 * same demo draws the same bytes, and content-addressed storage keeps each once.
 */

export type HouseStyle = 'cottage' | 'ranch' | 'townhouse' | 'modern' | 'tower' | 'villa' | 'cabin';

export const HOUSE_WIDTH = 1200;
export const HOUSE_HEIGHT = 800;
export const AVATAR_SIZE = 400;

/** A small deterministic random generator (mulberry32), so each picture varies but repeats. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof seededRandom>;

const skies = [
  ['#7ec8f0', '#d9f1ff', '#fff4b8'], // midday
  ['#ff9a76', '#ffd6a5', '#fff1c1'], // sunset
  ['#5b6ee1', '#b8a9f5', '#f7d9ff'], // dusk
  ['#86e3ce', '#d0f5ec', '#fffbe0'], // morning
  ['#4aa3df', '#a9dcf7', '#ffffff'], // clear
] as const;
const walls = [
  '#f4efe6',
  '#e8d5b7',
  '#d9e4dd',
  '#f2c6b4',
  '#c9d6ea',
  '#f6e3a1',
  '#e0c3d8',
  '#cfd8c4',
];
const roofs = ['#8c3b2f', '#3d4a5c', '#5a3e36', '#2f5d50', '#7a4f9a', '#b5542d', '#444444'];
const doors = ['#2e4057', '#8a2f2f', '#2f6b4f', '#6b4226', '#c0872f', '#1f1f1f'];
const grasses = ['#7cb66b', '#8fc47a', '#69a35a', '#a3c97c'];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const poly = (points: number[][], fill: string, extra = '') =>
  `<polygon points="${points.map((p) => p.join(',')).join(' ')}" fill="${fill}" ${extra}/>`;

function window_(x: number, y: number, w: number, h: number, lit: boolean) {
  const glass = lit ? '#ffe69a' : '#a8d8f0';
  return [
    rect(x - 4, y - 4, w + 8, h + 8, '#ffffff'),
    rect(x, y, w, h, glass),
    `<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="4"/>`,
    `<line x1="${x}" y1="${y + h / 2}" x2="${x + w}" y2="${y + h / 2}" stroke="#ffffff" stroke-width="4"/>`,
  ].join('');
}

function door(x: number, y: number, w: number, h: number, colour: string) {
  return [
    rect(x, y, w, h, colour, 'rx="4"'),
    `<circle cx="${x + w - 12}" cy="${y + h / 2}" r="5" fill="#f1c40f"/>`,
  ].join('');
}

function roundTree(x: number, base: number, size: number, random: Random) {
  const leaf = random.pick(['#3f8f4f', '#4f9d5a', '#2f7d45', '#5aa864']);
  return [
    rect(x - size / 10, base - size * 0.9, size / 5, size * 0.9, '#7a5230'),
    `<circle cx="${x}" cy="${base - size}" r="${size * 0.55}" fill="${leaf}"/>`,
    `<circle cx="${x - size * 0.3}" cy="${base - size * 0.8}" r="${size * 0.38}" fill="${leaf}"/>`,
    `<circle cx="${x + size * 0.32}" cy="${base - size * 0.78}" r="${size * 0.36}" fill="${leaf}"/>`,
  ].join('');
}

function pineTree(x: number, base: number, size: number) {
  return [
    rect(x - size / 14, base - size * 0.3, size / 7, size * 0.3, '#6b4226'),
    poly(
      [
        [x - size * 0.35, base - size * 0.25],
        [x, base - size * 1.2],
        [x + size * 0.35, base - size * 0.25],
      ],
      '#2f6b4f',
    ),
  ].join('');
}

function palmTree(x: number, base: number, size: number) {
  const top = base - size;
  const leaves = [-70, -30, 10, 50, 100, 140]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const ex = x + Math.cos(rad) * size * 0.45;
      const ey = top + Math.sin(rad) * size * 0.25 + size * 0.08;
      return `<path d="M${x},${top} Q${(x + ex) / 2},${top - size * 0.15} ${ex},${ey}" stroke="#2f8f4f" stroke-width="${size / 14}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${x},${base} Q${x + size * 0.12},${base - size / 2} ${x},${top}" stroke="#8b6b3e" stroke-width="${size / 12}" fill="none"/>${leaves}`;
}

function clouds(random: Random) {
  let out = '';
  for (let i = 0; i < random.int(2, 4); i += 1) {
    const x = random.int(60, 1100);
    const y = random.int(60, 220);
    const s = random.int(40, 70);
    out += `<g fill="#ffffff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="${s * 1.6}" ry="${s * 0.6}"/><ellipse cx="${x - s * 0.6}" cy="${y - s * 0.3}" rx="${s * 0.8}" ry="${s * 0.6}"/><ellipse cx="${x + s * 0.5}" cy="${y - s * 0.4}" rx="${s}" ry="${s * 0.7}"/></g>`;
  }
  return out;
}

function skyline(random: Random) {
  let out = '';
  let x = -20;
  while (x < HOUSE_WIDTH) {
    const w = random.int(60, 130);
    const h = random.int(160, 420);
    out += rect(x, 620 - h, w, h, '#9fb3c8', 'opacity="0.55"');
    x += w + random.int(4, 20);
  }
  return out;
}

function hills(colour: string) {
  return `<path d="M0,560 Q200,470 420,540 T860,520 T1200,540 L1200,640 L0,640 Z" fill="${colour}" opacity="0.6"/>`;
}

function mountains(random: Random) {
  const peaks = [0, 1, 2, 3].map((i) => [i * 340 + random.int(-40, 40), random.int(220, 340)]);
  return peaks
    .map(
      ([x, y]) =>
        poly(
          [
            [x! - 260, 640],
            [x!, y!],
            [x! + 260, 640],
          ],
          '#7d8fa8',
        ) +
        poly(
          [
            [x! - 60, y! + 70],
            [x!, y!],
            [x! + 60, y! + 70],
          ],
          '#ffffff',
        ),
    )
    .join('');
}

function sea() {
  return `${rect(0, 560, HOUSE_WIDTH, 80, '#3fa7d6')}<path d="M0,580 Q60,570 120,580 T240,580 T360,580 T480,580 T600,580 T720,580 T840,580 T960,580 T1080,580 T1200,580" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.6"/>`;
}

function cottage(random: Random, wall: string, roof: string, doorColour: string) {
  const lit = random.chance(0.4);
  return [
    rect(700, 270, 46, 110, '#7a4a3a'),
    rect(380, 400, 440, 240, wall),
    poly(
      [
        [350, 410],
        [600, 240],
        [850, 410],
      ],
      roof,
    ),
    door(565, 520, 70, 120, doorColour),
    random.chance(0.5)
      ? poly(
          [
            [530, 500],
            [600, 460],
            [670, 500],
          ],
          roof,
        ) +
        rect(540, 500, 8, 140, '#ffffff') +
        rect(652, 500, 8, 140, '#ffffff')
      : '',
    window_(430, 450, 90, 80, lit),
    window_(680, 450, 90, 80, lit),
    `<circle cx="600" cy="345" r="32" fill="#ffffff"/><circle cx="600" cy="345" r="24" fill="${lit ? '#ffe69a' : '#a8d8f0'}"/>`,
  ].join('');
}

function ranch(random: Random, wall: string, roof: string, doorColour: string) {
  const lit = random.chance(0.3);
  return [
    rect(240, 470, 720, 170, wall),
    poly(
      [
        [210, 480],
        [340, 380],
        [860, 380],
        [990, 480],
      ],
      roof,
    ),
    rect(760, 530, 170, 110, '#d8d8d8'),
    ...[0, 1, 2, 3].map((i) => rect(770, 540 + i * 25, 150, 4, '#bbbbbb')),
    door(560, 530, 66, 110, doorColour),
    window_(290, 510, 100, 70, lit),
    window_(420, 510, 100, 70, lit),
    window_(650, 510, 80, 70, lit),
    rect(240, 470, 720, 10, '#ffffff', 'opacity="0.6"'),
  ].join('');
}

function townhouse(random: Random) {
  const colours = ['#a0522d', '#c1666b', '#6d7f95', '#d4a373', '#7f8c5a', '#8b4c39'];
  const first = random.int(0, colours.length - 1);
  let out = '';
  for (let unit = 0; unit < 3; unit += 1) {
    const x = 300 + unit * 200;
    const floors = random.int(3, 4);
    const top = 640 - floors * 110;
    const colour = colours[(first + unit * 2) % colours.length]!;
    out += rect(x, top, 200, 640 - top, colour);
    out += rect(x - 6, top - 18, 212, 22, '#eeeeee');
    for (let f = 0; f < floors - 1; f += 1) {
      const y = top + 22 + f * 110;
      out += window_(x + 28, y, 52, 70, random.chance(0.3));
      out += window_(x + 120, y, 52, 70, random.chance(0.3));
    }
    out += door(x + 70, 540, 60, 100, random.pick(doors));
    out += rect(x + 60, 628, 80, 12, '#cccccc');
  }
  return out;
}

function modern(random: Random, wall: string) {
  const wood = random.pick(['#b07d4f', '#9c6b3f', '#c48f5a']);
  const glass = '<stop offset="0" stop-color="#cdeffd"/><stop offset="1" stop-color="#6fb7dd"/>';
  return [
    `<defs><linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">${glass}</linearGradient></defs>`,
    rect(300, 440, 420, 200, wall),
    rect(560, 300, 380, 170, '#3b3f45'),
    rect(580, 320, 340, 130, 'url(#glass)'),
    rect(330, 470, 220, 140, 'url(#glass)'),
    rect(560, 470, 160, 170, wood),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => rect(566 + i * 22, 470, 6, 170, '#00000022')),
    rect(720, 470, 220, 170, wall),
    door(780, 530, 70, 110, '#2b2b2b'),
    rect(280, 430, 460, 14, '#2b2b2b'),
    rect(540, 290, 420, 14, '#2b2b2b'),
    `<line x1="620" y1="320" x2="620" y2="450" stroke="#ffffff" stroke-width="3" opacity="0.7"/><line x1="760" y1="320" x2="760" y2="450" stroke="#ffffff" stroke-width="3" opacity="0.7"/>`,
  ].join('');
}

function tower(random: Random, wall: string) {
  const floors = random.int(7, 11);
  const columns = random.int(4, 6);
  const width = columns * 64 + 20;
  const left = 600 - width / 2 + random.int(-60, 20);
  const top = 640 - floors * 46 - 40;
  let out =
    rect(left, top, width, 640 - top, wall) + rect(left - 10, top - 20, width + 20, 24, '#555555');
  for (let row = 0; row < floors; row += 1) {
    for (let col = 0; col < columns; col += 1) {
      const lit = random.chance(0.35);
      out += rect(left + 22 + col * 64, top + 20 + row * 46, 44, 30, lit ? '#ffe69a' : '#8fc3e0');
    }
  }
  const sideFloors = random.int(4, 7);
  const sideTop = 640 - sideFloors * 48 - 20;
  const sideLeft = left + width + 30;
  out += rect(
    sideLeft,
    sideTop,
    220,
    640 - sideTop,
    random.pick(['#b9c4cf', '#c9b8a8', '#a9b8a0']),
  );
  for (let row = 0; row < sideFloors; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      const lit = random.chance(0.3);
      out += rect(
        sideLeft + 20 + col * 66,
        sideTop + 20 + row * 48,
        46,
        30,
        lit ? '#ffe69a' : '#8fc3e0',
      );
    }
  }
  out += rect(left + width / 2 - 40, 580, 80, 60, '#2e4057');
  return out;
}

function villa(random: Random, wall: string, doorColour: string) {
  const terracotta = random.pick(['#c8553d', '#b5542d', '#d17a4b']);
  let out = [
    rect(250, 440, 700, 200, wall),
    poly(
      [
        [220, 450],
        [320, 370],
        [880, 370],
        [980, 450],
      ],
      terracotta,
    ),
    rect(420, 300, 360, 80, wall),
    poly(
      [
        [400, 310],
        [460, 260],
        [740, 260],
        [800, 310],
      ],
      terracotta,
    ),
    door(565, 530, 70, 110, doorColour),
  ].join('');
  for (const x of [300, 420, 700, 820]) {
    out += `<path d="M${x},600 L${x},520 A40,40 0 0,1 ${x + 80},520 L${x + 80},600 Z" fill="#a8d8f0" stroke="#ffffff" stroke-width="6"/>`;
  }
  out += rect(780, 680, 300, 60, '#5fc4e8', 'rx="10"');
  return out;
}

function cabin(random: Random, roof: string) {
  const logs = random.pick(['#8b5a2b', '#a0522d', '#7a4a2a']);
  return [
    poly(
      [
        [360, 640],
        [600, 250],
        [840, 640],
      ],
      logs,
    ),
    poly(
      [
        [330, 650],
        [600, 220],
        [620, 240],
        [370, 650],
      ],
      roof,
    ),
    poly(
      [
        [870, 650],
        [600, 220],
        [580, 240],
        [830, 650],
      ],
      roof,
    ),
    poly(
      [
        [480, 560],
        [600, 360],
        [720, 560],
      ],
      '#ffe69a',
      'stroke="#ffffff" stroke-width="8"',
    ),
    door(565, 570, 70, 70, '#4a2f1b'),
    rect(420, 636, 360, 12, '#5a3a1a'),
  ].join('');
}

export interface HouseDrawing {
  style: HouseStyle;
  seed: number;
}

/** A house illustration, as SVG. */
export function houseSvg({ style, seed }: HouseDrawing): string {
  const random = seededRandom(seed);
  const [top, middle, bottom] = random.pick(skies);
  const wall = random.pick(walls);
  const roof = random.pick(roofs);
  const doorColour = random.pick(doors);
  const grass = random.pick(grasses);
  const sunX = random.int(120, 1080);

  let backdrop: string;
  if (style === 'tower' || style === 'modern') backdrop = skyline(random);
  else if (style === 'villa') backdrop = sea();
  else if (style === 'cabin') backdrop = mountains(random);
  else backdrop = hills(grass);

  let building: string;
  switch (style) {
    case 'cottage':
      building = cottage(random, wall, roof, doorColour);
      break;
    case 'ranch':
      building = ranch(random, wall, roof, doorColour);
      break;
    case 'townhouse':
      building = townhouse(random);
      break;
    case 'modern':
      building = modern(random, wall);
      break;
    case 'tower':
      building = tower(random, wall);
      break;
    case 'villa':
      building = villa(random, wall, doorColour);
      break;
    case 'cabin':
      building = cabin(random, roof);
      break;
  }

  // Half of the houses face the other way.
  if (random.chance(0.5)) {
    building = `<g transform="translate(${HOUSE_WIDTH},0) scale(-1,1)">${building}</g>`;
  }

  let trees = '';
  const base = 660;
  if (style === 'villa') {
    trees = palmTree(160, base, 260) + palmTree(1050, base, 230);
  } else if (style === 'cabin') {
    for (const x of [110, 220, 980, 1090]) trees += pineTree(x, base, random.int(180, 260));
  } else if (style !== 'tower') {
    trees = roundTree(150, base, random.int(120, 170), random);
    trees += roundTree(1060, base, random.int(110, 160), random);
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HOUSE_WIDTH}" height="${HOUSE_HEIGHT}" viewBox="0 0 ${HOUSE_WIDTH} ${HOUSE_HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
${rect(0, 0, HOUSE_WIDTH, HOUSE_HEIGHT, 'url(#sky)')}
<circle cx="${sunX}" cy="${random.int(100, 180)}" r="${random.int(45, 70)}" fill="#fff3b0" opacity="0.95"/>
${clouds(random)}
${backdrop}
${rect(0, 640, HOUSE_WIDTH, 160, grass)}
${poly(
  [
    [560, 640],
    [640, 640],
    [760, 800],
    [440, 800],
  ],
  '#d9cbb0',
)}
${building}
${trees}
</svg>`;
}

/**
 * Capital letters as strokes on a 4 x 6 grid. Drawn as paths rather than text, so an avatar
 * looks the same on a machine without fonts.
 */
const glyphs: Record<string, string> = {
  A: 'M0,6 L2,0 L4,6 M0.7,4 L3.3,4',
  B: 'M0,3 L2.8,3 Q3.8,3 3.8,1.5 Q3.8,0 2.8,0 L0,0 L0,6 L3,6 Q4,6 4,4.5 Q4,3 3,3',
  C: 'M4,0.9 Q3.2,0 2,0 Q0,0 0,3 Q0,6 2,6 Q3.2,6 4,5.1',
  D: 'M0,0 L0,6 L1.8,6 Q4,6 4,3 Q4,0 1.8,0 Z',
  E: 'M4,0 L0,0 L0,6 L4,6 M0,3 L3,3',
  F: 'M4,0 L0,0 L0,6 M0,3 L3,3',
  G: 'M4,0.9 Q3.2,0 2,0 Q0,0 0,3 Q0,6 2,6 Q4,6 4,3.4 L2.4,3.4',
  H: 'M0,0 L0,6 M4,0 L4,6 M0,3 L4,3',
  I: 'M1,0 L3,0 M2,0 L2,6 M1,6 L3,6',
  J: 'M1,0 L4,0 M3,0 L3,4.5 Q3,6 1.5,6 Q0,6 0,4.5',
  K: 'M0,0 L0,6 M4,0 L0,3.6 M1.4,2.4 L4,6',
  L: 'M0,0 L0,6 L4,6',
  M: 'M0,6 L0,0 L2,3.6 L4,0 L4,6',
  N: 'M0,6 L0,0 L4,6 L4,0',
  O: 'M2,0 Q0,0 0,3 Q0,6 2,6 Q4,6 4,3 Q4,0 2,0 Z',
  P: 'M0,6 L0,0 L2.8,0 Q4,0 4,1.6 Q4,3.2 2.8,3.2 L0,3.2',
  Q: 'M2,0 Q0,0 0,3 Q0,6 2,6 Q4,6 4,3 Q4,0 2,0 Z M2.6,4.4 L4,6',
  R: 'M0,6 L0,0 L2.8,0 Q4,0 4,1.6 Q4,3.2 2.8,3.2 L0,3.2 M2.2,3.2 L4,6',
  S: 'M4,0.9 Q3.3,0 2,0 Q0,0 0,1.5 Q0,3 2,3 Q4,3 4,4.5 Q4,6 2,6 Q0.7,6 0,5.1',
  T: 'M0,0 L4,0 M2,0 L2,6',
  U: 'M0,0 L0,4.2 Q0,6 2,6 Q4,6 4,4.2 L4,0',
  V: 'M0,0 L2,6 L4,0',
  W: 'M0,0 L1,6 L2,2.4 L3,6 L4,0',
  X: 'M0,0 L4,6 M4,0 L0,6',
  Y: 'M0,0 L2,3 L4,0 M2,3 L2,6',
  Z: 'M0,0 L4,0 L0,6 L4,6',
};

export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase())
    .filter((c) => c in glyphs);
  return (
    (letters.length > 1 ? letters[0]! + letters[letters.length - 1]! : letters.join('')) || '?'
  );
}

const avatarColours = [
  '#e76f51',
  '#2a9d8f',
  '#264653',
  '#8e44ad',
  '#e9c46a',
  '#3a86ff',
  '#d62828',
  '#6a994e',
];

/** Initials on a coloured circle, as SVG. */
export function avatarSvg(name: string, seed: number): string {
  const letters = initialsOf(name)
    .split('')
    .filter((c) => c in glyphs);
  const colour = avatarColours[seed % avatarColours.length]!;
  const scale = 26;
  const advance = 5.8;
  const width = (letters.length - 1) * advance + 4;
  const left = AVATAR_SIZE / 2 - (width * scale) / 2;
  const topY = AVATAR_SIZE / 2 - 3 * scale;
  const paths = letters
    .map(
      (c, i) =>
        `<path transform="translate(${left + i * advance * scale},${topY}) scale(${scale})" d="${glyphs[c]}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 ${AVATAR_SIZE} ${AVATAR_SIZE}">
<circle cx="${AVATAR_SIZE / 2}" cy="${AVATAR_SIZE / 2}" r="${AVATAR_SIZE / 2}" fill="${colour}"/>
<g fill="none" stroke="#ffffff" stroke-width="${0.75}" stroke-linecap="round" stroke-linejoin="round">${paths}</g>
</svg>`;
}

/** Rasterises an SVG to PNG, which the image store then encodes like any upload. */
export function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
