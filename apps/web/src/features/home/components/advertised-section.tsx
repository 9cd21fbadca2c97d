import { QueryGrid } from '../../../components/ui/query-grid';
import { PropertyCard } from '../../properties/components/property-card';
import { useAdvertisedProperties } from '../api/get-advertised-properties';
import { HomeSection } from './home-section';

/** The home page's 'Advertise Property' grid: listings an admin chose to feature. */
export function AdvertisedSection() {
  return (
    <HomeSection
      id="advertised-properties"
      title="Advertise Property"
      intro="Featured homes, verified by our team."
    >
      <QueryGrid
        query={useAdvertisedProperties()}
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
