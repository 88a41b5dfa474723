import type { Db } from '../../platform/db/database.js';
import { areas, zones } from '../locate/index.js';
import { offices, orgUnits, orgUnitTypes, positions } from '../organization/index.js';

/** Test-only: a small organisation straight through the other modules' tables. */
export async function seedOrgFixtures(db: Db) {
  const [north, south] = await db
    .insert(areas)
    .values([
      { code: 'KV001', name: 'Hà Nội', region: 'north' },
      { code: 'KV002', name: 'Hồ Chí Minh', region: 'south' },
    ])
    .returning();
  const [hoanKiem, quan1] = await db
    .insert(zones)
    .values([
      { code: 'VUNG001', name: 'Hoàn Kiếm', areaId: north!.id },
      { code: 'VUNG002', name: 'Quận 1', areaId: south!.id },
    ])
    .returning();
  const [sales, supervisor] = await db
    .insert(positions)
    .values([
      { code: 'CV001', name: 'Nhân viên bán hàng' },
      { code: 'CV002', name: 'Giám sát khu vực' },
    ])
    .returning();
  const [office] = await db
    .insert(offices)
    .values([{ code: 'VP001', name: 'Văn phòng Hà Nội' }])
    .returning();
  const [type] = await db
    .insert(orgUnitTypes)
    .values([{ code: 'LDV001', name: 'Phòng' }])
    .returning();
  const [unit] = await db
    .insert(orgUnits)
    .values([{ code: 'DV001', name: 'Phòng Kinh doanh', typeId: type!.id }])
    .returning();
  return {
    north: north!,
    south: south!,
    hoanKiem: hoanKiem!,
    quan1: quan1!,
    sales: sales!,
    supervisor: supervisor!,
    office: office!,
    unit: unit!,
  };
}
