import { MAX_REVIEW_DESCRIPTION } from '@elite/shared/limits';
import { messages, ruleMessages } from '@elite/shared/messages';
import { i18n, translateShared } from '../../../lib/i18n';

/**
 * The English texts of @elite/shared about reviews (toasts, the description's rules, the
 * server's answers) in the current locale, by a map of literal keys; any other text as
 * `translateShared` says it (the text itself when it has no translation).
 */
export function reviewText(text: string): string {
  switch (text) {
    case messages.reviewThanks:
      return i18n._('reviews.thanks');
    case messages.reviewDeleted:
      return i18n._('reviews.deleted');
    case messages.noReviewYet:
      return i18n._('reviews.noReviewYet');
    case ruleMessages.reviewOwnListing:
      return i18n._('reviews.reviewOwnListing');
    case ruleMessages.alreadyReviewed:
      return i18n._('reviews.alreadyReviewed');
    case 'Review description is required':
      return i18n._('reviews.descriptionRequired');
    case 'Review description must be a string':
      return i18n._('reviews.descriptionNotText');
    case `Review description is at most ${MAX_REVIEW_DESCRIPTION} characters`:
      return i18n._('reviews.descriptionTooLong', { max: MAX_REVIEW_DESCRIPTION });
    default:
      return translateShared(text);
  }
}
