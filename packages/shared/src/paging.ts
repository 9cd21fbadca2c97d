export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 100;

/**
 * A property list's sort (by minimum price; `newest`: the most recently listed first; '' keeps
 * the server's order) and first page: the
 * list query schema (propertyListQuerySchema) and the web app's reading of the address bar both
 * take them from here, which keeps zod off the web app's first-load path (decision 011).
 */
export const PROPERTY_SORTS = ['asc', 'desc', 'newest', ''] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
export const FIRST_PAGE = 1;

export function isPropertySort(value: string): value is PropertySort {
  return (PROPERTY_SORTS as readonly string[]).includes(value);
}
