import type { PropertyInput } from '@elite/shared';
import type { ListingVersion } from '../../db/listing-version';
import type { ListingPhoto } from '../../db/schema';
import { decisionVersion, storedDecision } from './decision';
import { rentalVersion, storedRental } from './rental';

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
    street: input.street,
    postalCode: input.postal_code,
    city: input.city,
    region: input.region,
    country: input.country,
    language: input.language,
    translations: input.translations,
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
function changedPictures(current: ListingVersion, input: PropertyInput) {
  const photos = sentPhotos(input);
  if (photos) return { image: photos[0]!.url, photos };
  const url = input.property_image;
  if (url === undefined) return {};
  const cover = { url, alt: '' };
  const kept = current.photos;
  if (kept.length === 0) return { image: url, photos: [cover] };
  if (kept[0]!.url === url) return { image: url, photos: kept };
  return { image: url, photos: [cover, ...kept.slice(1)] };
}

/** The listing's form columns as they are (`row` with its change, if any, laid over them). */
export function versionOf(row: ListingVersion): ListingVersion {
  return {
    title: row.title,
    location: row.location,
    image: row.image,
    photos: row.photos,
    priceMin: Number(row.priceMin),
    priceMax: Number(row.priceMax),
    propertyType: row.propertyType,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms === null ? null : Number(row.bathrooms),
    livingArea: row.livingArea,
    lotSize: row.lotSize,
    yearBuilt: row.yearBuilt,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    floorPlan: row.floorPlan,
    tourUrl: row.tourUrl,
    // A change proposed before addresses existed has none of these.
    street: row.street ?? null,
    postalCode: row.postalCode ?? null,
    city: row.city ?? null,
    region: row.region ?? null,
    country: row.country ?? null,
    language: row.language ?? 'en',
    translations: row.translations ?? {},
    // A change proposed before rentals existed is a sale listing's.
    ...storedRental(row),
    ...storedDecision(row),
  };
}

/**
 * The version an agent's update makes of `current` (the listing as its agent sees it): title,
 * location and price as sent, the pictures (changedPictures), a fact left out kept, null cleared;
 * its type and rental facts by rentalVersion's rules (a 400 naming a fact a sale listing refuses).
 */
export function updatedVersion(current: ListingVersion, input: PropertyInput): ListingVersion {
  const seen = versionOf(current);
  return {
    ...seen,
    title: input.property_title,
    location: input.location,
    priceMin: input.price_range.min,
    priceMax: input.price_range.max,
    ...changedPictures(current, input),
    ...factValues(input),
    ...rentalVersion(input, seen),
    ...decisionVersion(input, seen),
  };
}
