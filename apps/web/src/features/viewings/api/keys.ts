export const viewingKeys = { all: ['viewings'] as const };
