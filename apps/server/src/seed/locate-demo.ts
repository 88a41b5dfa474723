import type { FastifyInstance } from 'fastify';
import { locateApi, type Region } from '@kenh/contract';
import type { Db } from '../platform/db/database.js';
import { call } from './seed-call.js';

/** Demo areas (10, over the 3 regions) and zones (4 each); province codes are the 2025 ones. */
export const DEMO_AREAS: readonly {
  name: string;
  region: Region;
  zones: readonly (readonly [name: string, provinces: readonly string[]])[];
}[] = [
  {
    name: 'Khu vực Hà Nội 1',
    region: 'north',
    zones: [
      ['Vùng Cầu Giấy', ['01']],
      ['Vùng Đống Đa', ['01']],
      ['Vùng Ba Đình', ['01']],
      ['Vùng Tây Hồ', ['01']],
    ],
  },
  {
    name: 'Khu vực Hà Nội 2',
    region: 'north',
    zones: [
      ['Vùng Hà Đông', ['01']],
      ['Vùng Long Biên', ['01']],
      ['Vùng Hoàng Mai', ['01']],
      ['Vùng Thanh Xuân', ['01']],
    ],
  },
  {
    name: 'Khu vực Hải Phòng – Quảng Ninh',
    region: 'north',
    zones: [
      ['Vùng Hồng Bàng', ['31']],
      ['Vùng Lê Chân', ['31']],
      ['Vùng Hạ Long', ['22']],
      ['Vùng Cẩm Phả', ['22']],
    ],
  },
  {
    name: 'Khu vực Bắc Ninh – Thái Nguyên',
    region: 'north',
    zones: [
      ['Vùng Từ Sơn', ['24']],
      ['Vùng Bắc Giang', ['24']],
      ['Vùng Thái Nguyên', ['19']],
      ['Vùng Phổ Yên', ['19']],
    ],
  },
  {
    name: 'Khu vực Đà Nẵng',
    region: 'central',
    zones: [
      ['Vùng Hải Châu', ['48']],
      ['Vùng Thanh Khê', ['48']],
      ['Vùng Sơn Trà', ['48']],
      ['Vùng Hội An', ['48']],
    ],
  },
  {
    name: 'Khu vực Huế – Quảng Trị',
    region: 'central',
    zones: [
      ['Vùng Thuận Hóa', ['46']],
      ['Vùng Phú Xuân', ['46']],
      ['Vùng Đông Hà', ['44']],
      ['Vùng Đồng Hới', ['44']],
    ],
  },
  {
    name: 'Khu vực Nghệ An – Hà Tĩnh',
    region: 'central',
    zones: [
      ['Vùng Vinh', ['40']],
      ['Vùng Cửa Lò', ['40']],
      ['Vùng Thành Sen', ['42']],
      ['Vùng Hồng Lĩnh', ['42']],
    ],
  },
  {
    name: 'Khu vực Hồ Chí Minh 1',
    region: 'south',
    zones: [
      ['Vùng Sài Gòn', ['79']],
      ['Vùng Bến Thành', ['79']],
      ['Vùng Tân Định', ['79']],
      ['Vùng Bình Thạnh', ['79']],
    ],
  },
  {
    name: 'Khu vực Hồ Chí Minh 2',
    region: 'south',
    zones: [
      ['Vùng Thủ Đức', ['79']],
      ['Vùng Gò Vấp', ['79']],
      ['Vùng Tân Bình', ['79']],
      ['Vùng Thủ Dầu Một', ['79']],
    ],
  },
  {
    name: 'Khu vực Cần Thơ',
    region: 'south',
    zones: [
      ['Vùng Ninh Kiều', ['92']],
      ['Vùng Cái Răng', ['92']],
      ['Vùng Long Xuyên', ['91']],
      ['Vùng Vĩnh Long', ['86']],
    ],
  },
];

/**
 * Demo areas and zones, created through the locate endpoints (codes KV001…, VUNG001…). Skipped
 * when areas exist already, so it can run on every start. `token`: a super user's access token.
 */
export async function seedLocateDemo(app: FastifyInstance, _db: Db, token: string): Promise<void> {
  const existing = await call<{ total: number }>(app, locateApi.getAllArea, token);
  if (existing.total > 0) return;
  for (const area of DEMO_AREAS) {
    const created = await call<{ id: number }>(app, locateApi.createArea, token, {
      name: area.name,
      region: area.region,
    });
    for (const [name, provinces] of area.zones) {
      await call(app, locateApi.createZone, token, { name, area_id: created.id, province_codes: provinces });
    }
  }
}
