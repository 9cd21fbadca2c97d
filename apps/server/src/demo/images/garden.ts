import type { Random } from './random';
import { HOUSE_WIDTH, rect } from './shapes';

// What makes a drawing a home rather than an icon: textured walls and roofs, a garden in front.

/** Pattern definitions: clapboard siding, roof shingles, brick, and mowing stripes. */
export const textures = `<defs>
<pattern id="siding" width="40" height="14" patternUnits="userSpaceOnUse"><rect width="40" height="2" y="12" fill="#000000" opacity="0.09"/></pattern>
<pattern id="shingles" width="36" height="18" patternUnits="userSpaceOnUse"><path d="M0,17 L36,17 M18,0 L18,9 M0,9 L36,9 M0,9 L0,18 M36,9 L36,18" stroke="#000000" stroke-width="1.5" opacity="0.16"/></pattern>
<pattern id="brick" width="30" height="14" patternUnits="userSpaceOnUse"><path d="M0,13 L30,13 M0,6 L30,6 M8,0 L8,6 M23,6 L23,13" stroke="#ffffff" stroke-width="1.2" opacity="0.22"/></pattern>
<pattern id="lawn" width="120" height="160" patternUnits="userSpaceOnUse"><rect width="60" height="160" fill="#ffffff" opacity="0.06"/></pattern>
<radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.28"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
</defs>`;

/** Lays a texture over every shape of a building painted in `colour`. */
export function texture(svg: string, colour: string, pattern: string): string {
  return svg.replace(
    new RegExp(`<(rect|polygon)([^>]*) fill="${colour}"([^>]*)/>`, 'g'),
    (shape, tag: string, before: string, after: string) =>
      `${shape}<${tag}${before} fill="url(#${pattern})"${after}/>`,
  );
}

const flowers = ['#e63946', '#f4a261', '#ffffff', '#c77dff', '#ffd166', '#ff70a6'];

function bush(x: number, y: number, size: number, leaf: string, random: Random, bloom: boolean) {
  let out = `<ellipse cx="${x}" cy="${y - size * 0.35}" rx="${size}" ry="${size * 0.6}" fill="${leaf}"/>`;
  out += `<ellipse cx="${x - size * 0.45}" cy="${y - size * 0.55}" rx="${size * 0.55}" ry="${size * 0.45}" fill="${leaf}" opacity="0.9"/>`;
  if (bloom) {
    const colour = random.pick(flowers);
    for (let i = 0; i < 6; i += 1) {
      out += `<circle cx="${x + random.int(-size * 0.8, size * 0.8)}" cy="${y - size * 0.3 - random.int(0, size * 0.6)}" r="${Math.max(3, size / 9)}" fill="${colour}"/>`;
    }
  }
  return out;
}

function fence(x0: number, x1: number, y: number, colour: string) {
  let out = rect(x0, y - 46, x1 - x0, 7, colour) + rect(x0, y - 22, x1 - x0, 7, colour);
  for (let x = x0 + 4; x < x1 - 10; x += 26) {
    out += `<polygon points="${x},${y} ${x},${y - 62} ${x + 7},${y - 72} ${x + 14},${y - 62} ${x + 14},${y}" fill="${colour}"/>`;
  }
  return out;
}

/**
 * The front garden: the house's shadow, mowing stripes, shrubs and flowers, maybe a fence; `dusk`
 * is how much evening falls over the whole picture (0 by day).
 */
export function garden(random: Random, dusk: number, urban: boolean): string {
  const leaf = random.pick(['#3f7f4a', '#4a8f50', '#2f6e42', '#5c9a4e']);
  let out = `<ellipse cx="600" cy="645" rx="460" ry="26" fill="url(#shadow)"/>`;
  out += rect(0, 640, HOUSE_WIDTH, 160, 'url(#lawn)');
  const bloom = random.chance(0.7);
  for (const x of [300, 360, 420, 480, 720, 780, 840, 900]) {
    if (urban && random.chance(0.4)) continue;
    out += bush(x + random.int(-12, 12), 668, random.int(26, 38), leaf, random, bloom);
  }
  if (!urban && random.chance(0.6)) {
    const colour = random.pick(['#ffffff', '#f4efe6', '#8b6b4a']);
    out += fence(0, 420, 790, colour) + fence(780, HOUSE_WIDTH, 790, colour);
  } else {
    for (const x of [90, 1110]) out += bush(x, 780, random.int(50, 70), shade(leaf), random, false);
  }
  // Evening light: the whole scene a little darker and bluer.
  if (dusk > 0) out += rect(0, 0, HOUSE_WIDTH, 800, '#1b2a5a', `opacity="${dusk}"`);
  return out;
}

/** A darker or lighter green than `colour`, for the shrubs in the corners. */
const shade = (colour: string) => (colour === '#3f7f4a' ? '#356b3f' : '#3f7f4a');
