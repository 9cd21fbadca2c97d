import { Skeleton } from '../../../components/ui/skeleton';

/** Holds the place of a listing's buying actions while they, or the buyer's wishlist and offers, load. */
export function BuyerActionsSkeleton({ small = false }: { small?: boolean }) {
  const height = small ? 'h-8' : 'h-12';
  return (
    <>
      <Skeleton className={`${height} w-32`} />
      <Skeleton className={`${height} w-36`} />
    </>
  );
}
