/**
 * Geography module: Vietnam's administrative units (docs/geography.md), public read-only routes
 * under `/geography/api/`. For other modules:
 *
 * - `geographyData(): Promise<GeographyData>` — the in-memory data (current provinces and wards,
 *   the pre-2025 tree, the old → new ward mapping), loaded once.
 * - `isCurrentProvince(code)`, `isCurrentWardOf(provinceCode, wardCode)`,
 *   `isLegacyWardOf(provinceCode, districtCode, wardCode)` — validation helpers for stored addresses.
 */
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { geographyData } from './geography.data.js';
import { registerGeographyRoutes } from './geography.routes.js';

export { geographyData, type GeographyData } from './geography.data.js';

export async function isCurrentProvince(code: string): Promise<boolean> {
  return (await geographyData()).provinceByCode.has(code);
}

export async function isCurrentWardOf(provinceCode: string, wardCode: string): Promise<boolean> {
  return (await geographyData()).wardByCode.get(wardCode)?.province_code === provinceCode;
}

export async function isLegacyWardOf(
  provinceCode: string,
  districtCode: string,
  wardCode: string,
): Promise<boolean> {
  const ward = (await geographyData()).legacyWardByCode.get(wardCode);
  return ward?.province_code === provinceCode && ward.district_code === districtCode;
}

/** Public, read-only reference data: no records, no seed. */
export const geographyManifest: ModuleManifest = {
  name: 'geography',
  dependsOn: [],
  register(app) {
    // Encapsulated, so the caching hook applies to these routes only.
    void app.register(registerGeographyRoutes);
  },
};
