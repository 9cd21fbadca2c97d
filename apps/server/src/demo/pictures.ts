import { storeImage } from '../modules/images/service';
import type { ImageStorage } from '../modules/images/storage';
import { avatarSvg, houseSvg, renderPng } from './images';
import { listings, type Title } from './listings';
import { demoAccounts } from './people';

/** Stores pictures a few at a time: each is a full image plus its narrower copies. */
async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    const batch = items.slice(i, i + size).map((item, j) => work(item, i + j));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

export interface Pictures {
  /** By listing title. */
  houses: Map<Title, string>;
  /** By account e-mail. */
  avatars: Map<string, string>;
}

/** Generates every listing's house picture and every account's avatar, and stores them as uploads are. */
export async function drawPictures(images: ImageStorage): Promise<Pictures> {
  const store = async (svg: string) => (await storeImage(images, await renderPng(svg))).display_url;
  const houses = await inBatches(listings, 4, async ([title, , , , , , style], index) => {
    return [title, await store(houseSvg({ style, seed: 7919 * (index + 1) }))] as const;
  });
  const avatars = await inBatches([...demoAccounts], 4, async ({ name, email }, index) => {
    return [email, await store(avatarSvg(name, index))] as const;
  });
  return { houses: new Map(houses), avatars: new Map(avatars) };
}
