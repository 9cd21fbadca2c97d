import { sql } from 'drizzle-orm';
import type { PropertyInput } from '@elite/shared';
import { properties, type ListingPhoto } from '../../db/schema';

/*
 * What an agent's form writes, in the words of the table (CONTRACT.md section 6): the facts
 * sent, and the picture and gallery, which stay one (the cover is the first photo).
 */

/** The facts an agent sent, in the words of the table: a field left out is left out (kept). */
export function factValues(input: PropertyInput) {
  const values = {
    propertyType: input.property_type,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    livingArea: input.living_area,
    lotSize: input.lot_size,
    yearBuilt: input.year_built,
    description: input.description,
    latitude: input.latitude,
    longitude: input.longitude,
    floorPlan: input.floor_plan,
    tourUrl: input.tour_url,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<{ [K in keyof typeof values]: Exclude<(typeof values)[K], undefined> }>;
}

/** The gallery sent, alt texts filled in (the first photo is the cover). */
function sentPhotos(input: PropertyInput): ListingPhoto[] | undefined {
  return input.photos?.map((p) => ({ url: p.url, alt: p.alt ?? '' }));
}

/** The gallery of a new listing: the photos sent, or else its picture alone. */
export function createdPhotos(input: PropertyInput): ListingPhoto[] {
  return sentPhotos(input) ?? [{ url: input.property_image!, alt: '' }];
}

/**
 * The picture and gallery of an update: a gallery sent replaces the gallery (its first photo the
 * cover); a picture alone replaces the cover and keeps the other photos (the same picture keeps
 * its alt text).
 */
export function pictureValues(input: PropertyInput) {
  const photos = sentPhotos(input);
  if (photos) return { image: photos[0]!.url, photos };
  const url = input.property_image;
  if (url === undefined) return {};
  const cover = sql`jsonb_build_object('url', ${url}::text, 'alt', '')`;
  return {
    image: url,
    photos: sql`case
      when jsonb_array_length(${properties.photos}) = 0 then jsonb_build_array(${cover})
      when ${properties.photos} -> 0 ->> 'url' = ${url}::text then ${properties.photos}
      else jsonb_set(${properties.photos}, '{0}', ${cover}) end`,
  };
}
