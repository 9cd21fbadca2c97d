import { Link, useLocation, useParams } from 'react-router';
import { listingSignInTexts } from '@elite/shared/messages';
import { PriceRangeText } from '../../../components/ui/price';
import { PropertyImage } from '../../../components/ui/property-image';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ReturnState } from '../../../lib/return-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProperty } from '../api/get-property';
import { LocationLine } from './property-card';

/** The listing's share card: its photo, title, place and price (GET /api/property/{id} is public). */
function ShareCard({ id }: { id: string }) {
  const property = useProperty(id);
  if (property.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading the property…</span>
        <Skeleton className="rounded-box aspect-[3/2] w-full" />
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-6 w-1/2" />
      </div>
    );
  }
  // Not public (or gone): the page still says how to see it.
  if (property.isError) return null;
  const { data } = property;
  return (
    <article aria-labelledby="share-card-title" className="flex flex-col gap-2">
      <PropertyImage
        src={data.property_image}
        alt={data.property_title}
        sizes="(min-width: 640px) 28rem, 100vw"
        className="rounded-box aspect-[3/2] w-full object-cover"
      />
      <h2 id="share-card-title" className="text-xl font-bold">
        {data.property_title}
      </h2>
      <LocationLine location={data.location} />
      <p className="text-primary text-xl font-bold">
        <span className="sr-only">Price range: </span>
        <PriceRangeText range={data.price_range} />
      </p>
    </article>
  );
}

/**
 * A signed-out visitor on a listing's page while listing pages are for members (SPEC.md's rule,
 * PUBLIC_LISTINGS=0): says why, shows what the home is, and signs in (or registers) back to it.
 */
export function ListingSignIn() {
  const { id = '' } = useParams();
  const location = useLocation();
  useDocumentTitle(listingSignInTexts.title);
  const back: ReturnState = { from: location };
  return (
    <section
      aria-labelledby="listing-sign-in"
      className="rounded-box border-base-300 bg-base-100 mx-auto flex w-full max-w-md flex-col gap-5 border p-5 shadow-sm"
    >
      <div className="flex flex-col gap-2">
        <h1 id="listing-sign-in" className="text-2xl font-bold">
          {listingSignInTexts.title}
        </h1>
        <p className="text-base-content/80">{listingSignInTexts.body}</p>
      </div>
      <ShareCard id={id} />
      <div className="flex flex-wrap gap-2">
        <Link to="/login" state={back} className="btn btn-primary">
          {listingSignInTexts.signIn}
        </Link>
        <Link to="/register" state={back} className="btn btn-outline btn-primary">
          {listingSignInTexts.register}
        </Link>
      </div>
    </section>
  );
}
