import {
  conversationMessages,
  VIEWING_MAX_DAYS_AHEAD,
  VIEWING_NOTE_MAX_LENGTH,
} from '@elite/shared';
import { i18n, intlLocale, translateShared } from '../../../lib/i18n';

/** The form's own rule (not one of @elite/shared's): a time must be chosen. */
export const CHOOSE_DATE_AND_TIME = 'Choose a date and time';

const number = (value: number) => value.toLocaleString(intlLocale());

/**
 * The English texts of viewings (the form's rules, the toasts, the server's answers, from
 * @elite/shared's conversationMessages) in the current locale, by a map of literal keys; any
 * other text as `translateShared` says it (the text itself when it has no translation).
 */
export function viewingText(text: string): string {
  switch (text) {
    case CHOOSE_DATE_AND_TIME:
      return i18n._('viewings.chooseDateAndTime');
    case conversationMessages.viewingStartPast:
      return i18n._('viewings.startPast');
    case conversationMessages.viewingStartTooFar:
      return i18n._('viewings.startTooFar', { days: number(VIEWING_MAX_DAYS_AHEAD) });
    case conversationMessages.viewingNoteTooLong:
      return i18n._('viewings.noteTooLong', { max: number(VIEWING_NOTE_MAX_LENGTH) });
    case conversationMessages.viewingStartInvalid:
      return i18n._('viewings.startInvalid');
    case conversationMessages.viewingNotFound:
      return i18n._('viewings.notFound');
    case conversationMessages.viewingMoveNotAllowed:
      return i18n._('viewings.moveNotAllowed');
    case conversationMessages.viewingRequested:
      return i18n._('viewings.requested');
    case conversationMessages.viewingConfirmed:
      return i18n._('viewings.confirmed');
    case conversationMessages.viewingDeclined:
      return i18n._('viewings.declined');
    case conversationMessages.viewingCancelled:
      return i18n._('viewings.cancelled');
    default:
      return translateShared(text);
  }
}

/** A field's error in the current locale; nothing when there is none. */
export const viewingError = (text: string | undefined) =>
  text === undefined ? undefined : viewingText(text);
