import { platformApi } from '@kenh/contract';
import { useEndpointQuery } from '../api';

/** OpenStreetMap's public tiles: used while the server's setting cannot be read. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The tile server of every map, from the server's `MAP_TILE_URL` (`GET /platform/api/public_config`),
 * so one build serves any deployment; undefined while it loads (the map draws its points meanwhile).
 */
export function useMapTileUrl(): string | undefined {
  const config = useEndpointQuery(platformApi.publicConfig, {}, { staleTime: Infinity });
  return config.isError ? DEFAULT_MAP_TILE_URL : config.data?.map_tile_url;
}

/** OpenStreetMap's licence asks for this credit under its tiles. */
export const MAP_ATTRIBUTION = '&copy; OpenStreetMap contributors';

/** Vietnam as a whole: where a map without points opens. */
export const VIETNAM_CENTER = { lat: 16.0, lng: 106.0 } as const;
export const VIETNAM_ZOOM = 5;
