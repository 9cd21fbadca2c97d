import { OPEN_HOUSES_PER_LISTING } from '@elite/shared';

/**
 * The open house calls' refusals (CONTRACT.md section 13), in English as the API sends them;
 * lib/api-messages.ts answers them in the caller's language (src/locales/{locale}/api.json).
 */
export const openHouseMessages = {
  notFound: 'Open house not found',
  listingNotFound: 'Property not found',
  onlyVerified: 'Open houses are only for a verified listing',
  tooMany: `A listing has at most ${OPEN_HOUSES_PER_LISTING} upcoming open houses`,
  over: 'This open house is over',
  ownListing: 'You are this listing’s agent',
  startInFuture: 'start must be in the future',
  startTooFar: 'start must be at most {days} days ahead',
  endAfterStart: 'end must be after start',
  endTooLong: 'end must be at most {hours} hours after start',
} as const;

/** Their api.* keys, each the message of its key in src/locales/en/api.json. */
export const OPEN_HOUSE_API_MESSAGES: Record<string, string> = {
  'api.openHouseNotFound': openHouseMessages.notFound,
  'api.openHouseOnlyVerified': openHouseMessages.onlyVerified,
  'api.openHouseTooMany': 'A listing has at most {max} upcoming open houses',
  'api.openHouseOver': openHouseMessages.over,
  'api.openHouseOwnListing': openHouseMessages.ownListing,
  'api.openHouseStartInFuture': openHouseMessages.startInFuture,
  'api.openHouseStartTooFar': openHouseMessages.startTooFar,
  'api.openHouseEndAfterStart': openHouseMessages.endAfterStart,
  'api.openHouseEndTooLong': openHouseMessages.endTooLong,
  // The shared schema's (packages/shared/src/open-houses.ts).
  'api.openHouseInstant': '{field} must be a date and time (ISO 8601)',
  'api.openHouseInstantOffset': '{field} must be a date and time with its offset (ISO 8601)',
  'api.openHouseNoteTooLong': 'note is at most {max} characters',
};
