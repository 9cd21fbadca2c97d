import type { Property } from '@elite/shared';
import { formatMoney } from '@elite/shared/money';
import { formatCalendarDate } from '../../../components/ui/local-date';
import { useLingui } from '../../../lib/i18n';
import { furnishingLabel, monthsText, yesNo } from '../../../lib/rental-labels';

type RentalFactsData = Pick<
  Property,
  | 'listing_type'
  | 'deposit'
  | 'available_from'
  | 'furnished'
  | 'min_term_months'
  | 'pets_allowed'
  | 'bills_included'
>;

/**
 * A home to rent's facts on its page (CONTRACT.md section 12): deposit, available from,
 * furnishing, minimum term, pets and bills; the unknown ones are left out. Nothing on a sale.
 */
export function RentalFacts({ property }: { property: RentalFactsData }) {
  const { _ } = useLingui();
  if (property.listing_type !== 'rent') return null;
  const facts: [string, string | null][] = [
    [_('rental.deposit'), property.deposit === null ? null : formatMoney(property.deposit)],
    [
      _('rental.availableFrom'),
      property.available_from === null ? null : formatCalendarDate(property.available_from),
    ],
    [
      _('rental.furnishing'),
      property.furnished === null ? null : furnishingLabel(property.furnished),
    ],
    [
      _('rental.minTerm'),
      property.min_term_months === null ? null : monthsText(property.min_term_months),
    ],
    [_('rental.pets'), property.pets_allowed === null ? null : yesNo(property.pets_allowed)],
    [
      _('rental.billsIncluded'),
      property.bills_included === null ? null : yesNo(property.bills_included),
    ],
  ];
  const known = facts.filter((fact): fact is [string, string] => fact[1] !== null);
  if (known.length === 0) return null;
  return (
    <section aria-labelledby="rental-facts" className="flex flex-col gap-3">
      <h2 id="rental-facts" className="text-xl font-bold">
        {_('rental.factsHeading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {known.map(([label, value]) => (
          <div key={label} className="rounded-box border-base-300 bg-base-100 border p-3">
            <dt className="text-base-content/80 text-sm">{label}</dt>
            <dd className="mt-1 text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
