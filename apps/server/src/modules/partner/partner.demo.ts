import { asc, inArray } from 'drizzle-orm';
import type { PartnerType } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { accounts, hashPassword, insertAccounts } from '../account/index.js';
import { areas, zones } from '../locate/index.js';
import { insertNvttStandard, insertStoreStandard } from './partner-standards.repository.js';
import { insertProfiles } from './partner.repository.js';
import { partnerBanks, partnerProfiles, type partnerProfiles as Profiles } from './partner.tables.js';

/** Rough centres of the demo zones' provinces (2025 codes); points stay within ±0.04° (≈ 4 km). */
const PROVINCE_CENTRES: Record<string, [lat: number, lng: number, name: string]> = {
  '01': [21.028, 105.834, 'Thành phố Hà Nội'],
  '31': [20.845, 106.688, 'Thành phố Hải Phòng'],
  '22': [20.951, 107.08, 'Tỉnh Quảng Ninh'],
  '24': [21.186, 106.076, 'Tỉnh Bắc Ninh'],
  '19': [21.594, 105.848, 'Tỉnh Thái Nguyên'],
  '48': [16.054, 108.202, 'Thành phố Đà Nẵng'],
  '46': [16.463, 107.59, 'Thành phố Huế'],
  '44': [16.816, 107.1, 'Tỉnh Quảng Trị'],
  '40': [18.679, 105.681, 'Tỉnh Nghệ An'],
  '42': [18.343, 105.906, 'Tỉnh Hà Tĩnh'],
  '79': [10.776, 106.701, 'Thành phố Hồ Chí Minh'],
  '92': [10.034, 105.788, 'Thành phố Cần Thơ'],
  '91': [10.386, 105.435, 'Tỉnh An Giang'],
  '86': [10.253, 105.972, 'Tỉnh Vĩnh Long'],
};

const COUNTS = { npp: 30, nvttPerNpp: 2, chth: 2000, tmdt: 20 };

const SURNAMES = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Thanh', 'Quốc', 'Hoài', 'Ngọc', 'Đức'];
const GIVEN = [
  'An',
  'Bình',
  'Chi',
  'Dũng',
  'Hà',
  'Hải',
  'Hương',
  'Khánh',
  'Lan',
  'Long',
  'Mai',
  'Nam',
  'Phúc',
  'Quân',
  'Sơn',
  'Tâm',
  'Thảo',
  'Trung',
  'Tú',
  'Yến',
];
const COMPANY = [
  'Thành Đạt',
  'Phú Gia',
  'Hưng Thịnh',
  'Tân Phát',
  'Kim Long',
  'Đại Việt',
  'Hoàng Gia',
  'Sao Mai',
  'Bình Minh',
  'Trường An',
];
const STREETS = [
  'Lê Lợi',
  'Trần Hưng Đạo',
  'Nguyễn Huệ',
  'Hai Bà Trưng',
  'Lý Thường Kiệt',
  'Quang Trung',
  'Phan Chu Trinh',
  'Hùng Vương',
];

/** A small deterministic generator (mulberry32): the same demo network on every start. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ (t + Math.imul(t ^ (t >>> 14), 71 | t));
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

type ProfileValues = typeof Profiles.$inferInsert;
interface ZoneInfo {
  id: number;
  areaId: number;
  province: string;
}

const DAY_MS = 86_400_000;

/**
 * The demo sales network (docs/partners.md, "Demo data") on the demo areas and zones: 30
 * distributors over the 3 regions, 60 field staff, 2,000 stores with coordinates in their zone's
 * province, 20 e-commerce customers, 3 pending registrations; the demo partner accounts get
 * profiles. One password hash for all, multi-row inserts for profiles; skipped when profiles exist.
 */
export async function seedPartnerDemo({ ctx, password }: SeedContext): Promise<void> {
  const db = ctx.db;
  if ((await db.select({ id: partnerProfiles.accountId }).from(partnerProfiles).limit(1)).length > 0) return;
  const zoneRows = await db
    .select({ id: zones.id, areaId: zones.areaId, provinces: zones.provinceCodes })
    .from(zones)
    .orderBy(asc(zones.id));
  const zoneList: ZoneInfo[] = zoneRows
    .map((z) => ({ id: z.id, areaId: z.areaId, province: z.provinces[0] ?? '' }))
    .filter((z) => z.province in PROVINCE_CENTRES);
  if (zoneList.length === 0 || (await db.select({ id: areas.id }).from(areas).limit(1)).length === 0) return;

  const rnd = random(20261126);
  const passwordHash = await hashPassword(password);
  const now = Date.now();
  const standards = await seedStandards(db);
  const profiles: ProfileValues[] = [];
  const point = (z: ZoneInfo) => {
    const [lat, lng] = PROVINCE_CENTRES[z.province]!;
    return {
      latitude: round(lat + (rnd.next() - 0.5) * 0.08),
      longitude: round(lng + (rnd.next() - 0.5) * 0.08),
    };
  };
  const address = (z: ZoneInfo) => {
    const street = `${1 + Math.floor(rnd.next() * 300)} ${rnd.pick(STREETS)}`;
    const text = `${street}, ${PROVINCE_CENTRES[z.province]![2]}`;
    return { address: { street, text, province_code: z.province }, addressText: text };
  };
  const person = () => `${rnd.pick(SURNAMES)} ${rnd.pick(MIDDLE)} ${rnd.pick(GIVEN)}`;
  let serial = 0;
  /** An account row (one shared hash) created within the last year; inserted in batches below. */
  const accountRow = (
    type: PartnerType,
    username: string,
    fullname: string,
    z: ZoneInfo | null,
    extra = {},
  ) => {
    serial += 1;
    const createdAt = new Date(now - Math.floor(rnd.next() * 365) * DAY_MS - serial * 1000);
    return {
      username,
      passwordHash,
      fullname,
      type,
      systemKey: type,
      phone: `09${String(10_000_000 + serial * 7919).slice(-8)}`,
      areaId: z?.areaId ?? null,
      zoneId: z?.id ?? null,
      createdAt,
      updatedAt: createdAt,
      ...extra,
    };
  };

  // Distributors: three per area, in different zones (so every region has ten).
  const byArea = new Map<number, ZoneInfo[]>();
  for (const z of zoneList) byArea.set(z.areaId, [...(byArea.get(z.areaId) ?? []), z]);
  const areaZones = [...byArea.values()];
  const nppZones = Array.from({ length: COUNTS.npp }, (_, i) => {
    const zonesOfArea = areaZones[i % areaZones.length]!;
    return zonesOfArea[Math.floor(i / areaZones.length) % zonesOfArea.length]!;
  });
  const nppRows = nppZones.map((z, i) =>
    accountRow(
      'NPP',
      `npp.demo${pad(i + 1)}`,
      `Công ty TNHH Phân phối ${COMPANY[i % COMPANY.length]} ${Math.floor(i / COMPANY.length) + 1}`,
      z,
    ),
  );
  const nppIds = await insertAccounts(db, nppRows);
  const npps = nppIds.map((id, i) => ({ id, zone: nppZones[i]!, nvtt: [] as number[] }));
  for (const [i, npp] of npps.entries()) {
    const createdAt = nppRows[i]!.createdAt;
    profiles.push({
      accountId: npp.id,
      type: 'NPP',
      representative: person(),
      ...address(npp.zone),
      areaId: npp.zone.areaId,
      zoneId: npp.zone.id,
      businessLine: 'Phân phối hàng tiêu dùng nhanh',
      warehouseAreaM2: 300 + Math.floor(rnd.next() * 1700),
      staffCount: 5 + Math.floor(rnd.next() * 40),
      joinDate: createdAt.toISOString().slice(0, 10),
      accountingCode: `KT-NPP${pad(i + 1)}`,
      marketCode: `TT${pad(npp.zone.id)}`,
      ...point(npp.zone),
      createdAt,
    });
  }

  // Field staff: two per distributor, in its zone.
  const nvttOwners = npps.flatMap((npp) => Array.from({ length: COUNTS.nvttPerNpp }, () => npp));
  const nvttRows = nvttOwners.map((npp, i) =>
    accountRow('NVTT', `nvtt.demo${pad(i + 1)}`, person(), npp.zone),
  );
  const nvttIds = await insertAccounts(db, nvttRows);
  for (const [i, npp] of nvttOwners.entries()) {
    const createdAt = nvttRows[i]!.createdAt;
    profiles.push({
      accountId: nvttIds[i]!,
      type: 'NVTT',
      ...address(npp.zone),
      areaId: npp.zone.areaId,
      zoneId: npp.zone.id,
      distributorId: npp.id,
      nvttStandardId: standards.nvtt[i % standards.nvtt.length]!,
      joinDate: createdAt.toISOString().slice(0, 10),
      ...point(npp.zone),
      createdAt,
    });
    npp.nvtt.push(nvttIds[i]!);
  }

  // Stores spread over the distributors (each visited by one of its field staff), e-commerce
  // customers and pending registrations — all in the distributors' zones, so the last zone of each
  // area holds staff only (the demo's delete-protection example, seed/demo-data.test.ts).
  const rest: {
    row: ReturnType<typeof accountRow>;
    profile: Omit<ProfileValues, 'accountId' | 'createdAt'>;
  }[] = [];
  for (let i = 0; i < COUNTS.chth; i++) {
    const npp = npps[i % npps.length]!;
    rest.push({
      row: accountRow('CHTH', `chth.demo${pad(i + 1, 4)}`, `Tạp hóa ${person()}`, npp.zone),
      profile: {
        type: 'CHTH',
        representative: person(),
        ...address(npp.zone),
        areaId: npp.zone.areaId,
        zoneId: npp.zone.id,
        distributorId: npp.id,
        fieldStaffId: npp.nvtt[i % npp.nvtt.length]!,
        storeStandardId: standards.store[Math.floor(rnd.next() * standards.store.length)]!,
        ...point(npp.zone),
      },
    });
  }
  for (let i = 0; i < COUNTS.tmdt; i++) {
    const z = nppZones[(i * 7) % nppZones.length]!;
    rest.push({
      row: accountRow('KH', `tmdt.demo${pad(i + 1)}`, person(), z, { email: `tmdt${i + 1}@kenh.local` }),
      profile: { type: 'KH', customerChannel: 'ecommerce', areaId: z.areaId, zoneId: z.id, ...address(z) },
    });
  }
  const pending: [PartnerType, string, string][] = [
    ['NPP', 'dangky.npp', 'Công ty CP Thương mại Bình An'],
    ['NVTT', 'dangky.nvtt', person()],
    ['CTV', 'dangky.ctv', person()],
  ];
  for (const [type, username, fullname] of pending) {
    const z = zoneList[0]!;
    rest.push({
      row: accountRow(type, username, fullname, z, {
        isActive: false,
        registrationStatus: 'pending' as const,
        registeredAt: new Date(now),
        registrationNote: 'Đăng ký qua trang công khai',
      }),
      profile: { type, areaId: z.areaId, zoneId: z.id, ...address(z) },
    });
  }
  const restIds = await insertAccounts(
    db,
    rest.map((r) => r.row),
  );
  rest.forEach((r, i) => profiles.push({ ...r.profile, accountId: restIds[i]!, createdAt: r.row.createdAt }));

  profiles.push(...(await demoAccountProfiles(db, npps[0]!, zoneList[0]!, standards)));
  await insertProfiles(db, profiles);
  await db.insert(partnerBanks).values(
    npps.map((n, i) => ({
      accountId: n.id,
      bankName: ['Vietcombank', 'BIDV', 'VietinBank', 'Techcombank'][i % 4]!,
      branch: 'Chi nhánh trung tâm',
      accountNumber: `0${String(100_000_000 + i * 104_729)}`,
      holder: `Công ty ${COMPANY[i % COMPANY.length]}`,
    })),
  );
}

/** Profiles of the demo accounts (account.demo.ts, e2e ACCOUNTS): a distributor, a field staff member, a store, a collaborator, a customer. */
async function demoAccountProfiles(
  db: DbOrTx,
  npp: { id: number; zone: ZoneInfo },
  z: ZoneInfo,
  standards: { store: number[]; nvtt: number[] },
): Promise<ProfileValues[]> {
  const found = await db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(
      inArray(accounts.username, ['npp.minhphat', 'nvtt.nam', 'chth.cohanh', 'ctv.phuong', 'khachhang']),
    );
  const id = (name: string) => found.find((f) => f.username === name)?.id;
  const [lat, lng] = PROVINCE_CENTRES[z.province]!;
  const base = { areaId: z.areaId, zoneId: z.id };
  const out: ProfileValues[] = [];
  const minhPhat = id('npp.minhphat');
  const nam = id('nvtt.nam');
  if (minhPhat)
    out.push({
      ...base,
      accountId: minhPhat,
      type: 'NPP',
      representative: 'Trần Minh Phát',
      taxCode: '0100233488',
      businessLine: 'Phân phối hàng tiêu dùng nhanh',
      warehouseAreaM2: 1200,
      staffCount: 25,
      addressText: `25 Trần Duy Hưng, ${PROVINCE_CENTRES[z.province]![2]}`,
      latitude: lat,
      longitude: lng,
    });
  if (nam)
    out.push({
      ...base,
      accountId: nam,
      type: 'NVTT',
      distributorId: minhPhat ?? npp.id,
      nvttStandardId: standards.nvtt[0]!,
    });
  const coHanh = id('chth.cohanh');
  if (coHanh)
    out.push({
      ...base,
      accountId: coHanh,
      type: 'CHTH',
      representative: 'Nguyễn Thị Hạnh',
      // Her orders are delivered here (the order form starts with it).
      addressText: `18 Nguyễn Chí Thanh, ${PROVINCE_CENTRES[z.province]![2]}`,
      distributorId: minhPhat ?? npp.id,
      fieldStaffId: nam ?? null,
      storeStandardId: standards.store[0]!,
      latitude: round(lat + 0.005),
      longitude: round(lng + 0.005),
    });
  const ctv = id('ctv.phuong');
  if (ctv) out.push({ ...base, accountId: ctv, type: 'CTV' });
  const kh = id('khachhang');
  if (kh) out.push({ ...base, accountId: kh, type: 'KH', customerChannel: 'retail' });
  return out;
}

async function seedStandards(db: DbOrTx): Promise<{ store: number[]; nvtt: number[] }> {
  const store = [
    await insertStoreStandard(db, {
      code: 'DONG',
      name: 'Cửa hàng Đồng',
      minMonthlyRevenue: 10_000_000,
      visitsPerMonth: 2,
      displayRequirements: 'Một kệ trưng bày sản phẩm chủ lực',
    }),
    await insertStoreStandard(db, {
      code: 'BAC',
      name: 'Cửa hàng Bạc',
      minMonthlyRevenue: 30_000_000,
      visitsPerMonth: 4,
      displayRequirements: 'Hai kệ trưng bày, biển hiệu thương hiệu',
    }),
    await insertStoreStandard(db, {
      code: 'VANG',
      name: 'Cửa hàng Vàng',
      minMonthlyRevenue: 80_000_000,
      visitsPerMonth: 8,
      displayRequirements: 'Khu trưng bày riêng, tủ mát, biển hiệu thương hiệu',
    }),
  ];
  const nvtt = [
    await insertNvttStandard(db, {
      code: 'NVTT-CB',
      name: 'NVTT cơ bản',
      storesPerDay: 20,
      newStoresPerMonth: 5,
      revenueTargetPerMonth: 300_000_000,
    }),
    await insertNvttStandard(db, {
      code: 'NVTT-NC',
      name: 'NVTT nâng cao',
      storesPerDay: 30,
      newStoresPerMonth: 10,
      revenueTargetPerMonth: 600_000_000,
    }),
  ];
  return { store, nvtt };
}

const pad = (n: number, width = 3) => String(n).padStart(width, '0');
const round = (n: number) => Math.round(n * 1e6) / 1e6;
