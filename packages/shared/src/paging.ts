export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 100;
