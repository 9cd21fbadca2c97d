// How a home is decorated: one palette per interior style.

export interface Theme {
  name: string;
  wall: string;
  accentWall: string;
  floor: string;
  wood: string;
  sofa: string;
  cushion: string;
  cabinet: string;
  counter: string;
  bedding: string;
  throwColour: string;
  rug: string;
  rugBorder: string;
  tile: string;
  metal: string;
  art: string[];
  pot: string;
}

export const THEMES = {
  modern: {
    name: 'modern',
    wall: '#eeeeec',
    accentWall: '#d9dcdf',
    floor: '#c9a57a',
    wood: '#b98c5a',
    sofa: '#8a9099',
    cushion: '#e0b04a',
    cabinet: '#f5f5f3',
    counter: '#3a3d42',
    bedding: '#f4f4f2',
    throwColour: '#5b6670',
    rug: '#cfd2d4',
    rugBorder: '#a9adb1',
    tile: '#e4e6e8',
    metal: '#2b2b2b',
    art: ['#e0b04a', '#3a5a80', '#c8553d', '#2b2b2b'],
    pot: '#f2f2f2',
  },
  warm: {
    name: 'warm',
    wall: '#f3e7d3',
    accentWall: '#e8cfae',
    floor: '#a86f43',
    wood: '#7a4a2a',
    sofa: '#c0674a',
    cushion: '#f0d9a8',
    cabinet: '#efe4cf',
    counter: '#d8cbb6',
    bedding: '#fbf3e4',
    throwColour: '#c0674a',
    rug: '#d9a066',
    rugBorder: '#9c5a33',
    tile: '#eadbc3',
    metal: '#b08d57',
    art: ['#c0674a', '#6b8f71', '#e9c46a', '#264653'],
    pot: '#c0674a',
  },
  coastal: {
    name: 'coastal',
    wall: '#f5f8fa',
    accentWall: '#d6e6ef',
    floor: '#d8c7a8',
    wood: '#c8b08a',
    sofa: '#e9e4d8',
    cushion: '#3a6ea5',
    cabinet: '#ffffff',
    counter: '#e2e6ea',
    bedding: '#ffffff',
    throwColour: '#3a6ea5',
    rug: '#b9d4e6',
    rugBorder: '#3a6ea5',
    tile: '#dcebf2',
    metal: '#9aa5ad',
    art: ['#3a6ea5', '#7fc8d9', '#e9d8a6', '#f4a261'],
    pot: '#e9d8a6',
  },
  rustic: {
    name: 'rustic',
    wall: '#dcc3a0',
    accentWall: '#b88b5a',
    floor: '#8a5a34',
    wood: '#5e3b22',
    sofa: '#6b4a33',
    cushion: '#a63d40',
    cabinet: '#7c9a7e',
    counter: '#4a4a48',
    bedding: '#efe6d6',
    throwColour: '#a63d40',
    rug: '#a63d40',
    rugBorder: '#e0c9a0',
    tile: '#cdb79a',
    metal: '#2b2b2b',
    art: ['#a63d40', '#e0c9a0', '#3f6b4f', '#2b2b2b'],
    pot: '#8a5a34',
  },
  classic: {
    name: 'classic',
    wall: '#dfe5da',
    accentWall: '#c5d0c0',
    floor: '#9a6a45',
    wood: '#5a3825',
    sofa: '#2f4a6d',
    cushion: '#e8dcc4',
    cabinet: '#2f4a6d',
    counter: '#f1efea',
    bedding: '#f7f4ee',
    throwColour: '#2f4a6d',
    rug: '#8c2f39',
    rugBorder: '#e8dcc4',
    tile: '#f1efea',
    metal: '#c9a44c',
    art: ['#2f4a6d', '#8c2f39', '#c9a44c', '#e8dcc4'],
    pot: '#2f4a6d',
  },
  scandi: {
    name: 'scandi',
    wall: '#f2f1ee',
    accentWall: '#cfd8d2',
    floor: '#e3cfae',
    wood: '#d9b98c',
    sofa: '#d9a441',
    cushion: '#f2f1ee',
    cabinet: '#cfd8d2',
    counter: '#ffffff',
    bedding: '#ffffff',
    throwColour: '#d9a441',
    rug: '#e9e6df',
    rugBorder: '#9aa39b',
    tile: '#f2f1ee',
    metal: '#2b2b2b',
    art: ['#d9a441', '#9aa39b', '#2b2b2b', '#e07a5f'],
    pot: '#ffffff',
  },
} satisfies Record<string, Theme>;

export type ThemeName = keyof typeof THEMES;
export const THEME_NAMES = Object.keys(THEMES) as ThemeName[];
