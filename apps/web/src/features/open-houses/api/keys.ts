/** A listing's open houses, as seen by one visitor (`attending` is theirs; '' when signed out). */
export const openHouseKeys = {
  all: ['open-houses'] as const,
  listing: (propertyId: string) => ['open-houses', propertyId] as const,
  seenBy: (propertyId: string, email: string) => ['open-houses', propertyId, email] as const,
};
