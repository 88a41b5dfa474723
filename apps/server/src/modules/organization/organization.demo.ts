import { organizationApi, POSITION_TITLES } from '@kenh/contract';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { findAccountSummaryByUsername } from '../account/index.js';
import { createOfficeService } from './office.service.js';
import { createOrgUnitTypeService } from './org-unit-type.service.js';
import { createOrgUnitService } from './org-unit.service.js';
import { createPositionService } from './position.service.js';
import { seedCompanyProfileDemo } from './company-profile.demo.js';

/**
 * Positions, lowest level first. The seven titles of spec §6 are the contract's POSITION_TITLES (the
 * derived-role rules match them); the others are the demo accounts' titles and common office jobs.
 */
export const DEMO_POSITIONS: readonly { name: string; level: number; description?: string }[] = [
  { name: POSITION_TITLES.chair, level: 0, description: 'Chủ tịch Hội đồng quản trị' },
  { name: POSITION_TITLES.generalDirector, level: 1 },
  { name: POSITION_TITLES.deputyGeneralDirector, level: 2 },
  { name: POSITION_TITLES.regionalHead, level: 3, description: 'Phụ trách kinh doanh một miền' },
  { name: POSITION_TITLES.areaSupervisor, level: 4, description: 'Giám sát bán hàng một khu vực' },
  { name: 'Trưởng phòng nhân sự', level: 5 },
  { name: 'Kế toán trưởng', level: 5 },
  { name: 'Trưởng phòng kho vận', level: 5 },
  { name: 'Chuyên viên quản trị hệ thống', level: 6 },
  { name: 'Kế toán', level: 7 },
  { name: 'Nhân sự', level: 7, description: 'Chuyên viên tuyển dụng, tiền lương, hồ sơ' },
  { name: 'Thủ kho', level: 7 },
  { name: POSITION_TITLES.marketStaff, level: 8, description: 'Phát triển điểm bán, chăm sóc cửa hàng' },
  { name: POSITION_TITLES.salesStaff, level: 8 },
];

export const DEMO_UNIT_TYPES = [
  { code: 'HDQT', name: 'Hội đồng' },
  { code: 'BAN', name: 'Ban' },
  { code: 'KHOI', name: 'Khối' },
  { code: 'MIEN', name: 'Miền' },
  { code: 'PHONG', name: 'Phòng' },
  { code: 'CN', name: 'Chi nhánh' },
] as const;

/** Province codes are the geography module's (unchanged by the 2025 reform for these three). */
export const DEMO_OFFICES = [
  {
    name: 'Trụ sở chính Hà Nội',
    address: '25 Lý Thường Kiệt, phường Cửa Nam, Hà Nội',
    province_code: '01',
    phone: '0243936000',
    email: 'hanoi@kenh.vn',
  },
  {
    name: 'Văn phòng Đà Nẵng',
    address: '112 Nguyễn Văn Linh, phường Thanh Khê, Đà Nẵng',
    province_code: '48',
    phone: '0236382000',
    email: 'danang@kenh.vn',
  },
  {
    name: 'Văn phòng TP. Hồ Chí Minh',
    address: '68 Nguyễn Huệ, phường Sài Gòn, TP. Hồ Chí Minh',
    province_code: '79',
    phone: '0283822000',
    email: 'hcm@kenh.vn',
  },
] as const;

type TypeCode = (typeof DEMO_UNIT_TYPES)[number]['code'];
interface DemoUnit {
  name: string;
  type: TypeCode;
  office?: number;
  manager?: string;
  children?: DemoUnit[];
}

/** Office indexes in DEMO_OFFICES: 0 Hà Nội, 1 Đà Nẵng, 2 TP. Hồ Chí Minh. */
export const DEMO_UNIT_TREE: DemoUnit = {
  name: 'Hội đồng quản trị',
  type: 'HDQT',
  office: 0,
  manager: 'chutich',
  children: [
    {
      name: 'Ban Tổng giám đốc',
      type: 'BAN',
      office: 0,
      manager: 'tonggiamdoc',
      children: [
        {
          name: 'Khối Kinh doanh',
          type: 'KHOI',
          office: 0,
          manager: 'photonggiamdoc',
          children: [
            { name: 'Miền Bắc', type: 'MIEN', office: 0, manager: 'truongvung' },
            { name: 'Miền Trung', type: 'MIEN', office: 1 },
            {
              name: 'Miền Nam',
              type: 'MIEN',
              office: 2,
              children: [{ name: 'Chi nhánh Cần Thơ', type: 'CN' }],
            },
          ],
        },
        {
          name: 'Khối Văn phòng',
          type: 'KHOI',
          office: 0,
          children: [
            { name: 'Phòng Nhân sự', type: 'PHONG', office: 0, manager: 'nhansu' },
            { name: 'Phòng Kế toán', type: 'PHONG', office: 0, manager: 'ketoan' },
            { name: 'Phòng Kho vận', type: 'PHONG', office: 0 },
          ],
        },
      ],
    },
  ],
};

/**
 * The demo organisation: positions, unit types, three offices and the unit tree, through the
 * organisation services (codes, audit) with bodies parsed by the contract as the endpoints would.
 * Managers are demo accounts when they exist.
 */
export async function seedOrganizationDemo({ ctx, admin }: SeedContext): Promise<void> {
  const { db, deleteProtection } = ctx;
  const actor = (await admin()).accountId;
  await seedCompanyProfileDemo(db, actor);
  const positions = createPositionService(db, deleteProtection);
  for (const position of DEMO_POSITIONS) {
    await positions.create(organizationApi.createPosition.body.parse(position), actor);
  }
  const types = createOrgUnitTypeService(db, deleteProtection);
  const typeIds = new Map<string, number>();
  for (const type of DEMO_UNIT_TYPES) {
    typeIds.set(
      type.code,
      (await types.create(organizationApi.createOrgUnitType.body.parse(type), actor)).id,
    );
  }
  const offices = createOfficeService(db, deleteProtection);
  const officeIds: number[] = [];
  for (const office of DEMO_OFFICES) {
    officeIds.push((await offices.create(organizationApi.createOffice.body.parse(office), actor)).id);
  }

  const units = createOrgUnitService(db, deleteProtection);
  async function createUnit(unit: DemoUnit, parentId: number | null, sortOrder: number): Promise<void> {
    const body = organizationApi.createOrgUnit.body.parse({
      name: unit.name,
      type_id: typeIds.get(unit.type),
      parent_id: parentId,
      office_id: unit.office === undefined ? null : officeIds[unit.office],
      manager_id: unit.manager ? ((await findAccountSummaryByUsername(db, unit.manager))?.id ?? null) : null,
      sort_order: sortOrder,
    });
    const created = await units.create(body, actor);
    for (const [index, child] of (unit.children ?? []).entries()) {
      await createUnit(child, created.id, index);
    }
  }
  await createUnit(DEMO_UNIT_TREE, null, 0);
}
