/** A point a map shows: a distributor, a store, a field staff member's home… */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  label: string;
  /** Free text under the label in the list (address, type…). */
  detail?: string;
  /** Marker colour group; the page names its kinds. */
  kind?: string;
}

/** The visible part of a map. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export function inBounds(point: LatLng, bounds: MapBounds): boolean {
  return (
    point.lat >= bounds.south &&
    point.lat <= bounds.north &&
    point.lng >= bounds.west &&
    point.lng <= bounds.east
  );
}

/** The points inside the bounds, in their given order; every point while the bounds are unknown. */
export function pointsInBounds<P extends LatLng>(points: readonly P[], bounds: MapBounds | undefined): P[] {
  return bounds ? points.filter((p) => inBounds(p, bounds)) : [...points];
}

/** A group of points drawn as one marker with their count. */
export interface PointCluster<P extends LatLng> {
  key: string;
  lat: number;
  lng: number;
  points: P[];
}

/**
 * Grid clustering: points whose screen positions (from `project`, in pixels at the current zoom)
 * fall into the same `cellPx` square become one cluster at their mean position. Thousands of stores
 * stay readable when zoomed out, and a cell of one point stays a plain marker.
 */
export function clusterByGrid<P extends LatLng>(
  points: readonly P[],
  project: (point: LatLng) => { x: number; y: number },
  cellPx: number,
): PointCluster<P>[] {
  const cells = new Map<string, P[]>();
  for (const point of points) {
    const { x, y } = project(point);
    const key = `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`;
    const cell = cells.get(key);
    if (cell) cell.push(point);
    else cells.set(key, [point]);
  }
  return [...cells].map(([key, members]) => ({
    key,
    lat: members.reduce((sum, p) => sum + p.lat, 0) / members.length,
    lng: members.reduce((sum, p) => sum + p.lng, 0) / members.length,
    points: members,
  }));
}

/** Valid WGS84 coordinates (a typed pair is checked before it moves a marker). */
export function isCoordinate(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
