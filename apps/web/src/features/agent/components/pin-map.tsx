import { useEffect, useMemo } from 'react';
import type { LeafletEventHandlerFnMap } from 'leaflet';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { BaseMap, pinIcon } from '../../../components/map/base-map';

export interface LatLng {
  lat: number;
  lng: number;
}

interface PinMapProps {
  position: LatLng | null;
  onChange: (position: LatLng) => void;
}

/** A view of the whole world when there is no pin yet. */
const WORLD = { center: [20, 0] as [number, number], zoom: 2 };
const PIN_ZOOM = 14;

/** Clicks place the pin. */
function ClickToPlace({ onChange }: Pick<PinMapProps, 'onChange'>) {
  useMapEvents({ click: (event) => onChange({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** Brings a pin placed elsewhere (typed coordinates) into view; a pin in view stays put. */
function FollowPin({ position }: Pick<PinMapProps, 'position'>) {
  const map = useMap();
  useEffect(() => {
    if (!position || map.getBounds().contains(position)) return;
    map.setView(position, Math.max(map.getZoom(), PIN_ZOOM));
  }, [map, position]);
  return null;
}

/**
 * The map of the listing form (loaded lazily): click to place the pin, drag it to move it.
 * The typed latitude and longitude beside it are the keyboard's way to do the same.
 */
export default function PinMap({ position, onChange }: PinMapProps) {
  const icon = useMemo(() => pinIcon(), []);
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = (event.target as { getLatLng: () => LatLng }).getLatLng();
        onChange({ lat, lng });
      },
    }),
    [onChange],
  );
  return (
    <BaseMap
      center={position ?? WORLD.center}
      zoom={position ? PIN_ZOOM : WORLD.zoom}
      label="Map: click to place the listing’s pin"
      className="h-72 w-full sm:h-80"
    >
      <ClickToPlace onChange={onChange} />
      <FollowPin position={position} />
      {position && (
        <Marker
          position={position}
          icon={icon}
          draggable
          title="Listing pin: drag to move it"
          eventHandlers={handlers}
        />
      )}
    </BaseMap>
  );
}
