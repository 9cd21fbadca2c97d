import { cabin, cottage, modern, ranch, tower, townhouse, villa } from './buildings';
import { garden, texture, textures } from './garden';
import { seededRandom } from './random';
import { clouds, hills, mountains, palmTree, pineTree, roundTree, sea, skyline } from './scenery';
import {
  doors,
  grasses,
  HOUSE_HEIGHT,
  HOUSE_WIDTH,
  poly,
  rect,
  roofs,
  skies,
  walls,
} from './shapes';

export type HouseStyle = 'cottage' | 'ranch' | 'townhouse' | 'modern' | 'tower' | 'villa' | 'cabin';

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
  // One house in six is shown at twilight, every window lit, as listing photographers like.
  const twilight = random.chance(1 / 6);

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

  // Clapboard and shingles on the wooden houses, brick on the row houses.
  if (style === 'cottage' || style === 'ranch' || style === 'cabin') {
    building = texture(texture(building, wall, 'siding'), roof, 'shingles');
  }
  if (style === 'townhouse') {
    building = building.replace(
      /<rect([^>]*) fill="(#[0-9a-f]{6})"([^>]*)\/>/g,
      (shape, a: string, fill: string, b: string) =>
        /height="(3|4)\d\d"/.test(a) ? `${shape}<rect${a} fill="url(#brick)"${b}/>` : shape,
    );
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

  if (twilight) building = building.replace(/#(a8d8f0|8fc3e0)/g, '#ffd27a');
  const sky = twilight
    ? (['#14213d', '#3d3a7a', '#f08a5d'] as const)
    : ([top, middle, bottom] as const);
  const stars = twilight
    ? Array.from(
        { length: 40 },
        () =>
          `<circle cx="${random.int(0, HOUSE_WIDTH)}" cy="${random.int(0, 330)}" r="${random.int(1, 3) / 2}" fill="#ffffff" opacity="0.8"/>`,
      ).join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HOUSE_WIDTH}" height="${HOUSE_HEIGHT}" viewBox="110 100 980 653">
${textures}
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.6" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient></defs>
${rect(0, 0, HOUSE_WIDTH, HOUSE_HEIGHT, 'url(#sky)')}
${stars}<circle cx="${sunX}" cy="${random.int(100, 180)}" r="${twilight ? 30 : random.int(45, 70)}" fill="${twilight ? '#f4f1de' : '#fff3b0'}" opacity="0.95"/>
${twilight ? '' : clouds(random)}
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
${garden(random, twilight ? 0.3 : top === '#5b6ee1' ? 0.18 : 0, style === 'tower' || style === 'townhouse' || style === 'villa')}
</svg>`;
}
