/**
 * Capital letters and digits as strokes on a 4 x 6 grid. Drawn as paths rather than text, so a
 * picture looks the same on a machine without fonts.
 */
export const glyphs: Record<string, string> = {
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
  '0': 'M2,0 Q0.3,0 0.3,3 Q0.3,6 2,6 Q3.7,6 3.7,3 Q3.7,0 2,0 Z',
  '1': 'M0.8,1.2 L2.2,0 L2.2,6 M0.8,6 L3.6,6',
  '2': 'M0.3,1.3 Q0.8,0 2,0 Q3.7,0 3.7,1.6 Q3.7,2.8 2,4 L0.2,6 L3.9,6',
  '3': 'M0.3,0.8 Q1,0 2,0 Q3.7,0 3.7,1.5 Q3.7,3 2,3 Q3.9,3 3.9,4.5 Q3.9,6 2,6 Q0.9,6 0.2,5.2',
  '4': 'M3,6 L3,0 L0,4.2 L4,4.2',
  '5': 'M3.7,0 L0.6,0 L0.3,2.8 Q1,2.3 2,2.3 Q3.9,2.3 3.9,4.1 Q3.9,6 2,6 Q0.9,6 0.2,5.2',
  '6': 'M3.5,0.6 Q2.9,0 2,0 Q0.2,0 0.2,3.4 Q0.2,6 2,6 Q3.8,6 3.8,4.2 Q3.8,2.5 2,2.5 Q0.8,2.5 0.2,3.4',
  '7': 'M0.2,0 L3.8,0 L1.4,6',
  '8': 'M2,3 Q0.4,3 0.4,1.5 Q0.4,0 2,0 Q3.6,0 3.6,1.5 Q3.6,3 2,3 Q0.1,3 0.1,4.5 Q0.1,6 2,6 Q3.9,6 3.9,4.5 Q3.9,3 2,3 Z',
  '9': 'M0.5,5.4 Q1.1,6 2,6 Q3.8,6 3.8,2.6 Q3.8,0 2,0 Q0.2,0 0.2,1.8 Q0.2,3.5 2,3.5 Q3.2,3.5 3.8,2.6',
  "'": 'M2,0 L2,1.6',
  '"': 'M1.2,0 L1.2,1.6 M2.8,0 L2.8,1.6',
  '×': 'M0.9,2.2 L3.1,4.6 M3.1,2.2 L0.9,4.6',
  '-': 'M0.8,3.4 L3.2,3.4',
  '.': 'M2,5.7 L2,6',
  ',': 'M2,5.6 L1.5,6.8',
  ' ': '',
};

const ADVANCE = 5.8;

/** Width of `text` at `size` (the height of a capital). */
export const letteringWidth = (text: string, size: number) =>
  ((text.length - 1) * ADVANCE + 4) * (size / 6);

/** `text` (capitals, digits, ' " × - .) as stroked paths, centred on x unless told otherwise. */
export function lettering(
  text: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  anchor: 'start' | 'middle' = 'middle',
  weight = 0.7,
): string {
  const scale = size / 6;
  const left = anchor === 'middle' ? x - letteringWidth(text, size) / 2 : x;
  const paths = [...text.toUpperCase()]
    .map((c, i) => {
      const d = glyphs[c];
      return d
        ? `<path transform="translate(${(left + i * ADVANCE * scale).toFixed(1)},${(y - size / 2).toFixed(1)}) scale(${scale.toFixed(3)})" d="${d}"/>`
        : '';
    })
    .join('');
  return `<g fill="none" stroke="${colour}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`;
}
