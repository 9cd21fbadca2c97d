import { useEffect, useMemo } from 'react';
import type { LeafletEventHandlerFnMap } from 'leaflet';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { BaseMap, pinIcon } from '../../../components/map/base-map';
import { useLingui } from '../../../lib/i18n';

export interface LatLng {
  lat: number;
  lng: number;
}

interface PinMapProps {
  position: LatLng | null;
  /** The place the typed location names: the map shows it while no pin is placed. */
  focus: LatLng | null;
  /** Its name, said to screen readers when the map moves there. */
  focusName: string | null;
  onChange: (position: LatLng) => void;
}

/** A view of the whole world when there is no pin and no typed place yet. */
const WORLD = { center: [20, 0] as [number, number], zoom: 2 };
const PIN_ZOOM = 14;
/** A town and its surroundings: where to click for a street. */
const PLACE_ZOOM = 12;

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

/** Moves to the typed place while no pin is placed (a pin, once placed, is the agent's). */
function FollowPlace({ focus, hasPin }: { focus: LatLng | null; hasPin: boolean }) {
  const map = useMap();
  const lat = focus?.lat;
  const lng = focus?.lng;
  useEffect(() => {
    if (hasPin || lat === undefined || lng === undefined) return;
    map.setView([lat, lng], PLACE_ZOOM);
  }, [map, lat, lng, hasPin]);
  return null;
}

/**
 * The map of the listing form (loaded lazily): click to place the pin, drag it to move it.
 * The typed latitude and longitude beside it are the keyboard's way to do the same.
 */
export default function PinMap({ position, focus, focusName, onChange }: PinMapProps) {
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
  const { _ } = useLingui();
  return (
    <>
      <BaseMap
        center={position ?? focus ?? WORLD.center}
        zoom={position ? PIN_ZOOM : focus ? PLACE_ZOOM : WORLD.zoom}
        label={_('agent.mapLabel')}
        className="h-72 w-full sm:h-80"
      >
        <ClickToPlace onChange={onChange} />
        <FollowPin position={position} />
        <FollowPlace focus={focus} hasPin={position !== null} />
        {position && (
          <Marker
            position={position}
            icon={icon}
            draggable
            title={_('agent.pinTitle')}
            eventHandlers={handlers}
          />
        )}
      </BaseMap>
      <p className="sr-only" aria-live="polite">
        {!position && focusName ? _('agent.mapShows', { place: focusName }) : ''}
      </p>
    </>
  );
}
