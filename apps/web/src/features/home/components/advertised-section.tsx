import { useQuery } from '@tanstack/react-query';
import { QueryGrid } from '../../../components/ui/query-grid';
import { PropertyCard } from '../../properties';
import { advertisedPropertiesQueryOptions } from '../../../lib/advertised-properties';
import { advertisedGrid } from './advertised-grid';
import { HomeSection } from './home-section';

/** The home page's 'Advertise Property' grid: listings an admin chose to feature. */
export function AdvertisedSection() {
  const advertised = useQuery({
    ...advertisedPropertiesQueryOptions,
    select: (properties) => properties.slice(0, advertisedGrid(properties.length).shown),
  });
  return (
    <HomeSection
      id="advertised-properties"
      title="Advertise Property"
      intro="Featured homes, verified by our team."
    >
      <QueryGrid
        query={advertised}
        // The count shown is its own layout's: advertisedGrid(shown).shown === shown.
        gridClassName={advertisedGrid(advertised.data?.length ?? 0).gridClassName}
        loadingLabel="Loading advertised properties…"
        itemKey={(property) => property._id}
        renderItem={(property) => (
          <PropertyCard property={property} propertyId={property.property_id} />
        )}
        emptyTitle="No advertised property yet"
        emptyHint={<p>Featured homes will show here once our team picks them.</p>}
      />
    </HomeSection>
  );
}
