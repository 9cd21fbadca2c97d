import './offline-basemap.css';
import {
  divIcon,
  geoJSON,
  layerGroup,
  marker,
  svg,
  type GeoJSONOptions,
  type Map as LeafletMap,
} from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { placesSchema, type Place } from '@elite/shared';
import { apiRequest } from '../../lib/api-client';

/**
 * The basemap that needs no outside service (docs/decisions/048): land and borders from Natural
 * Earth (world-atlas, 1:110m far out, 1:50m closer; each file its own chunk, downloaded with the
 * first map that needs it) and town labels from the server's gazetteer (GET /api/places).
 * Drawn when MAP_TILE_URL is `off` and when the tile server fails.
 */
type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

const SEA = '#cfe3ef';
const LAND = { fillColor: '#f4f1e8', fillOpacity: 1, color: '#9aa7b0', weight: 0.8 };
const BORDERS = { color: '#a08fa8', weight: 0.9, dashArray: '4 3', fill: false };
/** From this zoom on, the finer coastlines (1:50m). */
const FINE_ZOOM = 4;

const detail = {
  coarse: () => import('world-atlas/countries-110m.json'),
  fine: () => import('world-atlas/countries-50m.json'),
};

function pane(map: LeafletMap, name: string, zIndex: number) {
  const element = map.getPane(name) ?? map.createPane(name);
  element.style.zIndex = String(zIndex);
  element.style.pointerEvents = 'none';
  return element;
}

/** The view as the places API takes it: longitudes wrapped, west above east across 180°. */
export function viewParam(map: LeafletMap): string {
  const bounds = map.getBounds();
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat));
  const whole = bounds.getEast() - bounds.getWest() >= 360;
  const west = whole ? -180 : wrap(bounds.getWest());
  const east = whole ? 180 : wrap(bounds.getEast());
  return [west, clampLat(bounds.getSouth()), east, clampLat(bounds.getNorth())]
    .map((n) => n.toFixed(4))
    .join(',');
}

function label(place: Place) {
  const span = document.createElement('span');
  span.className = 'map-place-label';
  span.textContent = place.name;
  return marker([place.latitude, place.longitude], {
    pane: 'basemap-labels',
    interactive: false,
    keyboard: false,
    icon: divIcon({ className: '', html: span, iconSize: [0, 0] }),
  });
}

export function OfflineBasemap() {
  const map = useMap();

  // Land and borders.
  useEffect(() => {
    pane(map, 'basemap', 150);
    const container = map.getContainer();
    container.style.background = SEA;
    container.dataset.basemap = 'offline';
    const renderer = svg({ pane: 'basemap' });
    let drawn: 'coarse' | 'fine' | null = null;
    let layers: ReturnType<typeof geoJSON>[] = [];
    let cancelled = false;
    const draw = async () => {
      const wanted = map.getZoom() >= FINE_ZOOM ? 'fine' : 'coarse';
      if (drawn === wanted || (drawn === 'fine' && wanted === 'coarse')) return;
      drawn = wanted;
      const topology = (await detail[wanted]()).default as unknown as Countries;
      if (cancelled) return;
      const land = geoJSON(feature(topology, topology.objects.land), {
        style: LAND,
        interactive: false,
        pane: 'basemap',
        renderer,
      } as GeoJSONOptions);
      const borders = geoJSON(
        mesh(topology, topology.objects.countries, (a, b) => a !== b),
        { style: BORDERS, interactive: false, pane: 'basemap', renderer } as GeoJSONOptions,
      );
      for (const layer of layers) layer.remove();
      layers = [land.addTo(map), borders.addTo(map)];
    };
    void draw();
    map.on('zoomend', draw);
    return () => {
      cancelled = true;
      map.off('zoomend', draw);
      for (const layer of layers) layer.remove();
      container.style.background = '';
      delete container.dataset.basemap;
    };
  }, [map]);

  // Town labels for the view, asked again after each move.
  useEffect(() => {
    pane(map, 'basemap-labels', 450);
    const labels = layerGroup().addTo(map);
    let controller: AbortController | null = null;
    const update = async () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      try {
        const { places } = await apiRequest(
          `/places?bbox=${viewParam(map)}&zoom=${Math.round(map.getZoom())}`,
          { schema: placesSchema, signal: current.signal },
        );
        if (current.signal.aborted) return;
        labels.clearLayers();
        for (const place of places) labels.addLayer(label(place));
      } catch {
        // Offline or aborted: the land still shows; the next move asks again.
      }
    };
    void update();
    map.on('moveend', update);
    return () => {
      controller?.abort();
      map.off('moveend', update);
      labels.remove();
    };
  }, [map]);

  return null;
}
