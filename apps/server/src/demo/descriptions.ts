import { PROPERTY_TYPE_LABELS, type AreaUnit } from '@elite/shared';
import { interiors } from './gallery';
import type { Home } from './homes';
import { stories } from './home-stories';
import type { ThemeName } from './images';
import type { Title } from './listings';

// A description written as an agent would: the home, its rooms, its street, the facts. Plain
// text; paragraphs are separated by a blank line.

const SQ_M_PER_SQ_FT = 0.09290304;
const ACRE_SQ_FT = 43_560;

/** An area stored in square feet, in the site's unit: the figure stored and the words shown. */
export function areaIn(unit: AreaUnit, sqft: number): number {
  return unit === 'm2' ? Math.round(sqft * SQ_M_PER_SQ_FT) : sqft;
}

function areaWords(unit: AreaUnit, sqft: number, lot = false): string {
  if (unit === 'm2') return `${areaIn(unit, sqft).toLocaleString('en-US')} m²`;
  if (lot && sqft >= ACRE_SQ_FT / 2) {
    const acres = Math.round((sqft / ACRE_SQ_FT) * 10) / 10;
    return `${acres} ${acres === 1 ? 'acre' : 'acres'}`;
  }
  return `${sqft.toLocaleString('en-US')} sq ft`;
}

const count = (n: number, one: string, many = `${one}s`) =>
  `${n % 1 === 0 ? n : n.toFixed(1)} ${n === 1 ? one : many}`;

function rooms(home: Home): string {
  const baths = Math.floor(home.bathrooms);
  const half = home.bathrooms % 1 !== 0 ? ' and a powder room' : '';
  const beds =
    home.bedrooms === 0 ? 'an open studio with a sleeping alcove' : count(home.bedrooms, 'bedroom');
  return `${beds}, ${count(baths, 'bathroom')}${half}`;
}

function interior(home: Home, theme: ThemeName, unit: AreaUnit): string {
  const words = interiors[theme];
  return [
    `Inside: ${rooms(home)}, over ${areaWords(unit, home.livingArea)}.`,
    `The living room has ${words.living}; the kitchen, ${words.kitchen}.`,
    home.bedrooms === 0
      ? `The sleeping area has ${words.bedroom}, and the bathroom ${words.bathroom}.`
      : `The ${home.bedrooms > 1 ? 'primary ' : ''}bedroom has ${words.bedroom}, and the bathroom ${words.bathroom}.`,
  ].join(' ');
}

function facts(home: Home, location: string, unit: AreaUnit, agent: string): string {
  const type = PROPERTY_TYPE_LABELS[home.type].toLowerCase();
  const parts = location.split(', ');
  const place = parts[0] === parts.at(-2) ? parts[0] : `${parts[0]}, ${parts.at(-2)}`;
  const shared = home.type === 'condo' || home.type === 'apartment';
  const lot = shared
    ? `on a building lot of ${areaWords(unit, home.lotSize, true)}`
    : `on a lot of ${areaWords(unit, home.lotSize, true)}`;
  const article = /^[aeiou]/.test(type) ? 'An' : 'A';
  return `${article} ${type} in ${place}, built in ${home.yearBuilt}, ${lot}. A floor plan shows the layout room by room. Viewings by appointment with ${agent}.`;
}

/** The description of a demo listing, several paragraphs of plain text. */
export function describe(
  title: Title,
  location: string,
  home: Home,
  theme: ThemeName,
  unit: AreaUnit,
  agent: string,
): string {
  const [story, area] = stories[title] ?? [title, ''];
  return [story, interior(home, theme, unit), area, facts(home, location, unit, agent)]
    .filter(Boolean)
    .join('\n\n');
}
