export const AVATAR_SIZE = 400;

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
