import type { ReactNode } from 'react';
import type { AreaUnit } from '@elite/shared/listing-labels';
import type { Property } from '@elite/shared';
import { i18n, intlLocale, useLingui } from '../../../lib/i18n';
import { formatArea, propertyTypeLabel } from '../../../lib/listing-labels';
import { usePublicConfig } from '../../../lib/public-config';

export { formatArea } from '../../../lib/listing-labels';

/** The site's unit of area (AREA_UNIT); square feet until /api/config has answered. */
export function useAreaUnit(): AreaUnit {
  return usePublicConfig().data?.areaUnit ?? 'sqft';
}

const number = (value: number) => value.toLocaleString(intlLocale());

/** "Listed today", "1 day on market", "12 days on market". */
export function daysOnMarketText(days: number): string {
  return days <= 0 ? i18n._('facts.listedToday') : i18n._('facts.daysOnMarket', { count: days });
}

const iconPaths = {
  bed: 'M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 14h18M3 18v2M21 18v2M6 9V6h5v3',
  bath: 'M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2',
  area: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  home: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-5h4v5',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  lot: 'M3 20h18M5 20V10l4-3 4 3v10M15 20v-6h4v6',
} as const;
type IconName = keyof typeof iconPaths;

export function FactIcon({ name, className = 'size-4' }: { name: IconName; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
      aria-hidden="true"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}

interface Fact {
  icon: IconName;
  label: string;
  value: string;
}

/** The listing's known facts, in the order a buyer reads them; unknown ones are left out. */
export function knownFacts(property: Property, unit: AreaUnit): Fact[] {
  const _ = (key: string) => i18n._(key);
  const facts: (Fact | null)[] = [
    property.bedrooms === null
      ? null
      : { icon: 'bed', label: _('facts.bedrooms'), value: number(property.bedrooms) },
    property.bathrooms === null
      ? null
      : { icon: 'bath', label: _('facts.bathrooms'), value: number(property.bathrooms) },
    property.living_area === null
      ? null
      : {
          icon: 'area',
          label: _('facts.livingArea'),
          value: formatArea(property.living_area, unit),
        },
    property.property_type === null
      ? null
      : {
          icon: 'home',
          label: _('facts.type'),
          value: propertyTypeLabel(property.property_type),
        },
    property.year_built === null
      ? null
      : { icon: 'calendar', label: _('facts.yearBuilt'), value: String(property.year_built) },
    property.lot_size === null
      ? null
      : { icon: 'lot', label: _('facts.lotSize'), value: formatArea(property.lot_size, unit) },
    // A sold home is no longer on the market: its days stopped counting at the sale.
    property.days_on_market === null || property.status === 'sold'
      ? null
      : {
          icon: 'clock',
          label: _('facts.onMarket'),
          value: daysOnMarketText(property.days_on_market),
        },
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}

/** The key facts at a glance on a listing's page: a tile for each fact that is known. */
export function KeyFacts({ property }: { property: Property }) {
  const { _ } = useLingui();
  const facts = knownFacts(property, useAreaUnit());
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="key-facts">
      <h2 id="key-facts" className="sr-only">
        {_('facts.keyFacts')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-box border-base-300 bg-base-100 border p-3">
            <dt className="text-base-content/80 flex items-center gap-1.5 text-sm">
              <FactIcon name={fact.icon} className="text-primary size-4" />
              {fact.label}
            </dt>
            <dd className="mt-1 text-lg font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type CardFactsData = Pick<Property, 'bedrooms' | 'bathrooms' | 'living_area'>;

/** A card's facts in one line: "3 beds · 2 baths · 1,850 sq ft", the known ones only. */
export function CardFacts({ property }: { property: CardFactsData }) {
  const unit = useAreaUnit();
  const { _ } = useLingui();
  const items: { icon: IconName; text: ReactNode; key: string }[] = [];
  if (property.bedrooms !== null) {
    items.push({ key: 'bed', icon: 'bed', text: _('facts.beds', { count: property.bedrooms }) });
  }
  if (property.bathrooms !== null) {
    items.push({
      key: 'bath',
      icon: 'bath',
      text: _('facts.baths', { count: property.bathrooms }),
    });
  }
  if (property.living_area !== null) {
    items.push({ key: 'area', icon: 'area', text: formatArea(property.living_area, unit) });
  }
  if (items.length === 0) return null;
  return (
    <ul
      aria-label={_('facts.facts')}
      className="text-base-content/80 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm"
    >
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <FactIcon name={item.icon} />
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
