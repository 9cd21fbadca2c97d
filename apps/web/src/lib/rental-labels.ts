import type { Furnishing, RentPeriod } from '@elite/shared/listing-rental';
import { i18n } from './i18n';

/* The words of a home to rent (CONTRACT.md section 12) in the page's locale. */

const FURNISHING_KEYS: Record<Furnishing, string> = {
  furnished: 'rental.furnished',
  part_furnished: 'rental.partFurnished',
  unfurnished: 'rental.unfurnished',
};

export const furnishingLabel = (value: Furnishing) => i18n._(FURNISHING_KEYS[value]);

/** "per month", "per week": a rent period's name on its own (a select's option). */
export const rentPeriodLabel = (period: RentPeriod) =>
  period === 'week' ? i18n._('rental.perWeek') : i18n._('rental.perMonth');

/** "12 months" */
export const monthsText = (count: number) => i18n._('rental.months', { count });

/** "Yes" or "No" for a rental's yes-or-no fact. */
export const yesNo = (value: boolean) => (value ? i18n._('rental.yes') : i18n._('rental.no'));
