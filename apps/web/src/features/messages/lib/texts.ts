import { conversationMessages, MESSAGE_MAX_LENGTH } from '@elite/shared';
import { i18n, intlLocale, translateShared } from '../../../lib/i18n';

/**
 * The English texts of @elite/shared's conversations (toasts, the message rules, the server's
 * answers) in the current locale, by a map of literal keys; any other text as `translateShared`
 * says it (the text itself when it has no translation).
 */
export function conversationText(text: string): string {
  switch (text) {
    case conversationMessages.messageEmpty:
      return i18n._('messages.messageEmpty');
    case conversationMessages.messageTooLong:
      return i18n._('messages.messageTooLong', {
        max: MESSAGE_MAX_LENGTH.toLocaleString(intlLocale()),
      });
    case conversationMessages.messageSent:
      return i18n._('messages.messageSent');
    case conversationMessages.conversationNotFound:
      return i18n._('messages.conversationNotFound');
    case conversationMessages.blocked:
      return i18n._('messages.blocked');
    case conversationMessages.fraudCannotMessage:
      return i18n._('messages.fraudCannotMessage');
    case conversationMessages.buyerBlocked:
      return i18n._('messages.buyerBlocked');
    case conversationMessages.buyerUnblocked:
      return i18n._('messages.buyerUnblocked');
    case conversationMessages.reported:
      return i18n._('messages.reported');
    case conversationMessages.alreadyReported:
      return i18n._('messages.alreadyReported');
    default:
      return translateShared(text);
  }
}

/** A field's error from the message rules, in the current locale; nothing when there is none. */
export const conversationError = (text: string | undefined) =>
  text === undefined ? undefined : conversationText(text);
