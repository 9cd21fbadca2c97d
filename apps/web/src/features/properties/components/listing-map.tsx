import { Marker } from 'react-leaflet';
import { BaseMap, pinIcon } from '../../../components/map/base-map';

interface ListingMapProps {
  latitude: number;
  longitude: number;
  label: string;
}

/** A listing's pin on the site's map. Its own chunk, with Leaflet: loaded near the viewport. */
export default function ListingMap({ latitude, longitude, label }: ListingMapProps) {
  return (
    <BaseMap center={[latitude, longitude]} zoom={14} label={label} className="h-64 w-full">
      <Marker position={[latitude, longitude]} icon={pinIcon()} keyboard={false} />
    </BaseMap>
  );
}
