import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ETHNICITIES,
  foldVietnamese,
  GENDER_LABELS,
  MARITAL_STATUS_LABELS,
  NATIONALITIES,
  STAFF_IMPORT_COLUMNS,
  staffFields,
  type ImportCellError,
  type ImportPreview,
  type Locale,
  type StaffFieldsParsed,
} from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import { scopeAllows } from '../../platform/auth/data-scope.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError, badRequest } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/locale.js';
import { localiseIssue } from '../../platform/http/localise-issue.js';
import { areas, zones } from '../locate/index.js';
import { offices, orgUnits, positions } from '../organization/index.js';
import { BadWorkbookError, readSheet, templateWorkbook, type SheetRow } from './staff-excel.js';
import { existingIdNumbers } from './staff.repository.js';
import { staff } from './staff.tables.js';
import type { StaffService } from './staff.service.js';

/** Most data rows one file may hold (one transaction). */
export const IMPORT_MAX_ROWS = 2000;

interface Named {
  id: number;
  code: string;
  name: string;
}

interface Lookups {
  positions: Named[];
  orgUnits: Named[];
  offices: Named[];
  areas: Named[];
  zones: (Named & { areaId: number })[];
  managers: Map<string, number>;
}

async function loadLookups(db: DbOrTx): Promise<Lookups> {
  const pick = { id: positions.id, code: positions.code, name: positions.name };
  const [p, u, o, a, z, m] = await Promise.all([
    db.select(pick).from(positions).orderBy(asc(positions.name)),
    db
      .select({ id: orgUnits.id, code: orgUnits.code, name: orgUnits.name })
      .from(orgUnits)
      .orderBy(asc(orgUnits.name)),
    db
      .select({ id: offices.id, code: offices.code, name: offices.name })
      .from(offices)
      .orderBy(asc(offices.name)),
    db.select({ id: areas.id, code: areas.code, name: areas.name }).from(areas).orderBy(asc(areas.name)),
    db
      .select({ id: zones.id, code: zones.code, name: zones.name, areaId: zones.areaId })
      .from(zones)
      .orderBy(asc(zones.name)),
    db.select({ id: staff.id, code: staff.code }).from(staff),
  ]);
  return {
    positions: p,
    orgUnits: u,
    offices: o,
    areas: a,
    zones: z,
    managers: new Map(m.map((r) => [r.code.toUpperCase(), r.id])),
  };
}

/** By code, else by name, both ignoring case and accents; undefined when unknown or ambiguous. */
function findNamed<T extends Named>(list: T[], text: string): T | undefined {
  const folded = foldVietnamese(text);
  const byCode = list.find((x) => foldVietnamese(x.code) === folded);
  if (byCode) return byCode;
  const byName = list.filter((x) => foldVietnamese(x.name) === folded);
  return byName.length === 1 ? byName[0] : undefined;
}

function findLabel<K extends string>(
  labels: Record<K, { vi: string; en: string }>,
  text: string,
): K | undefined {
  const folded = foldVietnamese(text);
  return (Object.keys(labels) as K[]).find(
    (k) => k === text || foldVietnamese(labels[k].vi) === folded || foldVietnamese(labels[k].en) === folded,
  );
}

function findMaster(list: readonly { code: string; vi: string; en: string }[], text: string) {
  const folded = foldVietnamese(text);
  return list.find(
    (x) =>
      x.code.toLowerCase() === text.toLowerCase() ||
      foldVietnamese(x.vi) === folded ||
      foldVietnamese(x.en) === folded,
  )?.code;
}

/** dd/mm/yyyy, d/m/yyyy or yyyy-mm-dd → yyyy-mm-dd; anything else is passed on for the schema to refuse. */
function isoDay(text: string): string {
  const vn = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (vn) return `${vn[3]}-${vn[2]!.padStart(2, '0')}-${vn[1]!.padStart(2, '0')}`;
  return text;
}

/** Schema field → the template column it came from. */
const COLUMN_OF_FIELD: Record<string, string> = {
  position_id: 'position',
  org_unit_id: 'org_unit',
  office_id: 'office',
  area_id: 'area',
  zone_id: 'zone',
  manager_id: 'manager_code',
};

interface CheckedRow {
  row: number;
  fullname: string;
  idNumber: string;
  errors: {
    column: string;
    message: string;
    params?: Record<string, string | number>;
    issue?: z.core.$ZodIssue;
  }[];
  input?: StaffFieldsParsed;
}

function checkRow(row: SheetRow, lookups: Lookups, caller: Caller): CheckedRow {
  const c = (k: string) => row.cells[k] ?? '';
  const errors: CheckedRow['errors'] = [];
  const unknown = (column: string) => errors.push({ column, message: 'staff.import_unknown_value' });
  const ref = <T extends Named>(column: string, list: T[]): T | undefined => {
    if (!c(column)) return undefined;
    const hit = findNamed(list, c(column));
    if (!hit) unknown(column);
    return hit;
  };
  const position = ref('position', lookups.positions);
  const orgUnit = ref('org_unit', lookups.orgUnits);
  const office = ref('office', lookups.offices);
  const area = ref('area', lookups.areas);
  let zone: (Named & { areaId: number }) | undefined;
  if (c('zone')) {
    const candidates = area ? lookups.zones.filter((z) => z.areaId === area.id) : lookups.zones;
    zone = findNamed(candidates, c('zone'));
    if (!zone) {
      if (area && findNamed(lookups.zones, c('zone')))
        errors.push({ column: 'zone', message: 'staff.zone_area_mismatch' });
      else unknown('zone');
    }
  }
  let managerId: number | undefined;
  if (c('manager_code')) {
    managerId = lookups.managers.get(c('manager_code').toUpperCase());
    if (managerId === undefined) errors.push({ column: 'manager_code', message: 'staff.manager_not_found' });
  }
  const coded = <K extends string>(column: string, find: (t: string) => K | undefined): K | null => {
    if (!c(column)) return null;
    const hit = find(c(column));
    if (hit === undefined) unknown(column);
    return hit ?? null;
  };
  const gender = coded('gender', (t) => findLabel(GENDER_LABELS, t));
  const marital = coded('marital_status', (t) => findLabel(MARITAL_STATUS_LABELS, t));
  const nationality = coded('nationality', (t) => findMaster(NATIONALITIES, t));
  const ethnicity = coded('ethnicity', (t) => findMaster(ETHNICITIES, t));
  const address = (t: string) =>
    t ? { street: t, text: t, province_code: null, ward_code: null, legacy: false } : null;

  if (!c('id_number')) errors.push({ column: 'id_number', message: 'validation.required' });
  const parsed = staffFields.safeParse({
    fullname: c('fullname'),
    gender,
    birth_date: isoDay(c('birth_date')),
    id_number: c('id_number'),
    id_issue_date: isoDay(c('id_issue_date')),
    id_issue_place: c('id_issue_place'),
    phone: c('phone').replace(/[\s.-]/g, ''),
    email: c('email'),
    join_date: isoDay(c('join_date')),
    position_id: position?.id ?? null,
    org_unit_id: orgUnit?.id ?? null,
    office_id: office?.id ?? null,
    area_id: area?.id ?? zone?.areaId ?? null,
    zone_id: zone?.id ?? null,
    manager_id: managerId ?? null,
    marital_status: marital,
    nationality,
    ethnicity,
    permanent_address: address(c('permanent_address')),
    current_address: address(c('current_address')),
    note: c('note'),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'fullname');
      const column = COLUMN_OF_FIELD[field] ?? field;
      if (errors.some((e) => e.column === column)) continue;
      errors.push({ column, message: issue.message, issue });
    }
  }
  const input = parsed.success ? parsed.data : undefined;
  if (
    input &&
    !scopeAllows(caller.scope, { area: input.area_id ?? null, zone: input.zone_id ?? null, account: null })
  )
    errors.push({ column: input.zone_id ? 'zone' : 'area', message: 'staff.import_out_of_scope' });
  return {
    row: row.row,
    fullname: c('fullname'),
    idNumber: c('id_number'),
    errors,
    ...(input ? { input } : {}),
  };
}

async function checkFile(db: DbOrTx, caller: Caller, data: Buffer): Promise<CheckedRow[]> {
  let rows: SheetRow[];
  try {
    rows = await readSheet(data);
  } catch (error) {
    if (error instanceof BadWorkbookError)
      throw new AppError(400, error.key, error.column ? { params: { column: error.column } } : {});
    throw error;
  }
  if (rows.length === 0) throw badRequest('staff.import_empty');
  if (rows.length > IMPORT_MAX_ROWS)
    throw new AppError(400, 'staff.import_too_many', { params: { max: IMPORT_MAX_ROWS } });
  const lookups = await loadLookups(db);
  const checked = rows.map((r) => checkRow(r, lookups, caller));
  // Duplicates inside the file, then against the records already stored.
  const firstRow = new Map<string, number>();
  for (const r of checked) {
    const id = r.input?.id_number ?? (/^\d{12}$/.test(r.idNumber) ? r.idNumber : undefined);
    if (!id) continue;
    const first = firstRow.get(id);
    if (first === undefined) firstRow.set(id, r.row);
    else
      r.errors.push({
        column: 'id_number',
        message: 'staff.import_duplicate_in_file',
        params: { row: first },
      });
  }
  const taken = await existingIdNumbers(db, [...firstRow.keys()]);
  for (const r of checked) {
    const id = r.input?.id_number ?? r.idNumber;
    if (id && taken.has(id) && !r.errors.some((e) => e.column === 'id_number'))
      r.errors.push({ column: 'id_number', message: 'staff.id_number_taken' });
  }
  return checked;
}

function cellErrors(r: CheckedRow, locale: Locale): ImportCellError[] {
  return r.errors.map((e) => {
    const column = STAFF_IMPORT_COLUMNS.find((c) => c.key === e.column);
    const message = e.issue ? localiseIssue(e.issue, locale) : translate(e.message, locale, e.params);
    return { row: r.row, column: e.column, column_label: column ? column[locale] : e.column, message };
  });
}

export function createStaffImport(db: Db, service: StaffService) {
  return {
    async preview(caller: Caller, data: Buffer, locale: Locale): Promise<ImportPreview> {
      const checked = await checkFile(db, caller, data);
      const rows = checked.map((r) => ({
        row: r.row,
        fullname: r.fullname,
        id_number: r.idNumber,
        ok: r.errors.length === 0,
        errors: cellErrors(r, locale),
      }));
      return { total_rows: rows.length, valid_rows: rows.filter((r) => r.ok).length, rows };
    },

    /** All rows in one transaction, or 422 listing every bad cell (field `<row>.<column>`) and nothing written. */
    async import(
      caller: Caller,
      data: Buffer,
      locale: Locale,
    ): Promise<{ created: number; codes: string[] }> {
      return db.transaction(async (tx) => {
        const checked = await checkFile(tx, caller, data);
        const bad = checked.filter((r) => r.errors.length > 0);
        if (bad.length > 0) {
          throw new AppError(422, 'staff.import_invalid', {
            params: { count: bad.length },
            errors: bad.flatMap((r) =>
              cellErrors(r, locale).map((e) => ({ field: `${e.row}.${e.column}`, message: e.message })),
            ),
          });
        }
        const codes: string[] = [];
        for (const r of checked) {
          const row = await service.createIn(tx, caller, r.input!);
          codes.push(row.code);
        }
        return { created: codes.length, codes };
      });
    },

    /** The template's drop-down lists name only the areas and zones within the caller's data scope. */
    async template(caller: Caller): Promise<Buffer> {
      const lookups = await loadLookups(db);
      const names = (list: Named[]) => list.map((x) => x.name);
      const zones = lookups.zones.filter((z) => scopeAllows(caller.scope, { area: z.areaId, zone: z.id }));
      const areas = lookups.areas.filter(
        (a) => scopeAllows(caller.scope, { area: a.id }) || zones.some((z) => z.areaId === a.id),
      );
      const zone = zones[0];
      const area = zone ? areas.find((a) => a.id === zone.areaId) : undefined;
      return templateWorkbook(
        {
          positions: names(lookups.positions),
          orgUnits: names(lookups.orgUnits),
          offices: names(lookups.offices),
          areas: names(areas),
          zones: names(zones),
        },
        {
          fullname: 'Nguyễn Văn An',
          gender: 'Nam',
          birth_date: '1990-03-15',
          id_number: '001090012345',
          id_issue_date: '2021-05-20',
          id_issue_place: 'Cục Cảnh sát QLHC về TTXH',
          phone: '0912345678',
          email: 'an.nguyen@example.com',
          join_date: '2024-06-01',
          position: lookups.positions[0]?.name ?? '',
          org_unit: lookups.orgUnits[0]?.name ?? '',
          office: lookups.offices[0]?.name ?? '',
          area: area?.name ?? '',
          zone: zone?.name ?? '',
          manager_code: '',
          marital_status: 'Độc thân',
          nationality: 'Việt Nam',
          ethnicity: 'Kinh',
          permanent_address: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
          current_address: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
          note: '',
        },
      );
    },
  };
}
