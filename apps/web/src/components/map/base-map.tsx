import 'leaflet/dist/leaflet.css';
import { divIcon, type LatLngExpression } from 'leaflet';
import { useState, type ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { usePublicConfig } from '../../lib/public-config';
import { OfflineBasemap } from './offline-basemap';
import { PmtilesBasemap } from './pmtiles-basemap';

/**
 * The one map of the web app (Leaflet, docs/decisions/024): the operator's PMTiles basemap when
 * MAP_PMTILES_FILE is set (docs/decisions/049), else tiles from MAP_TILE_URL with their
 * attribution, or, with `off` or when the tiles or the archive fail, the offline basemap (land,
 * borders and town labels that need no outside service: docs/decisions/048). Import it lazily
 * (`lazy(() => import(...))`): Leaflet is only downloaded by the pages that draw a map.
 */
export interface BaseMapProps {
  center: LatLngExpression;
  zoom: number;
  /** What the map shows, for screen readers (the map region's name). */
  label: string;
  className?: string;
  /** Scroll-wheel zoom; off where the map sits inside a scrolling page. */
  scrollWheelZoom?: boolean;
  children?: ReactNode;
}

export function BaseMap({
  center,
  zoom,
  label,
  className = 'h-64 w-full',
  scrollWheelZoom = false,
  children,
}: BaseMapProps) {
  const config = usePublicConfig().data;
  const tileUrl = config?.mapTileUrl ?? null;
  const pmtilesUrl = config?.mapPmtilesUrl;
  /** The tile server or the archive failed (offline, blocked, down): the offline basemap. */
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <div
      role="region"
      aria-label={label}
      className={`${className} isolate overflow-hidden rounded-box`}
    >
      <MapContainer
        center={center}
        zoom={zoom}
        scrollWheelZoom={scrollWheelZoom}
        className="h-full w-full bg-base-200"
        attributionControl
      >
        {pmtilesUrl && !tilesFailed ? (
          <PmtilesBasemap url={pmtilesUrl} onError={() => setTilesFailed(true)} />
        ) : tileUrl && !tilesFailed ? (
          <TileLayer
            url={tileUrl}
            attribution={config?.mapAttribution ?? undefined}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
        ) : (
          <OfflineBasemap />
        )}
        {children}
      </MapContainer>
    </div>
  );
}

/**
 * A pin drawn in CSS (a Leaflet divIcon), so that no marker image has to be bundled or fetched;
 * `active` draws it in the accent colour (the listing highlighted in a list).
 */
export function pinIcon(active = false) {
  return divIcon({
    className: '',
    html: `<span class="block h-6 w-6 -translate-y-1/2 rotate-[-45deg] rounded-[50%_50%_50%_0] border-2 border-white shadow ${
      active ? 'bg-accent' : 'bg-primary'
    }"></span>`,
    iconSize: [24, 24],
    iconAnchor: [12, 24],
  });
}
