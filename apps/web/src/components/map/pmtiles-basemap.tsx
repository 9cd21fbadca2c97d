import * as leaflet from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';

/**
 * The operator's own basemap (MAP_PMTILES_FILE, docs/decisions/049): one PMTiles archive of
 * vector tiles served by this server, read in byte ranges and drawn on canvas tiles by
 * protomaps-leaflet in its light theme (land, water, roads, town labels). protomaps-leaflet is
 * its own chunk, downloaded only by a map of a site that has such a file. `onError`: the archive
 * cannot be read (its header did not come): the offline basemap instead.
 */
const DEFAULT_ATTRIBUTION =
  '<a href="https://protomaps.com">Protomaps</a> &copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export function PmtilesBasemap({ url, onError }: { url: string; onError: () => void }) {
  const map = useMap();
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    const container = map.getContainer();
    container.dataset.basemap = 'pmtiles';
    let layer: leaflet.Layer | undefined;
    let cancelled = false;
    void (async () => {
      try {
        // protomaps-leaflet extends Leaflet's classes through the global `L` of Leaflet 1.x.
        const global = window as unknown as { L?: unknown };
        global.L ??= leaflet;
        const { leafletLayer, PmtilesSource } = await import('protomaps-leaflet');
        const archive = new PmtilesSource(url, true).p;
        const header = await archive.getHeader();
        const metadata = (await archive.getMetadata().catch(() => ({}))) as {
          attribution?: unknown;
        };
        if (cancelled) return;
        layer = leafletLayer({
          url: archive,
          flavor: 'light',
          lang: document.documentElement.lang || 'en',
          // Past the archive's last zoom its tiles are drawn larger.
          maxDataZoom: header.maxZoom,
          attribution:
            typeof metadata.attribution === 'string' && metadata.attribution.trim() !== ''
              ? metadata.attribution
              : DEFAULT_ATTRIBUTION,
        }) as unknown as leaflet.Layer;
        layer.addTo(map);
      } catch {
        if (!cancelled) onErrorRef.current();
      }
    })();
    return () => {
      cancelled = true;
      layer?.remove();
      delete container.dataset.basemap;
    };
  }, [map, url]);

  return null;
}
