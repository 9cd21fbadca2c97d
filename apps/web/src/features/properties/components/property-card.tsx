import { useId } from 'react';
import { Link } from 'react-router';
import { isLocale } from '@elite/shared/locales';
import type { Property } from '@elite/shared';
import { Avatar } from '../../../components/ui/avatar';
import { ListingPriceText } from '../../../components/ui/price';
import { PropertyImage } from '../../../components/ui/property-image';
import { StatusBadge } from '../../../components/ui/status-badge';
import { CardFacts } from './listing-facts';
import { EnergyBadge } from './decide/energy-label';
import { PricePerArea } from './decide/price-per-area';
import { listingText } from '../lib/listing-text';
import { useLingui } from '../../../lib/i18n';

export type PropertyCardData = Pick<
  Property,
  | 'property_title'
  | 'property_image'
  | 'location'
  | 'status'
  | 'price_range'
  | 'agent_name'
  | 'agent_image'
  | 'bedrooms'
  | 'bathrooms'
  | 'living_area'
> &
  Partial<
    Pick<
      Property,
      'language' | 'translations' | 'listing_type' | 'rent_period' | 'energy_rating' | 'agent_id'
    >
  >;

interface PropertyCardProps {
  property: PropertyCardData;
  /** The property's id: `_id` of a listing, `property_id` of an advertised one. */
  propertyId: string;
  headingLevel?: 'h2' | 'h3';
  /**
   * How the picture loads: `lazy` below the fold, `eager` for cards above the fold,
   * `priority` for the first of them (the page's largest paint).
   */
  imageLoading?: 'lazy' | 'eager' | 'priority';
  /** Whether the agent's name links to their page (not on that page itself). */
  agentLink?: boolean;
}

export function LocationLine({ location }: { location: string }) {
  const { _ } = useLingui();
  return (
    <p className="text-base-content/80 flex items-start gap-1.5">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        className="mt-0.5 size-4 shrink-0"
        aria-hidden="true"
      >
        <path d="M12 21s-7-6.1-7-11a7 7 0 1 1 14 0c0 4.9-7 11-7 11z" />
        <circle cx="12" cy="10" r="2.5" />
      </svg>
      <span className="sr-only">{_('card.location')} </span>
      <span>{location}</span>
    </p>
  );
}

/** How wide a card's picture is displayed: one, two or three cards a row. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * How wide a property's own page displays its cover: the page less its side column on wide
 * screens (the page is at most 1600 px wide), the whole width below.
 */
export const DETAIL_IMAGE_SIZES = '(min-width: 1600px) 1150px, (min-width: 1024px) 70vw, 100vw';

/**
 * A listing on the home page and in All Property. Its View Detail link stretches over the whole
 * card, so the photo and the title open the listing too; the agent's name, above it, opens the
 * agent's page (two tab stops per card).
 */
export function PropertyCard({
  property,
  propertyId,
  headingLevel = 'h3',
  imageLoading = 'lazy',
  agentLink = true,
}: PropertyCardProps) {
  const titleId = useId();
  const Heading = headingLevel;
  const { _, i18n } = useLingui();
  const text = listingText(property, isLocale(i18n.locale) ? i18n.locale : 'en');
  return (
    <article className="card border-base-300 bg-base-100 relative w-full border shadow-sm transition-shadow hover:shadow-md">
      <figure className="aspect-[4/3]">
        <PropertyImage
          src={property.property_image}
          alt={text.title}
          sizes={CARD_IMAGE_SIZES}
          className="size-full"
          lazy={imageLoading === 'lazy'}
          priority={imageLoading === 'priority'}
        />
      </figure>
      <div className="card-body gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <Heading id={titleId} lang={text.original} className="card-title text-lg leading-snug">
            {text.title}
          </Heading>
          <StatusBadge status={property.status} listingType={property.listing_type} />
        </div>
        {property.listing_type === 'rent' && property.status !== 'sold' && (
          <p>
            <span className="badge badge-info badge-outline font-semibold">{_('card.toRent')}</span>
          </p>
        )}
        <LocationLine location={property.location} />
        <CardFacts property={property} />
        {property.energy_rating && (
          <p>
            <EnergyBadge rating={property.energy_rating} />
          </p>
        )}
        <div className="flex items-center gap-2">
          <span aria-hidden="true">
            <Avatar name={property.agent_name} photoURL={property.agent_image} className="size-8" />
          </span>
          <span className="text-sm">
            <span className="sr-only">{_('card.agent')} </span>
            {agentLink && property.agent_id ? (
              // Above the stretched View Detail (z-10): the name opens the agent's page.
              <Link to={`/agents/${property.agent_id}`} className="link link-hover relative z-10">
                {property.agent_name}
              </Link>
            ) : (
              property.agent_name
            )}
          </span>
        </div>
        <p className="text-primary text-lg font-bold">
          <span className="sr-only">
            {property.listing_type === 'rent' ? _('card.rent') : _('card.priceRange')}{' '}
          </span>
          <ListingPriceText property={property} />
        </p>
        <PricePerArea property={property} className="text-base-content/80 -mt-2 text-sm" />
        <div className="card-actions mt-auto">
          {/* Stretched over the card by its ::after; not pressed down on click (daisyUI's
              translate would shrink the overlay to the button between mousedown and mouseup). */}
          <Link
            to={`/property/${propertyId}`}
            className="btn btn-primary btn-block after:rounded-box after:absolute after:inset-0 active:translate-none"
            aria-describedby={titleId}
          >
            {_('card.viewDetail')}
          </Link>
        </div>
      </div>
    </article>
  );
}
