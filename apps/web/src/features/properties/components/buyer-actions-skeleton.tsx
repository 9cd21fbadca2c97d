import { Skeleton } from '../../../components/ui/skeleton';

/** Holds the place of a listing's buying actions while they, or the buyer's wishlist and offers, load. */
export function BuyerActionsSkeleton() {
  return (
    <>
      <Skeleton className="h-12 w-36" />
      <Skeleton className="h-12 w-40" />
    </>
  );
}
