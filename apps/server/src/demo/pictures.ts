import type { Photo } from '@elite/shared';
import { storeImage } from '../modules/images/service';
import type { ImageStorage } from '../modules/images/storage';
import { planGalleries, type Drawing } from './gallery';
import { avatarSvg, floorPlanSvg, houseSvg, renderPng, roomSvg, type ThemeName } from './images';
import type { Title } from './listings';
import { demoAccounts } from './people';

/** Runs `work` on every item, `size` at a time: as one finishes, the next starts. */
async function inPool<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

export interface Gallery {
  /** Cover first: the listing's own exterior, then its rooms. */
  photos: Photo[];
  floorPlan: string;
  /** The interior style its rooms are drawn in (the description tells of it). */
  theme: ThemeName;
}

export interface Pictures {
  /** By listing title. */
  galleries: Map<Title, Gallery>;
  /** By account e-mail. */
  avatars: Map<string, string>;
}

function svgOf(drawing: Drawing): string {
  switch (drawing.kind) {
    case 'house':
      return houseSvg(drawing);
    case 'floor_plan':
      return floorPlanSvg(drawing);
    default:
      return roomSvg(drawing);
  }
}

/**
 * Draws every listing's gallery (its exterior, its rooms, its floor plan) and every account's
 * avatar, and stores them as uploads are. Rooms and floor plans are shared between listings of
 * one interior style or one layout, so about a hundred pictures serve the whole demo.
 */
export async function drawPictures(images: ImageStorage): Promise<Pictures> {
  const store = async (svg: string) => (await storeImage(images, await renderPng(svg))).display_url;
  const { drawings, galleries } = planGalleries();
  // Each picture is a full image plus its narrower copies: four are drawn and stored at a time.
  const jobs: [string, string][] = [
    ...[...drawings].map(([key, drawing]): [string, string] => [key, svgOf(drawing)]),
    ...demoAccounts.map(({ name, email }, index): [string, string] => [
      `avatar:${email}`,
      avatarSvg(name, index),
    ]),
  ];
  const stored = new Map(
    await inPool(jobs, 4, async ([key, svg]) => [key, await store(svg)] as const),
  );
  const url = (key: string) => stored.get(key)!;
  return {
    galleries: new Map(
      [...galleries].map(([title, gallery]) => [
        title,
        {
          photos: gallery.photos.map((p) => ({ url: url(p.drawing), alt: p.alt })),
          floorPlan: url(gallery.floorPlan),
          theme: gallery.theme,
        },
      ]),
    ),
    avatars: new Map(demoAccounts.map(({ email }) => [email, url(`avatar:${email}`)])),
  };
}
