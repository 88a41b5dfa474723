import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { fill } from '../pages/namespace-texts';
import { clusterByGrid, type LatLng, type MapBounds, type MapPoint } from './geo';
import { MAP_ATTRIBUTION, useMapTileUrl, VIETNAM_CENTER, VIETNAM_ZOOM } from './map-config';
import { useMapTexts } from './texts';
import './map.css';

/** Grid cell of the clustering, in screen pixels. */
const CLUSTER_CELL_PX = 64;
/** From this zoom on (streets), every point is its own marker. */
const CLUSTER_UNTIL_ZOOM = 16;
const DEFAULT_COLOR = '#00AEEF';

export interface LeafletMapProps {
  points: readonly MapPoint[];
  /** Marker colour per `MapPoint.kind`. */
  kindColors?: Readonly<Record<string, string>>;
  selectedId?: string;
  height?: number;
  /** Where the map opens (else all of Vietnam); read once, when the map is created. */
  center?: LatLng;
  zoom?: number;
  /** A circle drawn around `center` (neighbours within a radius), in metres. */
  radiusM?: number;
  /** A chosen position (coordinate picking), drawn as a marker of its own. */
  picked?: LatLng | null;
  onPick?: (position: LatLng) => void;
  onPointClick?: (point: MapPoint) => void;
  onBoundsChange?: (bounds: MapBounds) => void;
  /** Pans to this position when it changes (a list row chosen beside the map). */
  focus?: LatLng | null;
}

function boundsOfMap(map: L.Map): MapBounds {
  const b = map.getBounds();
  return { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A Leaflet map (tiles from the server's `MAP_TILE_URL`) drawing points as plain HTML markers, so markers need
 * no image from any server: without tiles (offline, tile server unreachable) the points still show on
 * a plain background, with a notice. Zoomed out, nearby points merge into numbered clusters (a click
 * zooms into them). Clicking the map reports the position when `onPick` is given.
 */
export function LeafletMap(props: LeafletMapProps) {
  const texts = useMapTexts();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const extrasRef = useRef<L.LayerGroup | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [view, setView] = useState(0);
  // Latest callbacks and texts, read by Leaflet's handlers without re-creating the map.
  const latest = useRef({ props, texts });
  latest.current = { props, texts };

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const { center, zoom } = latest.current.props;
    const map = L.map(element, {
      center: center ?? VIETNAM_CENTER,
      zoom: zoom ?? VIETNAM_ZOOM,
      zoomControl: true,
    });
    layerRef.current = L.layerGroup().addTo(map);
    extrasRef.current = L.layerGroup().addTo(map);
    map.on('moveend zoomend', () => {
      setView((n) => n + 1);
      latest.current.props.onBoundsChange?.(boundsOfMap(map));
    });
    map.on('click', (event: L.LeafletMouseEvent) => {
      latest.current.props.onPick?.({ lat: event.latlng.lat, lng: event.latlng.lng });
    });
    mapRef.current = map;
    latest.current.props.onBoundsChange?.(boundsOfMap(map));
    // The container may get its size after mounting (tabs, grids): Leaflet must measure again.
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => map.invalidateSize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // The tiles come once the server's tile URL is known; markers never wait for them.
  const tileUrl = useMapTileUrl();
  useEffect(() => {
    const map = mapRef.current;
    if (!map || tileUrl === undefined) return undefined;
    const tiles = L.tileLayer(tileUrl, { attribution: MAP_ATTRIBUTION, maxZoom: 19 });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.on('tileload', () => setTilesFailed(false));
    tiles.addTo(map);
    return () => {
      tiles.remove();
    };
  }, [tileUrl]);

  const { points } = props;
  // Markers and clusters, redrawn when the points, the selection or the view change.
  const { kindColors, selectedId } = props;
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const visible = map.getBounds().pad(0.2);
    const shown = points.filter((p) => visible.contains([p.lat, p.lng]));
    const zoom = map.getZoom();
    const groups =
      zoom >= CLUSTER_UNTIL_ZOOM
        ? shown.map((p) => ({ key: p.id, lat: p.lat, lng: p.lng, points: [p] }))
        : clusterByGrid(shown, (p) => map.project([p.lat, p.lng], zoom), CLUSTER_CELL_PX);
    for (const group of groups) {
      const [only] = group.points;
      if (group.points.length === 1 && only) {
        const selected = only.id === selectedId;
        const color = (only.kind && kindColors?.[only.kind]) ?? DEFAULT_COLOR;
        const size = selected ? 20 : 14;
        const marker = L.marker([only.lat, only.lng], {
          title: only.label,
          alt: only.label,
          keyboard: true,
          zIndexOffset: selected ? 1000 : 0,
          icon: L.divIcon({
            className: '',
            iconSize: [size, size],
            html: `<span class="kenh-map__marker${selected ? ' kenh-map__marker--selected' : ''}" style="background:${escapeHtml(color)}"></span>`,
          }),
        });
        marker.bindTooltip(escapeHtml(only.label));
        marker.on('click', () => latest.current.props.onPointClick?.(only));
        marker.addTo(layer);
      } else {
        const label = fill(latest.current.texts.clusterLabel, { count: group.points.length });
        const marker = L.marker([group.lat, group.lng], {
          title: label,
          alt: label,
          icon: L.divIcon({
            className: '',
            iconSize: [36, 36],
            html: `<span class="kenh-map__cluster">${group.points.length}</span>`,
          }),
        });
        marker.on('click', () => {
          const bounds = L.latLngBounds(group.points.map((p) => [p.lat, p.lng] as [number, number]));
          map.fitBounds(bounds, { padding: [32, 32], maxZoom: CLUSTER_UNTIL_ZOOM });
        });
        marker.addTo(layer);
      }
    }
  }, [points, kindColors, selectedId, view]);

  // The picked position and the radius circle.
  const { picked, center, radiusM } = props;
  useEffect(() => {
    const extras = extrasRef.current;
    if (!extras) return;
    extras.clearLayers();
    if (picked) {
      L.marker([picked.lat, picked.lng], {
        icon: L.divIcon({
          className: '',
          iconSize: [20, 20],
          html: '<span class="kenh-map__marker kenh-map__marker--selected" style="background:#E53935"></span>',
        }),
      }).addTo(extras);
    }
    if (center && radiusM) {
      L.circle([center.lat, center.lng], { radius: radiusM, color: '#00AEEF', weight: 1 }).addTo(extras);
    }
  }, [picked, center, radiusM]);

  const { focus } = props;
  useEffect(() => {
    if (focus) mapRef.current?.setView([focus.lat, focus.lng], Math.max(mapRef.current.getZoom(), 15));
  }, [focus]);

  return (
    <div className="kenh-map" style={{ height: props.height ?? 480 }} aria-label={texts.map} role="region">
      <div ref={container} className="kenh-map__canvas" />
      {tilesFailed && (
        <div className="kenh-map__notice" role="status">
          {texts.tilesUnavailable}
        </div>
      )}
    </div>
  );
}
