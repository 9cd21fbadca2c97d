import type { HouseStyle, RoomKind, ThemeName } from './images';
import { homeOf } from './homes';
import { listings, type Title } from './listings';

// Which pictures make each demo listing's gallery. Rooms are drawn once per interior style and
// variant and shared by the listings of that style; each listing's own exterior is its cover.

/** How each interior style is furnished, in words: for alt text and descriptions. */
export const interiors: Record<ThemeName, Record<RoomKind, string>> = {
  modern: {
    living: 'a grey sofa with mustard cushions on a pale rug, oak floors and black steel accents',
    kitchen: 'white flat-front cabinets, a charcoal worktop and an oak island under black pendants',
    bedroom: 'an oak bed with crisp white linen and a slate-grey throw',
    bathroom: 'pale grey tiles, a deep white bath and an oak vanity',
  },
  warm: {
    living: 'a terracotta sofa, a honey-coloured rug and walnut floors',
    kitchen: 'cream cabinets, a stone worktop and a walnut island under brass pendants',
    bedroom: 'a walnut bed dressed in cream linen with a terracotta throw',
    bathroom: 'warm sand-coloured tiles, a deep white bath and a walnut vanity',
  },
  coastal: {
    living: 'a linen sofa with navy cushions, a sea-blue rug and sandy oak floors',
    kitchen: 'white cabinets, a pale worktop and a driftwood island',
    bedroom: 'a pale oak bed with white linen and a navy throw',
    bathroom: 'sky-blue tiles, a white bath and a driftwood vanity',
  },
  rustic: {
    living: 'a leather sofa with red cushions, a red rug and wide-plank floors',
    kitchen: 'sage-green cabinets, a dark stone worktop and a timber island',
    bedroom: 'a dark timber bed with cream linen and a red throw',
    bathroom: 'stone-coloured tiles, a white bath and a timber vanity',
  },
  classic: {
    living: 'a navy sofa, a burgundy rug and cherry-stained floors',
    kitchen: 'navy cabinets, white worktops and brass pendants over a timber island',
    bedroom: 'a mahogany bed with ivory linen and a navy throw',
    bathroom: 'white tiles, a classic bath and a mahogany vanity with a brass-framed mirror',
  },
  scandi: {
    living: 'a mustard sofa, a pale wool rug and light birch floors',
    kitchen: 'sage cabinets, white worktops and a birch island',
    bedroom: 'a birch bed with white linen and a mustard throw',
    bathroom: 'white tiles, a white bath and a birch vanity',
  },
};

const roomNames: Record<RoomKind, string> = {
  living: 'Living room',
  kitchen: 'Kitchen',
  bedroom: 'Bedroom',
  bathroom: 'Bathroom',
};

const fronts: Record<HouseStyle, string> = {
  cottage: 'pitched roof, a porch and a front garden with flowering shrubs',
  ranch: 'long low roof, a garage and a lawn in front',
  townhouse: 'brick row houses, their front steps and tall windows',
  modern: 'glass upper floor, timber cladding and a planted front garden',
  tower: 'building from the street, with the city skyline behind it',
  villa: 'terracotta roof, arched windows and palm trees by the water',
  cabin: 'A-frame among tall pines, with mountains behind',
};

/** The interior styles that suit each kind of building, in order of preference. */
const stylesFor: Record<HouseStyle, ThemeName[]> = {
  cottage: ['warm', 'scandi', 'classic'],
  ranch: ['rustic', 'warm'],
  townhouse: ['classic', 'warm', 'modern'],
  modern: ['modern', 'scandi'],
  tower: ['modern', 'classic', 'scandi'],
  villa: ['coastal', 'warm', 'modern'],
  cabin: ['rustic', 'scandi'],
};

/** Rooms come in this many variants per interior style: each picture drawn costs seed time. */
const VARIANTS: Record<RoomKind, number> = { living: 2, kitchen: 1, bedroom: 1, bathroom: 1 };

export type Drawing =
  | { kind: 'house'; style: HouseStyle; seed: number }
  | { kind: RoomKind; theme: ThemeName; seed: number; variant: number }
  | { kind: 'floor_plan'; bedrooms: number; bathrooms: number; variant: number };

export interface PlannedGallery {
  theme: ThemeName;
  /** Keys of `drawings`, cover first, each with its alt text. */
  photos: { drawing: string; alt: string }[];
  floorPlan: string;
}

/** A number from a text (FNV-1a), so a drawing's randomness follows from its name. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const c of text) hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** Every listing's gallery, and every drawing they need, each drawn once. */
export function planGalleries(): {
  drawings: Map<string, Drawing>;
  galleries: Map<Title, PlannedGallery>;
} {
  const drawings = new Map<string, Drawing>();
  const galleries = new Map<Title, PlannedGallery>();
  listings.forEach(([title, , , , , , style], index) => {
    const home = homeOf(title);
    const options = stylesFor[style];
    // Half of the homes take their style's favourite interior, the rest one of the others.
    const pick = seedOf(title);
    const theme = pick % 2 === 0 ? options[0]! : options[(pick >>> 1) % options.length]!;
    const house = `house:${title}`;
    drawings.set(house, { kind: 'house', style, seed: 7919 * (index + 1) });
    const photos = [{ drawing: house, alt: `${title}: the ${fronts[style]}` }];
    (['living', 'kitchen', 'bedroom', 'bathroom'] as const).forEach((kind, k) => {
      const variant = Math.floor(index / (k + 1)) % VARIANTS[kind];
      const key = `${kind}:${theme}:${variant}`;
      drawings.set(key, { kind, theme, seed: seedOf(key), variant });
      const name = kind === 'bedroom' && home.bedrooms === 0 ? 'Sleeping area' : roomNames[kind];
      photos.push({ drawing: key, alt: `${name}: ${interiors[theme][kind]}` });
    });
    const floorPlan = `plan:${home.bedrooms}:${home.bathrooms}`;
    drawings.set(floorPlan, {
      kind: 'floor_plan',
      bedrooms: home.bedrooms,
      bathrooms: home.bathrooms,
      variant: home.bedrooms % 2,
    });
    galleries.set(title, { theme, photos, floorPlan });
  });
  return { drawings, galleries };
}
