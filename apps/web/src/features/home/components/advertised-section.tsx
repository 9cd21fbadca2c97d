import { useQuery } from '@tanstack/react-query';
import { QueryGrid } from '../../../components/ui/query-grid';
import { PropertyCard } from '../../properties';
import { advertisedPropertiesQueryOptions } from '../../../lib/advertised-properties';
import { useLingui } from '../../../lib/i18n';
import { advertisedGrid } from './advertised-grid';
import { HomeSection } from './home-section';

/** The home page's 'Advertise Property' grid: listings an admin chose to feature. */
export function AdvertisedSection() {
  const { _ } = useLingui();
  const advertised = useQuery({
    ...advertisedPropertiesQueryOptions,
    select: (properties) => properties.slice(0, advertisedGrid(properties.length).shown),
  });
  return (
    <HomeSection
      id="advertised-properties"
      title={_('home.advertiseProperty')}
      intro={_('home.advertisedIntro')}
    >
      <QueryGrid
        query={advertised}
        // The count shown is its own layout's: advertisedGrid(shown).shown === shown.
        gridClassName={advertisedGrid(advertised.data?.length ?? 0).gridClassName}
        loadingLabel={_('home.loadingAdvertised')}
        itemKey={(property) => property._id}
        renderItem={(property) => (
          <PropertyCard property={property} propertyId={property.property_id} />
        )}
        emptyTitle={_('home.noAdvertised')}
        emptyHint={<p>{_('home.noAdvertisedHint')}</p>}
      />
    </HomeSection>
  );
}
