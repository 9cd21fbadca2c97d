import { glyphs } from './lettering';

export const AVATAR_SIZE = 400;

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
