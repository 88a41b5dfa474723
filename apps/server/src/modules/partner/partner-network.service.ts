import type { z } from 'zod';
import {
  MAP_POINT_CAP,
  PARTNER_TYPES,
  type accountCreatedByDateBody,
  type mapPointsBody,
  type MapPoint,
  type Page,
  type Place,
  type placesWithinRadiusBody,
  type placesWithinRadiusPageBody,
  type PartnerType,
  type shopGroceryQuery,
  type storeCreatingSpeedBody,
} from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/database.js';
import {
  countWithinRadius,
  placesWithinRadius,
  pointsInBox,
  shopGroceryRows,
  type PlaceRow,
  type RadiusSearch,
} from './partner-places.repository.js';
import { createdPerDay, createdPerMonth, recordClick, storesCreated } from './partner-stats.repository.js';

const placeView = (r: PlaceRow): Place => ({
  id: r.id,
  type: r.type,
  fullname: r.fullname,
  phone: r.phone,
  address_text: r.addressText,
  latitude: r.latitude,
  longitude: r.longitude,
  distance_m: Math.round(r.distance * 10) / 10,
});

const radiusOf = (
  caller: Caller,
  b: Omit<z.infer<typeof placesWithinRadiusBody>, 'limit'>,
): RadiusSearch => ({
  lat: b.lat,
  lng: b.lng,
  radius: b.radius,
  types: b.types,
  excludeId: b.exclude_id,
  scope: caller.scope,
});

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** The Monday of a day's ISO week. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** Places, the map, statistics, app clicks and the shop picker: reads over the partner profiles. */
export function createNetworkService(db: Db) {
  return {
    async withinRadius(caller: Caller, b: z.infer<typeof placesWithinRadiusBody>): Promise<Place[]> {
      const rows = await placesWithinRadius(db, radiusOf(caller, b), { limit: b.limit, offset: 0 });
      return rows.map(placeView);
    },

    async withinRadiusPage(
      caller: Caller,
      b: z.infer<typeof placesWithinRadiusPageBody>,
    ): Promise<Page<Place>> {
      const search = radiusOf(caller, b);
      const rows = await placesWithinRadius(db, search, { limit: b.page_size, offset: b.page * b.page_size });
      const total =
        b.page === 0 && rows.length < b.page_size ? rows.length : await countWithinRadius(db, search);
      return { results: rows.map(placeView), total };
    },

    async map(
      caller: Caller,
      b: z.infer<typeof mapPointsBody>,
    ): Promise<{ points: MapPoint[]; capped: boolean }> {
      const rows = await pointsInBox(
        db,
        {
          minLat: b.min_lat,
          maxLat: b.max_lat,
          minLng: b.min_lng,
          maxLng: b.max_lng,
          areaId: b.area_id,
          zoneId: b.zone_id,
          types: b.types && b.types.length > 0 ? b.types : (['NPP', 'NVTT', 'CHTH'] as PartnerType[]),
          scope: caller.scope,
        },
        MAP_POINT_CAP,
      );
      return {
        capped: rows.length > MAP_POINT_CAP,
        points: rows.slice(0, MAP_POINT_CAP).map((r) => ({
          id: r.id,
          type: r.type,
          fullname: r.fullname,
          latitude: r.latitude,
          longitude: r.longitude,
          area_id: r.areaId,
          zone_id: r.zoneId,
          distributor_id: r.distributorId,
        })),
      };
    },

    createdByDate: (caller: Caller, b: z.infer<typeof accountCreatedByDateBody>) =>
      createdPerDay(db, { from: b.from, to: b.to, types: b.types, scope: caller.scope }),

    /** Twelve months, each with a count for every type (0 when none). */
    async monthly(caller: Caller, year: number) {
      const rows = await createdPerMonth(db, year, caller.scope);
      return Array.from({ length: 12 }, (_, i) => {
        const counts = Object.fromEntries(PARTNER_TYPES.map((t) => [t, 0])) as Record<PartnerType, number>;
        for (const r of rows) if (r.month === i + 1) counts[r.type] = r.count;
        return { month: i + 1, counts, total: Object.values(counts).reduce((a, n) => a + n, 0) };
      });
    },

    /** Every day (or Monday-started week) of the range, empty ones with 0. */
    async storeSpeed(caller: Caller, b: z.infer<typeof storeCreatingSpeedBody>) {
      const counts = await storesCreated(db, { ...b, scope: caller.scope });
      const step = b.unit === 'day' ? 1 : 7;
      const out: { period_start: string; count: number }[] = [];
      for (let day = b.unit === 'day' ? b.from : mondayOf(b.from); day <= b.to; day = addDays(day, step))
        out.push({ period_start: day, count: counts.get(day) ?? 0 });
      return out;
    },

    appClicked: (caller: Caller, platform: string) => recordClick(db, caller.accountId, platform),

    shopGroceries: (caller: Caller, q: z.infer<typeof shopGroceryQuery>) =>
      shopGroceryRows(db, {
        search: q.search ?? undefined,
        areaId: q.area_id,
        zoneId: q.zone_id,
        limit: q.limit,
        scope: caller.scope,
      }),
  };
}

export type NetworkService = ReturnType<typeof createNetworkService>;
