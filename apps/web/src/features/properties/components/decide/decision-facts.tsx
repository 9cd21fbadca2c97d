import type { Property } from '@elite/shared';
import { LEASE_TENURES } from '@elite/shared/listing-decision-values';
import { formatMoney } from '@elite/shared/money';
import { accessibilityLabel, featureLabel, tenureLabel } from '../../../../lib/decision-labels';
import { useLingui } from '../../../../lib/i18n';

type CostsData = Pick<
  Property,
  | 'tenure'
  | 'lease_years_remaining'
  | 'annual_service_charge'
  | 'annual_property_tax'
  | 'monthly_hoa_fee'
>;

/**
 * Owning the home (CONTRACT.md section 13): its tenure, the years left on a lease, and what it
 * costs to keep (service charge, property tax, HOA fee) in the site's currency; the unknown
 * ones are left out, and the section when none is known.
 */
export function OwnershipCosts({ property }: { property: CostsData }) {
  const { _ } = useLingui();
  const money = (amount: number | null) => (amount === null ? null : formatMoney(amount));
  const lease =
    property.tenure !== null &&
    LEASE_TENURES.includes(property.tenure) &&
    property.lease_years_remaining !== null
      ? _('decide.years', { count: property.lease_years_remaining })
      : null;
  const facts: [string, string | null][] = [
    [_('decide.tenure'), property.tenure === null ? null : tenureLabel(property.tenure)],
    [_('decide.leaseLeft'), lease],
    [_('decide.serviceCharge'), money(property.annual_service_charge)],
    [_('decide.propertyTax'), money(property.annual_property_tax)],
    [_('decide.hoaFee'), money(property.monthly_hoa_fee)],
  ];
  const known = facts.filter((fact): fact is [string, string] => fact[1] !== null);
  if (known.length === 0) return null;
  return (
    <section aria-labelledby="ownership-costs" className="flex flex-col gap-3">
      <h2 id="ownership-costs" className="text-xl font-bold">
        {_('decide.costsHeading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {known.map(([label, value]) => (
          <div key={label} className="rounded-box border-base-300 bg-base-100 border p-3">
            <dt className="text-base-content/80 text-sm">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CheckList({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{heading}</h3>
      <ul className="grid grid-cols-1 gap-x-6 gap-y-1.5 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li key={item} className="flex items-center gap-2">
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.2}
              strokeLinecap="round"
              strokeLinejoin="round"
              className="text-success size-4 shrink-0"
              aria-hidden="true"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The home's features and accessibility features, in their words; nothing when none is known. */
export function ListingFeatures({
  property,
}: {
  property: Pick<Property, 'features' | 'accessibility_features'>;
}) {
  const { _ } = useLingui();
  const features = (property.features ?? []).map(featureLabel);
  const access = (property.accessibility_features ?? []).map(accessibilityLabel);
  if (features.length === 0 && access.length === 0) return null;
  return (
    <section aria-labelledby="listing-features" className="flex flex-col gap-4">
      <h2 id="listing-features" className="text-xl font-bold">
        {_('decide.featuresHeading')}
      </h2>
      {features.length > 0 && <CheckList heading={_('decide.features')} items={features} />}
      {access.length > 0 && <CheckList heading={_('decide.accessibility')} items={access} />}
    </section>
  );
}
