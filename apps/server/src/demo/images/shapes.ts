// The canvas of a house picture, its colours, and the shapes every part of one is drawn with.

export const HOUSE_WIDTH = 1200;
export const HOUSE_HEIGHT = 800;

export const skies = [
  ['#7ec8f0', '#d9f1ff', '#fff4b8'], // midday
  ['#ff9a76', '#ffd6a5', '#fff1c1'], // sunset
  ['#5b6ee1', '#b8a9f5', '#f7d9ff'], // dusk
  ['#86e3ce', '#d0f5ec', '#fffbe0'], // morning
  ['#4aa3df', '#a9dcf7', '#ffffff'], // clear
] as const;
export const walls = [
  '#f4efe6',
  '#e8d5b7',
  '#d9e4dd',
  '#f2c6b4',
  '#c9d6ea',
  '#f6e3a1',
  '#e0c3d8',
  '#cfd8c4',
];
export const roofs = ['#8c3b2f', '#3d4a5c', '#5a3e36', '#2f5d50', '#7a4f9a', '#b5542d', '#444444'];
export const doors = ['#2e4057', '#8a2f2f', '#2f6b4f', '#6b4226', '#c0872f', '#1f1f1f'];
export const grasses = ['#7cb66b', '#8fc47a', '#69a35a', '#a3c97c'];

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
export const poly = (points: number[][], fill: string, extra = '') =>
  `<polygon points="${points.map((p) => p.join(',')).join(' ')}" fill="${fill}" ${extra}/>`;

export function window_(x: number, y: number, w: number, h: number, lit: boolean) {
  const glass = lit ? '#ffe69a' : '#a8d8f0';
  return [
    rect(x - 4, y - 4, w + 8, h + 8, '#ffffff'),
    rect(x, y, w, h, glass),
    `<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="4"/>`,
    `<line x1="${x}" y1="${y + h / 2}" x2="${x + w}" y2="${y + h / 2}" stroke="#ffffff" stroke-width="4"/>`,
  ].join('');
}

export function door(x: number, y: number, w: number, h: number, colour: string) {
  return [
    rect(x, y, w, h, colour, 'rx="4"'),
    `<circle cx="${x + w - 12}" cy="${y + h / 2}" r="5" fill="#f1c40f"/>`,
  ].join('');
}
