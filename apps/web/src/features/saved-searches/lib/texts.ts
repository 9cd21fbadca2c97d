import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  savedSearchMessages,
  type AgentNoticeKind,
  type SavedSearchFrequency,
} from '@elite/shared';
import { i18n, intlLocale, translateShared } from '../../../lib/i18n';

const number = (value: number) => value.toLocaleString(intlLocale());

const ALREADY_SAVED = /^You have already saved this search as "(.*)"$/s;

/**
 * The English texts of saved searches (@elite/shared's savedSearchMessages: the toasts, the name
 * rules, the server's answers) in the current locale, by a map of literal keys; any other text
 * as `translateShared` says it (the text itself when it has no translation).
 */
export function savedSearchText(text: string): string {
  const already = ALREADY_SAVED.exec(text);
  if (already) return i18n._('alerts.alreadySaved', { name: already[1] ?? '' });
  switch (text) {
    case savedSearchMessages.nameRequired:
      return i18n._('alerts.nameRequired');
    case savedSearchMessages.nameTooLong:
      return i18n._('alerts.nameTooLong', { max: number(SAVED_SEARCH_NAME_MAX_LENGTH) });
    case savedSearchMessages.frequencyInvalid:
      return i18n._('alerts.frequencyInvalid');
    case savedSearchMessages.tooMany:
      return i18n._('alerts.tooMany', { max: number(MAX_SAVED_SEARCHES) });
    case savedSearchMessages.notFound:
      return i18n._('alerts.notFound');
    case savedSearchMessages.saved:
      return i18n._('alerts.saved');
    case savedSearchMessages.renamed:
      return i18n._('alerts.renamed');
    case savedSearchMessages.frequencyChanged:
      return i18n._('alerts.frequencyChanged');
    case savedSearchMessages.deleted:
      return i18n._('alerts.deleted');
    case savedSearchMessages.nothingToChange:
      return i18n._('alerts.nothingToChange');
    case savedSearchMessages.notificationsRead:
      return i18n._('alerts.notificationsRead');
    default:
      return translateShared(text);
  }
}

/** A field's error in the current locale; nothing when there is none. */
export const savedSearchError = (text: string | undefined) =>
  text === undefined ? undefined : savedSearchText(text);

const FREQUENCY_KEYS: Record<SavedSearchFrequency, { label: string; hint: string }> = {
  instant: { label: 'alerts.frequencyInstant', hint: 'alerts.frequencyInstantHint' },
  daily: { label: 'alerts.frequencyDaily', hint: 'alerts.frequencyDailyHint' },
  off: { label: 'alerts.frequencyOff', hint: 'alerts.frequencyOffHint' },
};

/** A frequency's name (@elite/shared's frequencyLabels) in the current locale. */
export const frequencyLabel = (frequency: SavedSearchFrequency) =>
  i18n._(FREQUENCY_KEYS[frequency].label);

/** What a frequency means, under its name. */
export const frequencyHint = (frequency: SavedSearchFrequency) =>
  i18n._(FREQUENCY_KEYS[frequency].hint);

const NOTICE_KEYS: Record<AgentNoticeKind, { heading: string; body: string }> = {
  listing_verified: { heading: 'alerts.noticeVerified', body: 'alerts.noticeVerifiedBody' },
  listing_rejected: { heading: 'alerts.noticeRejected', body: 'alerts.noticeRejectedBody' },
  account_marked_fraud: { heading: 'alerts.noticeFraud', body: 'alerts.noticeFraudBody' },
};

/** An agent's notice (@elite/shared's agentNoticeTexts) in the current locale. */
export const agentNoticeText = (kind: AgentNoticeKind) => ({
  heading: i18n._(NOTICE_KEYS[kind].heading),
  body: i18n._(NOTICE_KEYS[kind].body),
});
