import type { Random } from './random';
import { HOUSE_WIDTH, poly, rect } from './shapes';

// What stands around a house: trees, clouds, and the backdrop behind it.

export function roundTree(x: number, base: number, size: number, random: Random) {
  const leaf = random.pick(['#3f8f4f', '#4f9d5a', '#2f7d45', '#5aa864']);
  return [
    rect(x - size / 10, base - size * 0.9, size / 5, size * 0.9, '#7a5230'),
    `<circle cx="${x}" cy="${base - size}" r="${size * 0.55}" fill="${leaf}"/>`,
    `<circle cx="${x - size * 0.3}" cy="${base - size * 0.8}" r="${size * 0.38}" fill="${leaf}"/>`,
    `<circle cx="${x + size * 0.32}" cy="${base - size * 0.78}" r="${size * 0.36}" fill="${leaf}"/>`,
  ].join('');
}

export function pineTree(x: number, base: number, size: number) {
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

export function palmTree(x: number, base: number, size: number) {
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

export function clouds(random: Random) {
  let out = '';
  for (let i = 0; i < random.int(2, 4); i += 1) {
    const x = random.int(60, 1100);
    const y = random.int(60, 220);
    const s = random.int(40, 70);
    out += `<g fill="#ffffff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="${s * 1.6}" ry="${s * 0.6}"/><ellipse cx="${x - s * 0.6}" cy="${y - s * 0.3}" rx="${s * 0.8}" ry="${s * 0.6}"/><ellipse cx="${x + s * 0.5}" cy="${y - s * 0.4}" rx="${s}" ry="${s * 0.7}"/></g>`;
  }
  return out;
}

export function skyline(random: Random) {
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

export function hills(colour: string) {
  return `<path d="M0,560 Q200,470 420,540 T860,520 T1200,540 L1200,640 L0,640 Z" fill="${colour}" opacity="0.6"/>`;
}

export function mountains(random: Random) {
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

export function sea() {
  return `${rect(0, 560, HOUSE_WIDTH, 80, '#3fa7d6')}<path d="M0,580 Q60,570 120,580 T240,580 T360,580 T480,580 T600,580 T720,580 T840,580 T960,580 T1080,580 T1200,580" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.6"/>`;
}
