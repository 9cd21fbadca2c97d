import type { Random } from './random';
import { door, doors, poly, rect, window_ } from './shapes';

// One drawing per house style, on the 1200 x 800 canvas, ground at y = 640.

export function cottage(random: Random, wall: string, roof: string, doorColour: string) {
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

export function ranch(random: Random, wall: string, roof: string, doorColour: string) {
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

export function townhouse(random: Random) {
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

export function modern(random: Random, wall: string) {
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

export function tower(random: Random, wall: string) {
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

export function villa(random: Random, wall: string, doorColour: string) {
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

export function cabin(random: Random, roof: string) {
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
