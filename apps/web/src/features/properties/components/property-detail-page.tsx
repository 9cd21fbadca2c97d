import { Suspense, lazy, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Property } from '@elite/shared';
import { Avatar } from '../../../components/ui/avatar';
import { PriceRangeText } from '../../../components/ui/price';
import { PropertyImage } from '../../../components/ui/property-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { StatusBadge } from '../../../components/ui/status-badge';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { loadReviewModal, PropertyReviews } from '../../reviews';
import { useProperty } from '../api/get-property';
import { BuyerActionsSkeleton } from './buyer-actions-skeleton';
import { DETAIL_IMAGE_SIZES, LocationLine } from './property-card';

/** The review form (and its form library) loads when the visitor first heads for the button. */
const ReviewModal = lazy(async () => ({ default: (await loadReviewModal()).ReviewModal }));
const preloadReviewModal = () => void loadReviewModal().catch(() => undefined);

/**
 * The buying actions read the buyer's wishlist and offers through the dashboard's checked calls
 * (and their schemas): they load beside the page, not with the initial bundle.
 */
const BuyerActions = lazy(async () => ({
  default: (await import('./buyer-actions')).BuyerActions,
}));

function DetailSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-8 lg:grid-cols-2">
      <span className="sr-only">Loading the property…</span>
      <Skeleton className="rounded-box aspect-[4/3] w-full" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-8 w-1/2" />
        <div className="flex gap-3">
          <Skeleton className="h-12 w-40" />
          <Skeleton className="h-12 w-40" />
        </div>
      </div>
    </div>
  );
}

function PropertyFacts({ property }: { property: Property }) {
  // They depend on who is signed in, which only the browser knows: rendered once the page is hydrated.
  const hydrated = useHydrated();
  const [reviewing, setReviewing] = useState(false);
  // Mounted from the first opening on, so closing it returns focus like any dialog.
  const [reviewOpened, setReviewOpened] = useState(false);

  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <PropertyImage
        src={property.property_image}
        alt={property.property_title}
        sizes={DETAIL_IMAGE_SIZES}
        priority
        className="rounded-box aspect-[4/3] w-full"
      />
      <div className="flex flex-col gap-5">
        <div>
          <StatusBadge status={property.status} />
        </div>
        <h1 className="text-3xl leading-tight font-bold sm:text-4xl">{property.property_title}</h1>
        <LocationLine location={property.location} />
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3">
          <dt className="font-semibold">Agent</dt>
          <dd className="flex items-center gap-2">
            <span aria-hidden="true">
              <Avatar name={property.agent_name} photoURL={property.agent_image} />
            </span>
            {property.agent_name}
          </dd>
          <dt className="font-semibold">Price range</dt>
          <dd className="text-primary text-2xl font-bold">
            <PriceRangeText range={property.price_range} />
          </dd>
        </dl>
        <div className="flex flex-wrap items-center gap-3">
          {hydrated ? (
            <Suspense fallback={<BuyerActionsSkeleton />}>
              <BuyerActions property={property} />
            </Suspense>
          ) : (
            <BuyerActionsSkeleton />
          )}
          <button
            type="button"
            className="btn btn-outline btn-primary"
            aria-haspopup="dialog"
            onPointerEnter={preloadReviewModal}
            onFocus={preloadReviewModal}
            onClick={() => {
              setReviewOpened(true);
              setReviewing(true);
            }}
          >
            Give a Review
          </button>
        </div>
      </div>
      {reviewOpened && (
        <Suspense fallback={null}>
          <ReviewModal
            propertyId={property._id}
            open={reviewing}
            onClose={() => setReviewing(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** One property (signed in only), from GET /api/property/{id}, with its reviews. */
export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useProperty(id);
  useDocumentTitle(data?.property_title ?? 'Property details');

  return (
    <div className="flex flex-col gap-12">
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
        <DetailSkeleton />
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
        <PropertyFacts property={data} />
      )}
      {!isError && <PropertyReviews propertyId={id} />}
    </div>
  );
}
