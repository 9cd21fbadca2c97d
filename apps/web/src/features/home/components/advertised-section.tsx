import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { PropertyCard } from '../../properties/components/property-card';
import { useAdvertisedProperties } from '../api/get-advertised-properties';

/** The home page's 'Advertise Property' grid: listings an admin chose to feature. */
export function AdvertisedSection() {
  const { data, isPending, isError, error, refetch } = useAdvertisedProperties();
  return (
    <section aria-labelledby="advertised-properties" className="flex flex-col gap-6">
      <header className="flex flex-col gap-2 text-center">
        <h2 id="advertised-properties" className="text-3xl font-bold">
          Advertise Property
        </h2>
        <p className="text-base-content/80">Featured homes, verified by our team.</p>
      </header>
      {isPending ? (
        <CardGridSkeleton label="Loading advertised properties…" />
      ) : isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title="No advertised property yet">
          <p>Featured homes will show here once our team picks them.</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((property) => (
            <li key={property._id} className="flex">
              <PropertyCard property={property} propertyId={property.property_id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
