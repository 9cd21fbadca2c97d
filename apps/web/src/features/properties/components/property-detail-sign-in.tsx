import { Link, useLocation, useParams } from 'react-router';
import { isLocale } from '@elite/shared/locales';
import { ListingPriceText } from '../../../components/ui/price';
import { PropertyImage } from '../../../components/ui/property-image';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ReturnState } from '../../../lib/return-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLingui } from '../../../lib/i18n';
import { useProperty } from '../api/get-property';
import { listingText } from '../lib/listing-text';
import { LocationLine } from './property-card';

/** The listing's share card: its photo, title, place and price (GET /api/property/{id} is public). */
function ShareCard({ id }: { id: string }) {
  const { _, i18n } = useLingui();
  const property = useProperty(id);
  if (property.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{_('listing.loading')}</span>
        <Skeleton className="rounded-box aspect-[3/2] w-full" />
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-6 w-1/2" />
      </div>
    );
  }
  // Not public (or gone): the page still says how to see it.
  if (property.isError) return null;
  const { data } = property;
  const text = listingText(data, isLocale(i18n.locale) ? i18n.locale : 'en');
  return (
    <article aria-labelledby="share-card-title" className="flex flex-col gap-2">
      <PropertyImage
        src={data.property_image}
        alt={text.title}
        sizes="(min-width: 640px) 28rem, 100vw"
        className="rounded-box aspect-[3/2] w-full object-cover"
      />
      <h2 id="share-card-title" lang={text.original} className="text-xl font-bold">
        {text.title}
      </h2>
      <LocationLine location={data.location} />
      <p className="text-primary text-xl font-bold">
        <span className="sr-only">{_('card.priceRange')} </span>
        <ListingPriceText property={data} />
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
  const { _ } = useLingui();
  useDocumentTitle(_('listing.signInTitle'));
  const back: ReturnState = { from: location };
  return (
    <section
      aria-labelledby="listing-sign-in"
      className="rounded-box border-base-300 bg-base-100 mx-auto flex w-full max-w-md flex-col gap-5 border p-5 shadow-sm"
    >
      <div className="flex flex-col gap-2">
        <h1 id="listing-sign-in" className="text-2xl font-bold">
          {_('listing.signInTitle')}
        </h1>
        <p className="text-base-content/80">{_('listing.signInBody')}</p>
      </div>
      <ShareCard id={id} />
      <div className="flex flex-wrap gap-2">
        <Link to="/login" state={back} className="btn btn-primary">
          {_('listing.signIn')}
        </Link>
        <Link to="/register" state={back} className="btn btn-outline btn-primary">
          {_('listing.register')}
        </Link>
      </div>
    </section>
  );
}
