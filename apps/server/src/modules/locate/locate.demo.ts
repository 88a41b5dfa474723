import { locateApi, type Region } from '@kenh/contract';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { findAccountSummaryByUsername } from '../account/index.js';
import { createDataScopeService } from '../access/index.js';
import { zoneIdsWithinScope } from './locate.repository.js';
import { createLocateService } from './locate.service.js';
import { areas } from './locate.tables.js';

/** Demo areas (10, over the 3 regions) and zones (4 each); province codes are the 2025 ones. */
export const DEMO_AREAS: readonly {
  name: string;
  region: Region;
  zones: readonly (readonly [name: string, provinces: readonly string[]])[];
}[] = [
  {
    name: 'Vùng Hà Nội 1',
    region: 'north',
    zones: [
      ['Khu vực Cầu Giấy', ['01']],
      ['Khu vực Đống Đa', ['01']],
      ['Khu vực Ba Đình', ['01']],
      ['Khu vực Tây Hồ', ['01']],
    ],
  },
  {
    name: 'Vùng Hà Nội 2',
    region: 'north',
    zones: [
      ['Khu vực Hà Đông', ['01']],
      ['Khu vực Long Biên', ['01']],
      ['Khu vực Hoàng Mai', ['01']],
      ['Khu vực Thanh Xuân', ['01']],
    ],
  },
  {
    name: 'Vùng Hải Phòng – Quảng Ninh',
    region: 'north',
    zones: [
      ['Khu vực Hồng Bàng', ['31']],
      ['Khu vực Lê Chân', ['31']],
      ['Khu vực Hạ Long', ['22']],
      ['Khu vực Cẩm Phả', ['22']],
    ],
  },
  {
    name: 'Vùng Bắc Ninh – Thái Nguyên',
    region: 'north',
    zones: [
      ['Khu vực Từ Sơn', ['24']],
      ['Khu vực Bắc Giang', ['24']],
      ['Khu vực Thái Nguyên', ['19']],
      ['Khu vực Phổ Yên', ['19']],
    ],
  },
  {
    name: 'Vùng Đà Nẵng',
    region: 'central',
    zones: [
      ['Khu vực Hải Châu', ['48']],
      ['Khu vực Thanh Khê', ['48']],
      ['Khu vực Sơn Trà', ['48']],
      ['Khu vực Hội An', ['48']],
    ],
  },
  {
    name: 'Vùng Huế – Quảng Trị',
    region: 'central',
    zones: [
      ['Khu vực Thuận Hóa', ['46']],
      ['Khu vực Phú Xuân', ['46']],
      ['Khu vực Đông Hà', ['44']],
      ['Khu vực Đồng Hới', ['44']],
    ],
  },
  {
    name: 'Vùng Nghệ An – Hà Tĩnh',
    region: 'central',
    zones: [
      ['Khu vực Vinh', ['40']],
      ['Khu vực Cửa Lò', ['40']],
      ['Khu vực Thành Sen', ['42']],
      ['Khu vực Hồng Lĩnh', ['42']],
    ],
  },
  {
    name: 'Vùng Hồ Chí Minh 1',
    region: 'south',
    zones: [
      ['Khu vực Sài Gòn', ['79']],
      ['Khu vực Bến Thành', ['79']],
      ['Khu vực Tân Định', ['79']],
      ['Khu vực Bình Thạnh', ['79']],
    ],
  },
  {
    name: 'Vùng Hồ Chí Minh 2',
    region: 'south',
    zones: [
      ['Khu vực Thủ Đức', ['79']],
      ['Khu vực Gò Vấp', ['79']],
      ['Khu vực Tân Bình', ['79']],
      ['Khu vực Thủ Dầu Một', ['79']],
    ],
  },
  {
    name: 'Vùng Cần Thơ',
    region: 'south',
    zones: [
      ['Khu vực Ninh Kiều', ['92']],
      ['Khu vực Cái Răng', ['92']],
      ['Khu vực Long Xuyên', ['91']],
      ['Khu vực Vĩnh Long', ['86']],
    ],
  },
];

/**
 * The demo's area head (TV) and zone supervisor (GSKV): the demo accounts holding those positions
 * head the first area and supervise its first zone, where the staff demo places them.
 */
const DEMO_HEADS = { area: 'truongvung', zone: 'giamsat' } as const;

/** The demo's warehouse keeper, who keeps the first area's warehouses. */
const DEMO_KEEPER = 'kho.binhduong';

/**
 * Demo areas and zones, through the locate service (codes KV001…, VUNG001…, audited), with the
 * request bodies parsed by the contract as the endpoints would. Skipped when areas exist already.
 */
export async function seedLocateDemo({ ctx, admin }: SeedContext): Promise<void> {
  if ((await ctx.db.select({ id: areas.id }).from(areas).limit(1)).length > 0) return;
  const caller = await admin();
  const locate = createLocateService(ctx.db, ctx.deleteProtection);
  const [areaHead, zoneSupervisor] = await Promise.all([
    findAccountSummaryByUsername(ctx.db, DEMO_HEADS.area),
    findAccountSummaryByUsername(ctx.db, DEMO_HEADS.zone),
  ]);
  const first = { areaId: 0, zoneId: 0 };
  for (const [areaIndex, area] of DEMO_AREAS.entries()) {
    const created = await locate.createArea(
      caller,
      locateApi.createArea.body.parse({
        name: area.name,
        region: area.region,
        manager_id: areaIndex === 0 ? (areaHead?.id ?? null) : null,
      }),
    );
    if (areaIndex === 0) first.areaId = created.id;
    for (const [zoneIndex, [name, provinces]] of area.zones.entries()) {
      const zone = await locate.createZone(
        caller,
        locateApi.createZone.body.parse({
          name,
          area_id: created.id,
          province_codes: provinces,
          supervisor_id: areaIndex === 0 && zoneIndex === 0 ? (zoneSupervisor?.id ?? null) : null,
        }),
      );
      if (areaIndex === 0 && zoneIndex === 0) first.zoneId = zone.id;
    }
  }
  // Each sees the place it is responsible for (spec: data scope), not the whole country: the area
  // head its area, the zone supervisor its zone, the warehouse keeper the first area's warehouses.
  const keeper = await findAccountSummaryByUsername(ctx.db, DEMO_KEEPER);
  const scopes = createDataScopeService(ctx.db, zoneIdsWithinScope);
  const scope = (area_ids: number[], zone_ids: number[]) => ({
    unrestricted: false,
    area_ids,
    zone_ids,
    account_ids: [],
  });
  if (areaHead) await scopes.set(areaHead.id, scope([first.areaId], []), caller);
  if (zoneSupervisor) await scopes.set(zoneSupervisor.id, scope([], [first.zoneId]), caller);
  if (keeper) await scopes.set(keeper.id, scope([first.areaId], []), caller);
}
