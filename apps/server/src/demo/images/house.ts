import { cabin, cottage, modern, ranch, tower, townhouse, villa } from './buildings';
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
