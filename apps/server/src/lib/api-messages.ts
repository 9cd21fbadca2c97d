import {
  conversationMessages,
  identityMessages,
  limitMessages,
  messages,
  paymentMessages,
  ruleMessages,
  savedSearchMessages,
  socialSignInMessages,
} from '@elite/shared';
import { DEFAULT_LOCALE, type Locale } from '@elite/shared/locales';
import { readCatalogue, serverLocalesFolder, translate } from './i18n';
import { API_FIELD_MESSAGES } from './api-field-messages';
import { APPLICATION_API_MESSAGES } from '../modules/offers/application-rules';
import { OPEN_HOUSE_API_MESSAGES } from '../modules/open-houses/messages';
import { AGENCY_API_MESSAGES } from '../modules/agencies/messages';
import { FIGURES_API_MESSAGES } from '../modules/figures/messages';
import { AGENT_REVIEW_API_MESSAGES } from '../modules/agent-reviews/messages';
import { PRIVACY_API_MESSAGES } from '../modules/privacy/messages';
import { LISTING_REPORT_API_MESSAGES } from '../modules/listing-reports/messages';
import { LISTING_IMPORT_API_MESSAGES } from '../modules/listing-imports/messages';
import { API_CLIENT_API_MESSAGES } from '../modules/reso/messages';

/**
 * The texts the API answers in `{message}` (CONTRACT.md section 11): the code keeps sending them
 * in English (SPEC.md's texts, exactly), and the error handler and the locale hook
 * (plugins/api-locale.ts) answer them in the caller's language. Each is the message of its key in
 * src/locales/en/api.json (api-messages.test.ts checks that they stay the same); a text with
 * `{name}` is a pattern, whose values are kept (`You have already saved this search as "{name}"`).
 */
export const API_MESSAGES: Record<string, string> = {
  'api.passwordPolicy': messages.passwordPolicy,
  'api.passwordIncorrect': messages.passwordIncorrect,
  'api.ownProperty': messages.ownProperty,
  'api.priceOutOfRange': messages.priceOutOfRange,
  'api.fraudCannotAdd': messages.fraudCannotAdd,
  'api.emailTaken': messages.emailTaken,
  'api.notSignedIn': messages.notSignedIn,
  'api.forbidden': messages.forbidden,
  'api.notFound': messages.notFound,
  'api.badUrl': messages.badUrl,
  'api.urlTooLong': messages.urlTooLong,
  'api.internalError': messages.internalError,
  'api.databaseStopped': messages.databaseStopped,
  'api.socialNotConfigured': messages.socialNotConfigured,
  'api.imageMissing': messages.imageMissing,
  'api.imageTooLarge': messages.imageTooLarge,
  'api.imageTypeNotAccepted': messages.imageTypeNotAccepted,
  'api.imageUnreadable': messages.imageUnreadable,
  'api.imageTooManyPixels': messages.imageTooManyPixels,
  'api.imageSideTooLong': messages.imageSideTooLong,
  'api.imageUploadLimit': messages.imageUploadLimit,
  'api.imagePhotoTwice': messages.imagePhotoTwice,
  'api.imageUrlInvalid': messages.imageUrlInvalid,
  'api.nulCharacter': messages.nulCharacter,
  'api.formUnreadable': messages.formUnreadable,
  'api.propertyAdded': messages.propertyAdded,
  'api.offerSaved': messages.offerSaved,
  'api.reviewThanks': messages.reviewThanks,
  'api.alreadyWishlisted': ruleMessages.alreadyWishlisted,
  'api.alreadyOffered': ruleMessages.alreadyOffered,
  'api.propertyNotAvailable': ruleMessages.propertyNotAvailable,
  'api.propertyNotPending': ruleMessages.propertyNotPending,
  'api.propertyCannotUpdate': ruleMessages.propertyCannotUpdate,
  'api.propertyCannotDelete': ruleMessages.propertyCannotDelete,
  'api.offerNotPending': ruleMessages.offerNotPending,
  'api.anotherOfferAccepted': ruleMessages.anotherOfferAccepted,
  'api.alreadyAdvertised': ruleMessages.alreadyAdvertised,
  'api.advertised': ruleMessages.advertised,
  'api.unadvertised': ruleMessages.unadvertised,
  'api.notVerified': ruleMessages.notVerified,
  'api.fraudAgent': ruleMessages.fraudAgent,
  'api.fraudListingsFrozen': ruleMessages.fraudListingsFrozen,
  'api.adminProtected': ruleMessages.adminProtected,
  'api.fraudCannotBeAdmin': ruleMessages.fraudCannotBeAdmin,
  'api.onlyAgentsFraud': ruleMessages.onlyAgentsFraud,
  'api.alreadyFraud': ruleMessages.alreadyFraud,
  'api.subscribed': ruleMessages.subscribed,
  'api.reviewOwnListing': ruleMessages.reviewOwnListing,
  'api.alreadyReviewed': ruleMessages.alreadyReviewed,
  'api.offerNotPayable': paymentMessages.offerNotPayable,
  'api.amountDueChanged': paymentMessages.amountDueChanged,
  'api.priceMismatch': paymentMessages.priceMismatch,
  'api.paymentNotVerified': paymentMessages.paymentNotVerified,
  'api.alreadySold': paymentMessages.alreadySold,
  'api.listingWithdrawn': paymentMessages.listingWithdrawn,
  'api.listingWithdrawnRefunded': paymentMessages.listingWithdrawnRefunded,
  'api.alreadyPaid': paymentMessages.alreadyPaid,
  'api.noSaleRecorded': paymentMessages.noSaleRecorded,
  'api.sandboxOnly': paymentMessages.sandboxOnly,
  'api.stripeOnly': paymentMessages.stripeOnly,
  'api.badSignature': paymentMessages.badSignature,
  'api.tooManyRequests': limitMessages.tooManyRequests,
  'api.tooManyLoginAttempts': limitMessages.tooManyLoginAttempts,
  'api.loginSlowedDown': limitMessages.loginSlowedDown,
  'api.tooManyLoginsFromAddress': limitMessages.tooManyLoginsFromAddress,
  'api.tooManyRegistrations': limitMessages.tooManyRegistrations,
  'api.tooManyWrites': limitMessages.tooManyWrites,
  'api.nameControlCharacters': identityMessages.nameControlCharacters,
  'api.verifyLinkInvalid': identityMessages.verifyLinkInvalid,
  'api.alreadyVerified': identityMessages.alreadyVerified,
  'api.resetLinkInvalid': identityMessages.resetLinkInvalid,
  'api.currentPasswordIncorrect': identityMessages.currentPasswordIncorrect,
  'api.tooManyLinkRequests': identityMessages.tooManyLinkRequests,
  'api.signInNotThisBrowser': socialSignInMessages.notThisBrowser,
  'api.signInCodeInvalid': socialSignInMessages.codeInvalid,
  'api.messageEmpty': conversationMessages.messageEmpty,
  'api.messageTooLong': conversationMessages.messageTooLong,
  'api.messageSent': conversationMessages.messageSent,
  'api.conversationNotFound': conversationMessages.conversationNotFound,
  'api.agentBlocked': conversationMessages.blocked,
  'api.fraudCannotMessage': conversationMessages.fraudCannotMessage,
  'api.buyerBlocked': conversationMessages.buyerBlocked,
  'api.buyerUnblocked': conversationMessages.buyerUnblocked,
  'api.reported': conversationMessages.reported,
  'api.alreadyReported': conversationMessages.alreadyReported,
  'api.viewingNotFound': conversationMessages.viewingNotFound,
  'api.viewingStartInvalid': conversationMessages.viewingStartInvalid,
  'api.viewingStartPast': conversationMessages.viewingStartPast,
  'api.viewingStartTooFar': conversationMessages.viewingStartTooFar,
  'api.viewingNoteTooLong': conversationMessages.viewingNoteTooLong,
  'api.viewingRequested': conversationMessages.viewingRequested,
  'api.viewingMoveNotAllowed': conversationMessages.viewingMoveNotAllowed,
  'api.viewingConfirmed': conversationMessages.viewingConfirmed,
  'api.viewingDeclined': conversationMessages.viewingDeclined,
  'api.viewingCancelled': conversationMessages.viewingCancelled,
  'api.tooManyMessages': conversationMessages.tooManyMessages,
  'api.searchNameRequired': savedSearchMessages.nameRequired,
  'api.searchNameTooLong': savedSearchMessages.nameTooLong,
  'api.searchFrequencyInvalid': savedSearchMessages.frequencyInvalid,
  'api.searchTooMany': savedSearchMessages.tooMany,
  'api.searchNotFound': savedSearchMessages.notFound,
  'api.searchAlreadySaved': savedSearchMessages.alreadySaved('{name}'),
  'api.searchSaved': savedSearchMessages.saved,
  'api.searchRenamed': savedSearchMessages.renamed,
  'api.searchFrequencyChanged': savedSearchMessages.frequencyChanged,
  'api.searchDeleted': savedSearchMessages.deleted,
  'api.searchNothingToChange': savedSearchMessages.nothingToChange,
  'api.searchUnsubscribeInvalid': savedSearchMessages.unsubscribeInvalid,
  'api.notificationsRead': savedSearchMessages.notificationsRead,
  ...API_FIELD_MESSAGES,
  ...APPLICATION_API_MESSAGES,
  ...OPEN_HOUSE_API_MESSAGES,
  ...AGENCY_API_MESSAGES,
  ...FIGURES_API_MESSAGES,
  ...AGENT_REVIEW_API_MESSAGES,
  ...PRIVACY_API_MESSAGES,
  ...LISTING_REPORT_API_MESSAGES,
  ...LISTING_IMPORT_API_MESSAGES,
  ...API_CLIENT_API_MESSAGES,
};

/** PATCH /api/auth/me's and registration's refusal of a locale the site does not offer. */
export function localeNotOffered(offered: readonly Locale[]): string {
  return `locale: must be one of ${offered.join(', ')}, the languages this site offers`;
}

interface Pattern {
  key: string;
  regex: RegExp;
  names: string[];
}

interface Lookup {
  exact: Map<string, string>;
  patterns: Pattern[];
}

let lookup: Lookup | undefined;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English api.* messages: plain texts by text, patterns as regular expressions. */
function load(): Lookup {
  if (lookup) return lookup;
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  const english = readCatalogue(serverLocalesFolder, DEFAULT_LOCALE);
  for (const [key, message] of Object.entries(english)) {
    if (!key.startsWith('api.')) continue;
    const names: string[] = [];
    const parts = message.split(/\{(\w+)\}/);
    if (parts.length === 1) {
      if (!exact.has(message)) exact.set(message, key);
      continue;
    }
    const source = parts
      .map((part, i) => {
        if (i % 2 === 0) return escapeRegex(part);
        names.push(part);
        return '(.+?)';
      })
      .join('');
    patterns.push({ key, regex: new RegExp(`^${source}$`, 's'), names });
  }
  // The most specific first: `must be one of {locales}, the languages…` before `must be one of {locales}`.
  patterns.sort((a, b) => b.regex.source.length - a.regex.source.length);
  lookup = { exact, patterns };
  return lookup;
}

/** One known text (or pattern) in `locale`; undefined when the catalogue does not have it. */
function known(locale: Locale, text: string): string | undefined {
  const { exact, patterns } = load();
  const key = exact.get(text);
  if (key !== undefined) return translate(locale, key);
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1]]));
    return translate(locale, pattern.key, values);
  }
  return undefined;
}

/**
 * A `{message}` the API answers, in `locale`: the whole text when the catalogue has it; else a
 * field's refusal (`email: Email is required`: the field named as sent, the reason translated)
 * or a known text with details (`Not found: GET /api/nothing`); else the text as it was.
 */
export function translateApiMessage(locale: Locale, text: string): string {
  if (locale === DEFAULT_LOCALE || text === '') return text;
  const exact = load().exact.get(text);
  if (exact !== undefined) return translate(locale, exact);
  const colon = text.indexOf(': ');
  if (colon > 0) {
    const head = text.slice(0, colon);
    const tail = text.slice(colon + 2);
    const reason = known(locale, tail);
    if (reason !== undefined) return `${head}: ${reason}`;
    const headline = load().exact.get(head);
    if (headline !== undefined) return `${translate(locale, headline)}: ${tail}`;
  }
  return known(locale, text) ?? text;
}
