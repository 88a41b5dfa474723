import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  foldVietnamese,
  GROCERY_IMPORT_COLUMNS,
  optionalPhone,
  partnerProfileFields,
  requiredText,
  usernameField,
  type GroceryImportPreview,
  type Locale,
} from '@kenh/contract';
import { recordAudits, type AuditEntry } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import { scopeAllows } from '../../platform/auth/data-scope.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import type { SheetRow } from '../../platform/excel/index.js';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/locale.js';
import { localiseIssue } from '../../platform/http/localise-issue.js';
import { accounts, hashPassword, insertAccounts } from '../account/index.js';
import { areas, zones } from '../locate/index.js';
import { readGrocerySheet, templateWorkbook } from './partner-excel.js';
import { checkedProfile } from './partner-profile-rules.js';
import { storeStandardCodes } from './partner-standards.repository.js';
import { insertProfiles, type NewProfileRow } from './partner.repository.js';
import { partnerProfiles } from './partner.tables.js';

const rowSchema = partnerProfileFields.extend({
  username: usernameField,
  fullname: requiredText(),
  phone: optionalPhone,
});

/** Schema field → the template column it came from. */
const COLUMN_OF_FIELD: Record<string, string> = {
  area_id: 'area',
  zone_id: 'zone',
  distributor_id: 'distributor',
  field_staff_id: 'field_staff',
  store_standard_id: 'standard',
  address: 'street',
};

interface Lookups {
  areas: { id: number; code: string; name: string }[];
  zones: { id: number; code: string; name: string; areaId: number }[];
  /** Lower-cased username → account id, of NPP and NVTT partners. */
  npp: Map<string, number>;
  nvtt: Map<string, number>;
  standards: Map<string, number>;
}

async function loadLookups(db: DbOrTx): Promise<Lookups> {
  const partners = await db
    .select({ id: partnerProfiles.accountId, type: partnerProfiles.type, username: accounts.username })
    .from(partnerProfiles)
    .innerJoin(accounts, eq(accounts.id, partnerProfiles.accountId))
    .where(and(inArray(partnerProfiles.type, ['NPP', 'NVTT']), eq(accounts.isDeleted, false)));
  const byType = (type: string) =>
    new Map(partners.filter((p) => p.type === type).map((p) => [p.username.toLowerCase(), p.id]));
  return {
    areas: await db.select({ id: areas.id, code: areas.code, name: areas.name }).from(areas),
    zones: await db
      .select({ id: zones.id, code: zones.code, name: zones.name, areaId: zones.areaId })
      .from(zones),
    npp: byType('NPP'),
    nvtt: byType('NVTT'),
    standards: await storeStandardCodes(db),
  };
}

/** By code, else by a unique name, both ignoring case and accents. */
function findNamed<T extends { code: string; name: string }>(list: T[], text: string): T | undefined {
  const folded = foldVietnamese(text);
  const byCode = list.find((x) => foldVietnamese(x.code) === folded);
  if (byCode) return byCode;
  const byName = list.filter((x) => foldVietnamese(x.name) === folded);
  return byName.length === 1 ? byName[0] : undefined;
}

interface RowError {
  column: string;
  message: string;
  issue?: z.core.$ZodIssue;
}

interface CheckedRow {
  row: number;
  username: string;
  fullname: string;
  errors: RowError[];
  account?: { username: string; fullname: string; phone: string | null };
  values?: Omit<NewProfileRow, 'accountId' | 'type'>;
}

/** One row: parsed by the contract's schema, then the same profile rules as the create call. */
async function checkRow(tx: DbOrTx, caller: Caller, row: SheetRow, lookups: Lookups): Promise<CheckedRow> {
  const c = (k: string) => row.cells[k] ?? '';
  const errors: RowError[] = [];
  const ref = (column: string, find: (text: string) => number | undefined): number | null => {
    if (!c(column)) return null;
    const id = find(c(column));
    if (id === undefined) errors.push({ column, message: 'partner.import_unknown_value' });
    return id ?? null;
  };
  const area = ref('area', (t) => findNamed(lookups.areas, t)?.id);
  const zone = ref(
    'zone',
    (t) =>
      findNamed(
        lookups.zones.filter((z) => area === null || z.areaId === area),
        t,
      )?.id,
  );
  const parsed = rowSchema.safeParse({
    username: c('username'),
    fullname: c('fullname'),
    phone: c('phone').replace(/[\s.-]/g, ''),
    representative: c('representative'),
    tax_code: c('tax_code'),
    address: c('street') ? { street: c('street'), text: c('street') } : null,
    area_id: area,
    zone_id: zone,
    distributor_id: ref('distributor', (t) => lookups.npp.get(t.toLowerCase())),
    field_staff_id: ref('field_staff', (t) => lookups.nvtt.get(t.toLowerCase())),
    store_standard_id: ref('standard', (t) => lookups.standards.get(t.toLowerCase())),
    latitude: c('latitude'),
    longitude: c('longitude'),
  });
  const base = { row: row.row, username: c('username'), fullname: c('fullname'), errors };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'fullname');
      const column = COLUMN_OF_FIELD[field] ?? field;
      if (!errors.some((e) => e.column === column)) errors.push({ column, message: issue.message, issue });
    }
  }
  if (!parsed.success || errors.length > 0) return base;
  const { username, fullname, phone, ...profile } = parsed.data;
  if (!scopeAllows(caller.scope, { area: profile.area_id ?? null, zone: profile.zone_id ?? null })) {
    errors.push({ column: profile.zone_id ? 'zone' : 'area', message: 'partner.import_out_of_scope' });
    return base;
  }
  try {
    const values = await checkedProfile(tx, caller, 'CHTH', null, profile);
    return { ...base, account: { username, fullname, phone: phone ?? null }, values };
  } catch (error) {
    if (!(error instanceof AppError) || !error.options.errors) throw error;
    for (const e of error.options.errors)
      errors.push({ column: COLUMN_OF_FIELD[e.field] ?? e.field, message: e.message });
    return base;
  }
}

async function checkFile(tx: DbOrTx, caller: Caller, data: Buffer): Promise<CheckedRow[]> {
  const rows = await readGrocerySheet(data);
  const lookups = await loadLookups(tx);
  const checked: CheckedRow[] = [];
  for (const r of rows) checked.push(await checkRow(tx, caller, r, lookups));
  // Usernames: unique within the file and not taken by an account (case-insensitive).
  const seen = new Set<string>();
  for (const r of checked) {
    const name = r.username.toLowerCase();
    if (name && seen.has(name)) r.errors.push({ column: 'username', message: 'partner.import_duplicate' });
    seen.add(name);
  }
  const names = [...seen].filter(Boolean);
  const taken = new Set(
    names.length === 0
      ? []
      : (
          await tx
            .select({ name: sql<string>`lower(${accounts.username})` })
            .from(accounts)
            .where(inArray(sql`lower(${accounts.username})`, names))
        ).map((r) => r.name),
  );
  for (const r of checked)
    if (taken.has(r.username.toLowerCase()) && !r.errors.some((e) => e.column === 'username'))
      r.errors.push({ column: 'username', message: 'account.username_taken' });
  return checked;
}

function cellErrors(r: CheckedRow, locale: Locale) {
  return r.errors.map((e) => {
    const column = GROCERY_IMPORT_COLUMNS.find((c) => c.key === e.column);
    const message = e.issue ? localiseIssue(e.issue, locale) : translate(e.message, locale);
    return { row: r.row, column: e.column, column_label: column ? column[locale] : e.column, message };
  });
}

/** The grocery store import: template, preview (nothing written) and an all-or-nothing commit. */
export function createGroceryImport(db: Db) {
  return {
    /** The same checks as the commit, row by row; nothing is written. */
    async preview(caller: Caller, data: Buffer, locale: Locale): Promise<GroceryImportPreview> {
      const checked = await checkFile(db, caller, data);
      const rows = checked.map((r) => ({
        row: r.row,
        username: r.username,
        fullname: r.fullname,
        ok: r.errors.length === 0,
        errors: cellErrors(r, locale),
      }));
      return { total_rows: rows.length, valid_rows: rows.filter((r) => r.ok).length, rows };
    },

    /**
     * Every row in one transaction, or a 422 listing every bad cell (field `<row>.<column>`) and
     * nothing written. Imported stores get an unknown random password: staff hand out one with the
     * password reset (hashing one per row would take minutes for a full file).
     */
    async import(caller: Caller, data: Buffer, locale: Locale): Promise<{ created: number }> {
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      return db.transaction(async (tx) => {
        const checked = await checkFile(tx, caller, data);
        const bad = checked.filter((r) => r.errors.length > 0);
        if (bad.length > 0)
          throw new AppError(422, 'partner.import_has_errors', {
            params: { n: bad.length },
            errors: bad.flatMap((r) =>
              cellErrors(r, locale).map((e) => ({ field: `${e.row}.${e.column}`, message: e.message })),
            ),
          });
        // Two multi-row inserts for the whole file instead of two statements per row.
        const accountIds = await insertAccounts(
          tx,
          checked.map((r) => ({
            ...r.account!,
            passwordHash,
            type: 'CHTH' as const,
            systemKey: 'CHTH',
            areaId: r.values!.areaId ?? null,
            zoneId: r.values!.zoneId ?? null,
            address: r.values!.addressText ?? null,
            taxCode: r.values!.taxCode ?? null,
            createdBy: caller.accountId,
            updatedBy: caller.accountId,
          })),
        );
        await insertProfiles(
          tx,
          checked.map((r, i) => ({
            ...r.values!,
            accountId: accountIds[i]!,
            type: 'CHTH' as const,
            createdBy: caller.accountId,
            updatedBy: caller.accountId,
          })),
        );
        const audits: AuditEntry[] = checked.flatMap((r, i): AuditEntry[] => [
          {
            entity: 'account',
            entityId: accountIds[i]!,
            action: 'create',
            actorId: caller.accountId,
            after: {
              username: r.account!.username,
              fullname: r.account!.fullname,
              type: 'CHTH',
              source: 'import',
            },
          },
          {
            entity: 'partner',
            entityId: accountIds[i]!,
            action: 'create',
            actorId: caller.accountId,
            after: r.values!,
          },
        ]);
        await recordAudits(tx, audits);
        return { created: checked.length };
      });
    },

    /** Headers and one sample row naming an area, zone and standard the caller may use. */
    async template(caller: Caller): Promise<Buffer> {
      const lookups = await loadLookups(db);
      const zone = lookups.zones.find((z) => scopeAllows(caller.scope, { area: z.areaId, zone: z.id }));
      const area =
        lookups.areas.find((a) => a.id === zone?.areaId) ??
        lookups.areas.find((a) => scopeAllows(caller.scope, { area: a.id }));
      return templateWorkbook({
        username: 'chth.vidu',
        fullname: 'Tạp hóa Ví Dụ',
        phone: '0912345678',
        representative: 'Nguyễn Văn A',
        tax_code: '',
        street: '12 Lý Thường Kiệt',
        area: area?.name ?? '',
        zone: zone?.name ?? '',
        distributor: [...lookups.npp.keys()][0] ?? '',
        field_staff: '',
        standard: [...lookups.standards.keys()][0]?.toUpperCase() ?? '',
        latitude: '21.0245',
        longitude: '105.8412',
      });
    },
  };
}
