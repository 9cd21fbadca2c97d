import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { PropertyDetail } from '@elite/shared';
import { addressLines } from '@elite/shared/listing-address';
import { isLocale, LOCALE_NAMES } from '@elite/shared/locales';
import { ListingPriceText } from '../../../components/ui/price';
import { PropertyImage } from '../../../components/ui/property-image';
import { SiteBreadcrumbs } from '../../../components/ui/site-breadcrumbs';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { StatusBadge } from '../../../components/ui/status-badge';
import { isApiError } from '../../../lib/api-client';
import { intlLocale, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { ListingOpenHouses } from '../../open-houses';
import { PropertyReviews } from '../../reviews';
import { useProperty } from '../api/get-property';
import { listingText } from '../lib/listing-text';
import {
  AgentCard,
  ListingActions,
  PhoneActionBar,
  ReviewButton,
  useReviewDialog,
  useWideLayout,
} from './listing-actions';
import { ContactActions, useContactForms } from './listing-contact';
import { DecisionSections } from './decide/decision-sections';
import { ListingTour } from './decide/listing-tour';
import { MortgageCalculator } from './decide/mortgage-calculator';
import { PricePerArea } from './decide/price-per-area';
import { KeyFacts } from './listing-facts';
import { RentalFacts } from './rental-facts';
import { ListingGallery, photoAlt, preloadLightbox, useListingLightbox } from './listing-gallery';
import type { LightboxPicture } from './listing-lightbox';
import { ListingLocation } from './listing-location';
import { PriceHistory } from './price-history';
import { LocationLine } from './property-card';
import { ReportListing } from './report-listing';

/** An admin's Verify and Reject on a pending listing: loads only for a pending one. */
const PendingReview = lazy(async () => ({
  default: (await import('./property-detail-moderation')).PendingReview,
}));

function DetailSkeleton() {
  const { _ } = useLingui();
  return (
    <div
      role="status"
      aria-live="polite"
      className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <span className="sr-only">{_('listing.loading')}</span>
      <div className="flex flex-col gap-4">
        <Skeleton className="rounded-box aspect-[3/2] w-full" />
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-8 w-1/2" />
      </div>
      <Skeleton className="rounded-box hidden h-48 w-full lg:block" />
    </div>
  );
}

function ListingDetails({ property, reviews }: { property: PropertyDetail; reviews: ReactNode }) {
  const { _, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const text = listingText(property, locale);
  const address = addressLines(property, intlLocale(locale));
  const [current, setCurrent] = useState(0);
  const pictures: LightboxPicture[] = property.photos.map((photo, index) => ({
    url: photo.url,
    alt: photoAlt(text.title, photo.alt, index),
    label: _('listing.photoOf', { index: index + 1, count: property.photos.length }),
  }));
  if (property.floor_plan) {
    pictures.push({
      url: property.floor_plan,
      alt: _('listing.floorPlanOf', { title: text.title }),
      label: _('listing.floorPlan'),
    });
  }
  const floorPlanIndex = property.photos.length;
  // Closing the viewer on a photo leaves that photo on the cover.
  const lightbox = useListingLightbox(pictures, (index) => {
    if (index < property.photos.length) setCurrent(index);
  });
  const review = useReviewDialog(property);
  const contact = useContactForms(property);
  const wide = useWideLayout();
  const hydrated = useHydrated();
  // Before hydration both places hold the actions' skeleton; CSS shows the one that fits.
  const actionsInBar = !hydrated || !wide;
  const actionsAside = !hydrated || wide;
  const price = <ListingPriceText property={property} />;
  const priceName = property.listing_type === 'rent' ? _('card.rent') : _('card.priceRange');

  return (
    <>
      {hydrated && property.status === 'pending' && (
        <Suspense fallback={null}>
          <PendingReview property={property} />
        </Suspense>
      )}
      <header className="flex flex-col gap-2">
        <div>
          <StatusBadge status={property.status} listingType={property.listing_type} />
          {property.listing_type === 'rent' && property.status !== 'sold' && (
            <span className="badge badge-info badge-outline ms-2 font-semibold">
              {_('card.toRent')}
            </span>
          )}
        </div>
        <h1 lang={text.original} className="text-3xl leading-tight font-bold sm:text-4xl">
          {text.title}
        </h1>
        {text.original && (
          <p className="text-base-content/70 text-sm">
            {_('listing.inOriginal', { language: LOCALE_NAMES[text.original] })}
          </p>
        )}
        <LocationLine location={property.location} />
        {address.length > 0 && (
          <address className="text-base-content/80 ps-6 text-sm not-italic">
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        )}
        <p className="text-primary text-2xl font-bold sm:text-3xl lg:hidden">
          <span className="sr-only">{priceName} </span>
          {price}
        </p>
        <PricePerArea property={property} className="text-base-content/80 -mt-2 lg:hidden" />
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <ListingGallery
            title={text.title}
            photos={property.photos}
            current={current}
            onShow={setCurrent}
            onOpen={lightbox.openAt}
          />
          <KeyFacts property={property} />
          <RentalFacts property={property} />
          <DecisionSections property={property} />
          {text.description && (
            <section aria-labelledby="listing-description" className="flex flex-col gap-3">
              <h2 id="listing-description" className="text-xl font-bold">
                {_('listing.about')}
              </h2>
              {/* Plain text with its line breaks, never HTML (CONTRACT.md section 6). */}
              <p
                lang={text.original}
                dir="auto"
                className="max-w-prose leading-relaxed whitespace-pre-line"
              >
                {text.description}
              </p>
            </section>
          )}
          {(property.floor_plan || property.tour_url) && (
            <section aria-labelledby="listing-plan" className="flex flex-col gap-3">
              <h2 id="listing-plan" className="text-xl font-bold">
                {property.floor_plan ? _('listing.floorPlan') : _('listing.tour')}
              </h2>
              {property.floor_plan && (
                <button
                  type="button"
                  className="rounded-box border-base-300 block w-full max-w-md cursor-zoom-in overflow-hidden border bg-white"
                  aria-label={_('listing.openFloorPlan')}
                  aria-haspopup="dialog"
                  onPointerEnter={preloadLightbox}
                  onFocus={preloadLightbox}
                  onClick={() => lightbox.openAt(floorPlanIndex)}
                >
                  <PropertyImage
                    src={property.floor_plan}
                    alt={_('listing.floorPlanOf', { title: text.title })}
                    sizes="(min-width: 640px) 448px, 100vw"
                    className="aspect-[3/2] w-full object-contain"
                  />
                </button>
              )}
              {property.tour_url && <ListingTour url={property.tour_url} title={text.title} />}
            </section>
          )}
          <MortgageCalculator property={property} />
          <ListingOpenHouses property={property} />
          <ListingLocation
            title={text.title}
            location={property.location}
            latitude={property.latitude}
            longitude={property.longitude}
          />
          <PriceHistory
            history={property.price_history}
            rentPeriod={property.listing_type === 'rent' ? (property.rent_period ?? 'month') : null}
          />
        </div>
        <aside
          aria-label={_('listing.agentAndActions')}
          className="flex flex-col gap-4 lg:sticky lg:top-24"
        >
          <div className="rounded-box border-base-300 bg-base-100 hidden flex-col gap-4 border p-5 shadow-sm lg:flex">
            <p className="text-primary text-2xl font-bold">
              <span className="sr-only">{priceName} </span>
              {price}
            </p>
            <PricePerArea property={property} className="text-base-content/80 -mt-3" />
            {actionsAside && <ListingActions property={property} onReview={review.open} />}
          </div>
          <AgentCard property={property}>
            <ContactActions property={property} onOpen={contact.show} />
          </AgentCard>
          <ReportListing property={property} />
        </aside>
      </div>
      {/* On a phone 'Give a Review' sits with the reviews; the bar keeps the buying actions. */}
      {actionsInBar && (
        <div className="-mb-6 lg:hidden">
          <ReviewButton onReview={review.open} property={property} />
        </div>
      )}
      {reviews}
      {lightbox.element}
      {review.element}
      {contact.element}
      {actionsInBar && (
        <PhoneActionBar>
          <p className="text-primary font-bold whitespace-nowrap">
            <span className="sr-only">{priceName} </span>
            {price}
          </p>
          <ListingActions property={property} />
          <ContactActions property={property} onOpen={contact.show} compact />
        </PhoneActionBar>
      )}
    </>
  );
}

/**
 * One listing, from GET /api/property/{id}, as a portal shows it: the gallery, the price and key
 * facts, the description, floor plan and tour, the map, the price history, the agent and SPEC.md's
 * actions (a sticky side column on wide screens, a bar at the bottom on a phone), and its reviews.
 */
export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useProperty(id);
  const { _, i18n } = useLingui();
  const title = data
    ? listingText(data, isLocale(i18n.locale) ? i18n.locale : 'en').title
    : _('listing.details');
  useDocumentTitle(title);
  const reviews = <PropertyReviews propertyId={id} />;

  return (
    <div className="flex flex-col gap-8">
      <SiteBreadcrumbs label={_('listing.breadcrumb')} current={title} />
      {isPending ? (
        <>
          <DetailSkeleton />
          {reviews}
        </>
      ) : isError ? (
        isApiError(error, 404) ? (
          <section className="flex flex-col gap-4">
            <h1 className="text-3xl font-bold">{_('listing.notFound')}</h1>
            <EmptyState title={_('listing.unavailable')}>
              <p>
                {_('listing.unavailableHelp')}{' '}
                <Link to="/allProperty" className="link link-primary">
                  {_('listing.browseAll')}
                </Link>
              </p>
            </EmptyState>
          </section>
        ) : (
          <section className="flex flex-col gap-4">
            <h1 className="text-3xl font-bold">{_('listing.details')}</h1>
            <ErrorState error={error} onRetry={() => void refetch()} />
          </section>
        )
      ) : (
        <ListingDetails property={data} reviews={reviews} />
      )}
    </div>
  );
}
