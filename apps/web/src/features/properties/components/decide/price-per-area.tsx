import type { Property } from '@elite/shared';
import { formatMoney } from '@elite/shared/money';
import { areaUnitLabel } from '../../../../lib/listing-labels';
import { useLingui } from '../../../../lib/i18n';
import { useAreaUnit } from '../listing-facts';

type PricePerAreaData = Pick<Property, 'price_range' | 'living_area'> &
  Partial<Pick<Property, 'listing_type'>>;

/**
 * A sale's price per unit of living area, in whole units of the currency: one amount, or a range
 * when the price is one. None for a rental (its rent is not a price to compare by area) or
 * without a living area.
 */
export function pricePerArea(property: PricePerAreaData): { min: number; max: number } | null {
  const area = property.living_area;
  if (property.listing_type === 'rent' || area === null || area <= 0) return null;
  return {
    min: Math.round(property.price_range.min / area),
    max: Math.round(property.price_range.max / area),
  };
}

/** `$4,200/m²`, `$390 - $450/sq ft`, with its name for a screen reader. */
export function PricePerArea({
  property,
  className = '',
}: {
  property: PricePerAreaData;
  className?: string;
}) {
  const { _ } = useLingui();
  const unit = useAreaUnit();
  const per = pricePerArea(property);
  if (per === null) return null;
  const price =
    per.min === per.max
      ? formatMoney(per.min)
      : `${formatMoney(per.min)} - ${formatMoney(per.max)}`;
  return (
    <p className={className}>
      <span className="sr-only">{_('facts.pricePerAreaName')} </span>
      <span className="tabular-nums">
        {_('facts.pricePerArea', { price, unit: areaUnitLabel(unit) })}
      </span>
    </p>
  );
}
