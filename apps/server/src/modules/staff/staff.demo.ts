import { asc } from 'drizzle-orm';
import { ETHNICITIES, foldVietnamese, minusYears, staffApi, todayInVietnam } from '@kenh/contract';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { DEMO_ACCOUNTS, findAccountSummaryByUsername } from '../account/index.js';
import { areas, zones } from '../locate/index.js';
import { offices, orgUnits, positions } from '../organization/index.js';
import { createStaffService } from './staff.service.js';
import { staff } from './staff.tables.js';

/** Demo accounts that get a staff record (their position title is a demo position). */
const LINKED_ACCOUNTS = [
  'chutich',
  'tonggiamdoc',
  'photonggiamdoc',
  'truongvung',
  'giamsat',
  'nvthitruong',
  'nvbanhang',
  'nhansu',
  'quantri',
  'ketoan',
  'nvtt.nam',
] as const;

const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const MIDDLE_M = ['Văn', 'Hữu', 'Đức', 'Minh', 'Quốc', 'Thành', 'Gia', 'Công'];
const MIDDLE_F = ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Mỹ', 'Kim', 'Bảo', 'Phương'];
const GIVEN_M = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Hải',
  'Hùng',
  'Khang',
  'Long',
  'Nam',
  'Phúc',
  'Quân',
  'Sơn',
  'Tài',
  'Thắng',
  'Trung',
  'Tuấn',
  'Việt',
  'Vinh',
];
const GIVEN_F = [
  'Anh',
  'Chi',
  'Dung',
  'Giang',
  'Hà',
  'Hạnh',
  'Hương',
  'Lan',
  'Linh',
  'Mai',
  'Nga',
  'Nhung',
  'Oanh',
  'Phương',
  'Quỳnh',
  'Thảo',
  'Trang',
  'Yến',
];
const STREETS = [
  'Lý Thường Kiệt',
  'Trần Hưng Đạo',
  'Nguyễn Trãi',
  'Lê Lợi',
  'Hai Bà Trưng',
  'Quang Trung',
  'Nguyễn Huệ',
  'Điện Biên Phủ',
];
/** First three digits of a CCCD: the province of birth (Hà Nội 001, Đà Nẵng 048, TP. HCM 079…). */
const PROVINCE_PREFIX = ['001', '031', '038', '040', '046', '048', '056', '074', '075', '079', '092'];

/** A small deterministic generator, so every demo database holds the same people. */
function random(seed: number) {
  let s = seed >>> 0;
  return {
    next(): number {
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    int(min: number, max: number): number {
      return min + Math.floor(this.next() * (max - min + 1));
    },
    pick<T>(list: readonly T[]): T {
      return list[Math.floor(this.next() * list.length)]!;
    },
  };
}

const day = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * ~200 staff records: one per demo account whose job is a demo position (linked, managers following
 * the accounts' hierarchy), then regional heads, area supervisors and market/sales staff spread over
 * the demo areas and zones, plus office staff. Created through the staff service with the body of
 * `POST /m_staff/api/staff` (codes, account position, audit). Runs after the locate and organisation
 * seeds; skipped when staff exist.
 */
export async function seedStaffDemo({ ctx, admin }: SeedContext): Promise<void> {
  const { db } = ctx;
  if ((await db.select({ id: staff.id }).from(staff).limit(1)).length > 0) return;
  const caller = await admin();
  const service = createStaffService(db);
  const rnd = random(20260701);
  const [positionRows, unitRows, officeRows, areaRows, zoneRows] = await Promise.all([
    db.select({ id: positions.id, name: positions.name }).from(positions),
    db.select({ id: orgUnits.id, name: orgUnits.name }).from(orgUnits),
    db.select({ id: offices.id, name: offices.name }).from(offices).orderBy(asc(offices.id)),
    db.select({ id: areas.id, name: areas.name, region: areas.region }).from(areas).orderBy(asc(areas.id)),
    db.select({ id: zones.id, areaId: zones.areaId }).from(zones).orderBy(asc(zones.id)),
  ]);
  const byName = <T extends { name: string }>(rows: T[], name: string) =>
    rows.find((r) => foldVietnamese(r.name) === foldVietnamese(name));
  const positionId = (name: string) => byName(positionRows, name)?.id ?? null;
  const unitId = (name: string) => byName(unitRows, name)?.id ?? null;
  const regionUnit = { north: unitId('Miền Bắc'), central: unitId('Miền Trung'), south: unitId('Miền Nam') };
  const regionOffice = {
    north: officeRows[0]?.id ?? null,
    central: officeRows[1]?.id ?? null,
    south: officeRows[2]?.id ?? null,
  };
  const today = todayInVietnam();
  let serial = 0;
  const usedIds = new Set<string>();

  function person(over: Record<string, unknown>) {
    serial += 1;
    const female = rnd.next() < 0.45;
    const fullname = `${rnd.pick(FAMILY)} ${rnd.pick(female ? MIDDLE_F : MIDDLE_M)} ${rnd.pick(female ? GIVEN_F : GIVEN_M)}`;
    const birthYear = rnd.int(1968, 2002);
    const birth = day(birthYear, rnd.int(1, 12), rnd.int(1, 28));
    const joinYear = Math.min(Number(today.slice(0, 4)), Math.max(birthYear + 19, rnd.int(2012, 2026)));
    const join = day(joinYear, rnd.int(1, 12), rnd.int(1, 28));
    let idNumber: string;
    do {
      idNumber = `${rnd.pick(PROVINCE_PREFIX)}${female ? '1' : '0'}${String(birthYear).slice(2)}${String(rnd.int(0, 999999)).padStart(6, '0')}`;
    } while (usedIds.has(idNumber));
    usedIds.add(idNumber);
    const street = `${rnd.int(1, 300)} ${rnd.pick(STREETS)}`;
    const issued = day(Math.max(2021, birthYear + 16), rnd.int(1, 12), rnd.int(1, 28));
    const married = birthYear < 1995 && rnd.next() < 0.75;
    return {
      fullname,
      gender: female ? 'female' : 'male',
      birth_date: birth,
      id_number: idNumber,
      id_issue_date: issued < today ? issued : minusYears(today, 1),
      id_issue_place: 'Cục Cảnh sát quản lý hành chính về trật tự xã hội',
      phone: `09${String(10_000_000 + serial * 7919).slice(-8)}`,
      join_date: join > today ? today : join,
      nationality: 'VN',
      ethnicity: rnd.next() < 0.9 ? '01' : rnd.pick(ETHNICITIES.slice(1, 10)).code,
      marital_status: married ? 'married' : 'single',
      permanent_address: { street, text: street, province_code: null, ward_code: null, legacy: false },
      current_address: { street, text: street, province_code: null, ward_code: null, legacy: false },
      relatives: married
        ? [
            {
              relation: female ? 'husband' : 'wife',
              fullname: `${rnd.pick(FAMILY)} ${female ? 'Văn' : 'Thị'} ${rnd.pick(female ? GIVEN_M : GIVEN_F)}`,
              birth_year: birthYear + rnd.int(-3, 3),
            },
          ]
        : [
            {
              relation: 'mother',
              fullname: `${rnd.pick(FAMILY)} Thị ${rnd.pick(GIVEN_F)}`,
              birth_year: birthYear - rnd.int(22, 32),
            },
          ],
      ...over,
    };
  }
  // createIn: the create rules without the detail read the endpoint answers with.
  const create = (body: Record<string, unknown>) =>
    service.createIn(db, caller, staffApi.mCreate.body.parse(body));

  // 1. Demo accounts, top down so every manager exists before their reports.
  const staffOfAccount = new Map<string, number>();
  const accountUnits: Record<string, string> = {
    chutich: 'Hội đồng quản trị',
    tonggiamdoc: 'Ban Tổng giám đốc',
    photonggiamdoc: 'Khối Kinh doanh',
    truongvung: 'Miền Bắc',
    giamsat: 'Miền Bắc',
    nvthitruong: 'Miền Bắc',
    nvbanhang: 'Miền Bắc',
    'nvtt.nam': 'Miền Bắc',
    nhansu: 'Phòng Nhân sự',
    quantri: 'Khối Văn phòng',
    ketoan: 'Phòng Kế toán',
  };
  const accountManagers: Record<string, string> = {
    tonggiamdoc: 'chutich',
    photonggiamdoc: 'tonggiamdoc',
    truongvung: 'photonggiamdoc',
    giamsat: 'truongvung',
    nvthitruong: 'giamsat',
    nvbanhang: 'giamsat',
    'nvtt.nam': 'giamsat',
    nhansu: 'tonggiamdoc',
    quantri: 'tonggiamdoc',
    ketoan: 'tonggiamdoc',
  };
  const firstArea = areaRows[0];
  const firstZone = firstArea ? zoneRows.find((z) => z.areaId === firstArea.id) : undefined;
  for (const username of LINKED_ACCOUNTS) {
    const account = await findAccountSummaryByUsername(db, username);
    if (!account) continue;
    const field = ['giamsat', 'nvthitruong', 'nvbanhang', 'nvtt.nam'].includes(username);
    const manager = accountManagers[username];
    const created = await create(
      person({
        fullname: account.fullname,
        account_id: account.id,
        position_id: positionId(DEMO_ACCOUNTS.find((a) => a.username === username)?.position ?? ''),
        org_unit_id: unitId(accountUnits[username] ?? ''),
        office_id: regionOffice.north,
        area_id: field || username === 'truongvung' ? (firstArea?.id ?? null) : null,
        zone_id: field && username !== 'giamsat' ? (firstZone?.id ?? null) : null,
        manager_id: manager ? (staffOfAccount.get(manager) ?? null) : null,
      }),
    );
    staffOfAccount.set(username, created.id);
  }

  // 2. The sales organisation: a head per region, a supervisor per area, 4 staff per zone.
  const heads = new Map<string, number>();
  for (const region of ['north', 'central', 'south'] as const) {
    if (region === 'north' && staffOfAccount.has('truongvung')) {
      heads.set(region, staffOfAccount.get('truongvung')!);
      continue;
    }
    const head = await create(
      person({
        position_id: positionId('Trưởng vùng'),
        org_unit_id: regionUnit[region],
        office_id: regionOffice[region],
        area_id: areaRows.find((a) => a.region === region)?.id ?? null,
        manager_id: staffOfAccount.get('photonggiamdoc') ?? null,
      }),
    );
    heads.set(region, head.id);
  }
  for (const area of areaRows) {
    const supervisor =
      area.id === firstArea?.id && staffOfAccount.has('giamsat')
        ? staffOfAccount.get('giamsat')!
        : (
            await create(
              person({
                position_id: positionId('Giám sát khu vực'),
                org_unit_id: regionUnit[area.region],
                office_id: regionOffice[area.region],
                area_id: area.id,
                manager_id: heads.get(area.region) ?? null,
              }),
            )
          ).id;
    for (const zone of zoneRows.filter((z) => z.areaId === area.id)) {
      for (let i = 0; i < 4; i++) {
        await create(
          person({
            position_id: positionId(i % 2 === 0 ? 'Nhân viên thị trường' : 'Nhân viên bán hàng'),
            org_unit_id: regionUnit[area.region],
            office_id: regionOffice[area.region],
            area_id: area.id,
            zone_id: zone.id,
            manager_id: supervisor,
            // A few have left.
            status: rnd.next() < 0.06 ? 'inactive' : 'active',
          }),
        );
      }
    }
  }

  // 3. Office staff.
  const officeJobs: [string, string, string | undefined][] = [
    ['Nhân sự', 'Phòng Nhân sự', 'nhansu'],
    ['Kế toán', 'Phòng Kế toán', 'ketoan'],
    ['Thủ kho', 'Phòng Kho vận', undefined],
  ];
  for (const [job, unit, manager] of officeJobs) {
    for (let i = 0; i < 6; i++) {
      await create(
        person({
          position_id: positionId(job),
          org_unit_id: unitId(unit),
          office_id: officeRows[i % Math.max(1, officeRows.length)]?.id ?? null,
          manager_id: manager ? (staffOfAccount.get(manager) ?? null) : null,
        }),
      );
    }
  }
}
