import { useMemo, useState, type ReactNode } from 'react';
import type { LatLng, MapBounds, MapPoint } from './geo';
import { LeafletMap, type LeafletMapProps } from './LeafletMap';
import { pointsMatching, ViewportList } from './ViewportList';

export interface MapWithListProps extends Omit<LeafletMapProps, 'focus' | 'selectedId'> {
  /** The name of each kind in the list (a tag beside the label). */
  kindLabels?: Readonly<Record<string, string>>;
  /** A link or action per row (opens the record). */
  renderAction?: (point: MapPoint) => ReactNode;
  searchPlaceholder?: string;
}

/**
 * A map with the list of the points inside its current view beside it (below it on phones): moving
 * or zooming the map changes the list; the list's search narrows both the list and the markers;
 * choosing a row centres the map on its point. The list needs no tiles. `onBoundsChange` lets the
 * page load the points of the view from the server.
 */
export function MapWithList({ kindLabels, renderAction, searchPlaceholder, ...mapProps }: MapWithListProps) {
  const [bounds, setBounds] = useState<MapBounds>();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<MapPoint>();
  const [focus, setFocus] = useState<LatLng | null>(null);
  const matching = useMemo(() => pointsMatching(mapProps.points, search), [mapProps.points, search]);
  const height = mapProps.height ?? 560;
  return (
    <div className="kenh-map-list" style={{ ['--kenh-map-height' as string]: `${height}px` }}>
      <LeafletMap
        {...mapProps}
        height={height}
        points={matching}
        selectedId={selected?.id}
        focus={focus}
        onBoundsChange={(next) => {
          setBounds(next);
          mapProps.onBoundsChange?.(next);
        }}
        onPointClick={(point) => {
          setSelected(point);
          mapProps.onPointClick?.(point);
        }}
      />
      <ViewportList
        points={matching}
        bounds={bounds}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={searchPlaceholder}
        selectedId={selected?.id}
        onChoose={(point) => {
          setSelected(point);
          setFocus({ lat: point.lat, lng: point.lng });
        }}
        kindLabels={kindLabels}
        kindColors={mapProps.kindColors}
        renderAction={renderAction}
      />
    </div>
  );
}
