import {
  divIcon,
  latLngBounds,
  type LatLngBounds,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Marker, Polygon, Polyline, Popup, useMap, useMapEvents } from 'react-leaflet';
import { formatMoney, type Property } from '@elite/shared';
import { BaseMap, pinIcon } from '../../../components/map/base-map';
import { ListingPriceText, PriceRangeText, rentText } from '../../../components/ui/price';
import { PropertyImage } from '../../../components/ui/property-image';
import { i18n, useLingui } from '../../../lib/i18n';
import type { MapCluster, MapPoint } from '../api/get-properties';
import { bboxParam, simplifyPath, type Bbox, type LngLat } from '../api/property-search';
import { CardFacts } from './listing-facts';

export interface SearchMapProps {
  points: MapPoint[];
  clusters: MapCluster[];
  /** The listings of the list's page, for a marker's card. */
  listed: Map<string, Property>;
  activeId: string | null;
  onActivate: (id: string) => void;
  bbox: Bbox | null;
  polygon: LngLat[] | null;
  /** The visitor moved or zoomed the map: its new view. */
  onMove: (bbox: Bbox) => void;
  /** The map's view whenever it comes to rest, whoever moved it (for "Search this view"). */
  onView?: (bbox: Bbox) => void;
  drawing: boolean;
  onDrawn: (polygon: LngLat[] | null) => void;
}

const boundsOf = (bbox: Bbox) =>
  latLngBounds([
    [bbox[1], bbox[0]],
    [bbox[3], bbox[2]],
  ]);

function viewOf(map: LeafletMap): Bbox {
  const b = map.getBounds();
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return [
    clamp(b.getWest(), 180),
    clamp(b.getSouth(), 90),
    clamp(b.getEast(), 180),
    clamp(b.getNorth(), 90),
  ];
}

/**
 * Keeps the map on the searched area: fitted to the address bar's view or drawn area (a shared
 * link, Back), or to the results on a first visit; a move of the visitor's own is reported.
 */
function ViewSync({
  target,
  targetKey,
  onMove,
  onView,
}: {
  target: LatLngBounds | null;
  targetKey: string;
  onMove: (bbox: Bbox) => void;
  onView?: ((bbox: Bbox) => void) | undefined;
}) {
  const map = useMap();
  /** The view the map shows by the page's doing, not the visitor's. */
  const settled = useRef<string | null>(null);
  const onMoveRef = useRef(onMove);
  const onViewRef = useRef(onView);
  useEffect(() => {
    onMoveRef.current = onMove;
    onViewRef.current = onView;
  });
  useEffect(() => {
    onViewRef.current?.(viewOf(map));
  }, [map]);

  /** The area the map was last fitted to (or that the visitor's own move made the search's). */
  const fitted = useRef<string | null>(null);
  const fitting = useRef(false);

  useEffect(() => {
    if (!target || !target.isValid()) return;
    if (targetKey !== fitted.current && targetKey !== settled.current) {
      // Unanimated, the fit's own moveend fires within fitBounds: not a move of the visitor's.
      fitting.current = true;
      map.fitBounds(target, { animate: false, maxZoom: 15, padding: [16, 16] });
      fitting.current = false;
      settled.current = bboxParam(viewOf(map));
      onViewRef.current?.(viewOf(map));
    }
    fitted.current = targetKey;
  }, [map, target, targetKey]);

  useMapEvents({
    moveend() {
      if (fitting.current) return;
      const view = viewOf(map);
      onViewRef.current?.(view);
      const key = bboxParam(view);
      if (key === settled.current) return;
      settled.current = key;
      onMoveRef.current(view);
    },
  });
  return null;
}

/** Freehand drawing: pointer moves on the map draw the area (dragging is off meanwhile). */
function DrawLayer({
  drawing,
  onDrawn,
}: {
  drawing: boolean;
  onDrawn: (polygon: LngLat[] | null) => void;
}) {
  const map = useMap();
  const [path, setPath] = useState<LngLat[]>([]);
  const onDrawnRef = useRef(onDrawn);
  useEffect(() => {
    onDrawnRef.current = onDrawn;
  });

  useEffect(() => {
    if (!drawing) return;
    const container = map.getContainer();
    map.dragging.disable();
    map.doubleClickZoom.disable();
    container.style.touchAction = 'none';
    container.style.cursor = 'crosshair';
    let points: LngLat[] = [];
    let down = false;
    const at = (event: PointerEvent): LngLat => {
      const { lat, lng } = map.mouseEventToLatLng(event as unknown as MouseEvent);
      return [lng, lat];
    };
    const onDown = (event: PointerEvent) => {
      down = true;
      points = [at(event)];
      container.setPointerCapture?.(event.pointerId);
      event.preventDefault();
      event.stopPropagation();
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!down) return;
      points.push(at(event));
      setPath([...points]);
    };
    const onUp = () => {
      if (!down) return;
      down = false;
      setPath([]);
      onDrawnRef.current(simplifyPath(points));
    };
    container.addEventListener('pointerdown', onDown, true);
    container.addEventListener('pointermove', onPointerMove);
    container.addEventListener('pointerup', onUp);
    container.addEventListener('pointercancel', onUp);
    return () => {
      container.removeEventListener('pointerdown', onDown, true);
      container.removeEventListener('pointermove', onPointerMove);
      container.removeEventListener('pointerup', onUp);
      container.removeEventListener('pointercancel', onUp);
      container.style.touchAction = '';
      container.style.cursor = '';
      map.dragging.enable();
      map.doubleClickZoom.enable();
      setPath([]);
    };
  }, [map, drawing]);

  return path.length > 1 ? (
    <Polyline positions={path.map(([lng, lat]) => [lat, lng])} pathOptions={{ weight: 3 }} />
  ) : null;
}

function clusterIcon(count: number) {
  const size = count < 10 ? 32 : count < 100 ? 38 : 46;
  return divIcon({
    className: '',
    html: `<span class="bg-secondary text-secondary-content flex items-center justify-center rounded-full border-2 border-white text-sm font-bold shadow" style="width:${size}px;height:${size}px">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

function pointName(point: MapPoint, listing: Property | undefined) {
  const from = formatMoney(point.min);
  const price = listing?.listing_type === 'rent' ? rentText(from, listing.rent_period) : from;
  return listing
    ? i18n._('map.pointName', { title: listing.property_title, price })
    : i18n._('map.homeFrom', { price });
}

const PINS = { idle: pinIcon(false), active: pinIcon(true) };

/** A marker with an accessible name (Leaflet gives a div icon only a title). */
function PointMarker({
  point,
  listing,
  active,
  onActivate,
}: {
  point: MapPoint;
  listing: Property | undefined;
  active: boolean;
  onActivate: (id: string) => void;
}) {
  const { _ } = useLingui();
  const name = pointName(point, listing);
  const href = `/property/${point._id}`;
  const navigate = useNavigate();
  const ref = useRef<LeafletMarker>(null);
  useEffect(() => {
    const element = ref.current?.getElement();
    element?.setAttribute('aria-label', name);
    element?.setAttribute('title', name);
  }, [name, active]);
  return (
    <Marker
      ref={ref}
      position={[point.latitude, point.longitude]}
      icon={active ? PINS.active : PINS.idle}
      title={name}
      zIndexOffset={active ? 1000 : 0}
      eventHandlers={{
        add: (event) => event.target.getElement()?.setAttribute('aria-label', name),
        click: () => onActivate(point._id),
      }}
    >
      <Popup>
        <div className="flex w-52 flex-col gap-2">
          {listing && (
            <PropertyImage
              src={listing.property_image}
              alt=""
              sizes="208px"
              className="aspect-[4/3] w-full rounded"
              lazy
            />
          )}
          {listing && <p className="m-0! font-semibold">{listing.property_title}</p>}
          <p className="text-primary m-0! font-bold">
            {listing ? (
              <ListingPriceText
                property={{ ...listing, price_range: { min: point.min, max: point.max } }}
              />
            ) : (
              <PriceRangeText range={{ min: point.min, max: point.max }} />
            )}
          </p>
          {listing && <CardFacts property={listing} />}
          <Link
            to={href}
            ref={(link) => {
              // Leaflet stops clicks in a popup from bubbling to React's root listener: the
              // link navigates in the app by a listener of its own instead of reloading.
              if (!link) return;
              const follow = (event: MouseEvent) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                void navigate(href);
              };
              link.addEventListener('click', follow);
              return () => link.removeEventListener('click', follow);
            }}
            className="btn btn-primary btn-sm text-primary-content!"
          >
            {_('card.viewDetail')}
          </Link>
        </div>
      </Popup>
    </Marker>
  );
}

function ClusterMarker({ cluster }: { cluster: MapCluster }) {
  const map = useMap();
  const { _ } = useLingui();
  const name = _('map.cluster', { count: cluster.count });
  return (
    <Marker
      position={[cluster.latitude, cluster.longitude]}
      icon={clusterIcon(cluster.count)}
      title={name}
      eventHandlers={{
        add: (event) => event.target.getElement()?.setAttribute('aria-label', name),
        click: () =>
          map.setView([cluster.latitude, cluster.longitude], Math.min(map.getZoom() + 2, 18)),
      }}
    />
  );
}

/** All Property's map: the results as markers and clusters, the view searched, a drawn area. */
export default function SearchMap({
  points,
  clusters,
  listed,
  activeId,
  onActivate,
  bbox,
  polygon,
  onMove,
  onView,
  drawing,
  onDrawn,
}: SearchMapProps) {
  const { _ } = useLingui();
  const { target, targetKey } = useMemo(() => {
    if (polygon) {
      const bounds = latLngBounds(polygon.map(([lng, lat]) => [lat, lng] as [number, number]));
      return { target: bounds, targetKey: `polygon:${bboxParam(toBbox(bounds))}` };
    }
    if (bbox) return { target: boundsOf(bbox), targetKey: bboxParam(bbox) };
    const all = [...points, ...clusters].map((p) => [p.latitude, p.longitude] as [number, number]);
    return all.length > 0
      ? { target: latLngBounds(all), targetKey: 'results' }
      : { target: null, targetKey: 'none' };
  }, [bbox, polygon, points, clusters]);

  return (
    <BaseMap
      center={[20, 0]}
      zoom={2}
      label={_('map.resultsMap')}
      className="h-full w-full"
      scrollWheelZoom
    >
      <ViewSync target={target} targetKey={targetKey} onMove={onMove} onView={onView} />
      <DrawLayer drawing={drawing} onDrawn={onDrawn} />
      {polygon && (
        <Polygon
          positions={polygon.map(([lng, lat]) => [lat, lng])}
          pathOptions={{ weight: 2, fillOpacity: 0.08 }}
        />
      )}
      {clusters.map((cluster) => (
        <ClusterMarker key={`${cluster.latitude},${cluster.longitude}`} cluster={cluster} />
      ))}
      {points.map((point) => (
        <PointMarker
          key={point._id}
          point={point}
          listing={listed.get(point._id)}
          active={point._id === activeId}
          onActivate={onActivate}
        />
      ))}
    </BaseMap>
  );
}

function toBbox(bounds: LatLngBounds): Bbox {
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
}
