/**
 * The tile server of every map. The server has no public configuration endpoint, so the URL is set
 * at build time: `VITE_MAP_TILE_URL=http://tiles.local/{z}/{x}/{y}.png npm run build -w apps/web`
 * (the e2e tests point it at a local stub). Default: OpenStreetMap's public tiles.
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

function configuredTileUrl(): string {
  const value = (import.meta.env.VITE_MAP_TILE_URL as string | undefined)?.trim();
  return value || DEFAULT_MAP_TILE_URL;
}

export const MAP_TILE_URL: string = configuredTileUrl();

/** OpenStreetMap's licence asks for this credit under its tiles. */
export const MAP_ATTRIBUTION = '&copy; OpenStreetMap contributors';

/** Vietnam as a whole: where a map without points opens. */
export const VIETNAM_CENTER = { lat: 16.0, lng: 106.0 } as const;
export const VIETNAM_ZOOM = 5;
