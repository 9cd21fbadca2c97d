import 'leaflet/dist/leaflet.css';
import { divIcon, type LatLngExpression } from 'leaflet';
import { useState, type ReactNode } from 'react';
import { AttributionControl, MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { useLingui } from '../../lib/i18n';
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

/** Leaflet's own credit, as Leaflet writes it, with its link's title in the page's locale. */
const LEAFLET_FLAG =
  '<svg aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="12" height="8" viewBox="0 0 12 8" class="leaflet-attribution-flag"><path fill="#4C7BE1" d="M0 0h12v4H0z"/><path fill="#FFD500" d="M0 4h12v3H0z"/><path fill="#E0BC00" d="M0 7h12v1H0z"/></svg>';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function leafletPrefix(title: string): string {
  return `<a href="https://leafletjs.com" title="${escapeAttribute(title)}">${LEAFLET_FLAG} Leaflet</a>`;
}

export function BaseMap({
  center,
  zoom,
  label,
  className = 'h-64 w-full',
  scrollWheelZoom = false,
  children,
}: BaseMapProps) {
  const { _ } = useLingui();
  const zoomIn = _('map.zoomIn');
  const zoomOut = _('map.zoomOut');
  const prefix = leafletPrefix(_('map.leafletTitle'));
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
      {/* Tiles, pins and controls keep their places on a right-to-left page (CONTRACT.md
          section 11: maps stay readable); the controls' names are in the page's language, and
          the text of a popup or tooltip reads right to left on such a page. */}
      <div
        dir="ltr"
        className="h-full w-full rtl:[&_.leaflet-popup-content]:[direction:rtl] rtl:[&_.leaflet-tooltip]:[direction:rtl]"
      >
        <MapContainer
          center={center}
          zoom={zoom}
          scrollWheelZoom={scrollWheelZoom}
          className="h-full w-full bg-base-200"
          zoomControl={false}
          attributionControl={false}
        >
          {/* Made again when their texts change (a new locale, or English's later part arriving):
              Leaflet's controls read their texts once. */}
          <ZoomControl key={`${zoomIn}|${zoomOut}`} zoomInTitle={zoomIn} zoomOutTitle={zoomOut} />
          <AttributionControl key={prefix} prefix={prefix} />
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
