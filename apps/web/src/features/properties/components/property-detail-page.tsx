import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { PropertyDetail } from '@elite/shared';
import { PriceRangeText } from '../../../components/ui/price';
import { PropertyImage } from '../../../components/ui/property-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { StatusBadge } from '../../../components/ui/status-badge';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { PropertyReviews } from '../../reviews';
import { useProperty } from '../api/get-property';
import {
  AgentCard,
  ListingActions,
  PhoneActionBar,
  ReviewButton,
  useReviewDialog,
  useWideLayout,
} from './listing-actions';
import { ContactActions, useContactForms } from './listing-contact';
import { KeyFacts } from './listing-facts';
import { ListingGallery, photoAlt, preloadLightbox, useListingLightbox } from './listing-gallery';
import type { LightboxPicture } from './listing-lightbox';
import { ListingLocation } from './listing-location';
import { PriceHistory } from './price-history';
import { LocationLine } from './property-card';

/** An admin's Verify and Reject on a pending listing: loads only for a pending one. */
const PendingReview = lazy(async () => ({
  default: (await import('./property-detail-moderation')).PendingReview,
}));

function DetailSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <span className="sr-only">Loading the property…</span>
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
  const [current, setCurrent] = useState(0);
  const pictures: LightboxPicture[] = property.photos.map((photo, index) => ({
    url: photo.url,
    alt: photoAlt(property.property_title, photo.alt, index),
    label: `Photo ${index + 1} of ${property.photos.length}`,
  }));
  if (property.floor_plan) {
    pictures.push({
      url: property.floor_plan,
      alt: `${property.property_title}, floor plan`,
      label: 'Floor plan',
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
  const price = <PriceRangeText range={property.price_range} />;

  return (
    <>
      {hydrated && property.status === 'pending' && (
        <Suspense fallback={null}>
          <PendingReview property={property} />
        </Suspense>
      )}
      <header className="flex flex-col gap-2">
        <div>
          <StatusBadge status={property.status} />
        </div>
        <h1 className="text-3xl leading-tight font-bold sm:text-4xl">{property.property_title}</h1>
        <LocationLine location={property.location} />
        <p className="text-primary text-2xl font-bold sm:text-3xl lg:hidden">
          <span className="sr-only">Price range: </span>
          {price}
        </p>
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <ListingGallery
            title={property.property_title}
            photos={property.photos}
            current={current}
            onShow={setCurrent}
            onOpen={lightbox.openAt}
          />
          <KeyFacts property={property} />
          {property.description && (
            <section aria-labelledby="listing-description" className="flex flex-col gap-3">
              <h2 id="listing-description" className="text-xl font-bold">
                About this home
              </h2>
              {/* Plain text with its line breaks, never HTML (CONTRACT.md section 6). */}
              <p className="max-w-prose leading-relaxed whitespace-pre-line">
                {property.description}
              </p>
            </section>
          )}
          {(property.floor_plan || property.tour_url) && (
            <section aria-labelledby="listing-plan" className="flex flex-col gap-3">
              <h2 id="listing-plan" className="text-xl font-bold">
                {property.floor_plan ? 'Floor plan' : 'Tour'}
              </h2>
              {property.floor_plan && (
                <button
                  type="button"
                  className="rounded-box border-base-300 block w-full max-w-md cursor-zoom-in overflow-hidden border bg-white"
                  aria-label="Open the floor plan full screen"
                  aria-haspopup="dialog"
                  onPointerEnter={preloadLightbox}
                  onFocus={preloadLightbox}
                  onClick={() => lightbox.openAt(floorPlanIndex)}
                >
                  <PropertyImage
                    src={property.floor_plan}
                    alt={`${property.property_title}, floor plan`}
                    sizes="(min-width: 640px) 448px, 100vw"
                    className="aspect-[3/2] w-full object-contain"
                  />
                </button>
              )}
              {property.tour_url && (
                <p>
                  <a
                    href={property.tour_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="btn btn-outline"
                  >
                    Take the virtual tour
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </p>
              )}
            </section>
          )}
          <ListingLocation
            title={property.property_title}
            location={property.location}
            latitude={property.latitude}
            longitude={property.longitude}
          />
          <PriceHistory history={property.price_history} />
        </div>
        <aside aria-label="Agent and actions" className="flex flex-col gap-4 lg:sticky lg:top-24">
          <div className="rounded-box border-base-300 bg-base-100 hidden flex-col gap-4 border p-5 shadow-sm lg:flex">
            <p className="text-primary text-2xl font-bold">
              <span className="sr-only">Price range: </span>
              {price}
            </p>
            {actionsAside && <ListingActions property={property} onReview={review.open} />}
          </div>
          <AgentCard property={property}>
            <ContactActions property={property} onOpen={contact.show} />
          </AgentCard>
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
            <span className="sr-only">Price range: </span>
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
  useDocumentTitle(data?.property_title ?? 'Property details');
  const reviews = <PropertyReviews propertyId={id} />;

  return (
    <div className="flex flex-col gap-8">
      <nav aria-label="Breadcrumb" className="breadcrumbs text-sm">
        <ul>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/allProperty">All Property</Link>
          </li>
          <li aria-current="page">{data?.property_title ?? 'Property details'}</li>
        </ul>
      </nav>
      {isPending ? (
        <>
          <DetailSkeleton />
          {reviews}
        </>
      ) : isError ? (
        isApiError(error, 404) ? (
          <section className="flex flex-col gap-4">
            <h1 className="text-3xl font-bold">Property not found</h1>
            <EmptyState title="This property is not available">
              <p>
                It may have been removed or not verified yet.{' '}
                <Link to="/allProperty" className="link link-primary">
                  Browse all properties
                </Link>
              </p>
            </EmptyState>
          </section>
        ) : (
          <section className="flex flex-col gap-4">
            <h1 className="text-3xl font-bold">Property details</h1>
            <ErrorState error={error} onRetry={() => void refetch()} />
          </section>
        )
      ) : (
        <ListingDetails property={data} reviews={reviews} />
      )}
    </div>
  );
}
