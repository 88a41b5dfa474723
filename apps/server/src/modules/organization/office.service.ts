import type { Office, OfficeBody, OrgOption, Page } from '@kenh/contract';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.js';
import { findArea } from '../locate/index.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import { peekNextCode, takeNextCode } from './codes.js';
import {
  deleteOffice,
  findOfficeRow,
  insertOffice,
  listOffices,
  officeNameTaken,
  officeOptions,
  updateOffice,
  type OfficeFilter,
  type OfficeValues,
} from './office.repository.js';
import type { OfficeRow } from './organization.tables.js';
import { lockTree } from './org-unit.repository.js';
import type { DeleteProtectionRegistry } from '../../platform/modules/delete-protection.js';

const NAME_TAKEN = ['organization.office_name_taken', 'name'] as const;
const UNIQUE = { offices_name_folded_uq: NAME_TAKEN };

export function officeView(row: OfficeRow): Office {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    address: row.address,
    province_code: row.provinceCode,
    ward_code: row.wardCode,
    phone: row.phone,
    email: row.email,
    area_id: row.areaId,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const orNull = (value: string | null | undefined) => (value ? value : null);

function valuesOf(body: OfficeBody): OfficeValues {
  return {
    name: body.name,
    address: orNull(body.address),
    provinceCode: orNull(body.province_code),
    wardCode: orNull(body.ward_code),
    phone: orNull(body.phone),
    email: orNull(body.email),
    areaId: body.area_id ?? null,
    isActive: body.is_active,
  };
}

function snapshot(o: Office): Record<string, unknown> {
  return {
    code: o.code,
    name: o.name,
    address: o.address,
    province_code: o.province_code,
    ward_code: o.ward_code,
    phone: o.phone,
    email: o.email,
    area_id: o.area_id,
    is_active: o.is_active,
  };
}

/** An unknown area is a 400 on `area_id`. */
async function checkArea(tx: DbOrTx, areaId: number | null): Promise<void> {
  if (areaId !== null && !(await findArea(tx, areaId))) {
    throw badRequest('error.bad_request', [{ field: 'area_id', message: 'organization.area_unknown' }]);
  }
}

/** Văn phòng: CRUD and dropdown; deletes are refused while units or other modules use the office. */
export function createOfficeService(db: Db, protection: DeleteProtectionRegistry) {
  const writes = auditedWrites(db, 'office', UNIQUE, snapshot);
  return {
    async list(filter: OfficeFilter): Promise<Page<Office>> {
      const { rows, total, capped } = await listOffices(db, filter);
      return { results: rows.map(officeView), total, ...(capped ? { total_capped: true } : {}) };
    },

    async dropdown(filter: { search?: string | undefined; includeInactive: boolean }): Promise<OrgOption[]> {
      const rows = await officeOptions(db, filter);
      return rows.map((r) => ({ value: r.id, label: r.name, label_child: r.code }));
    },

    nextCode: () => peekNextCode(db, 'office'),

    async get(id: number): Promise<Office> {
      const row = await findOfficeRow(db, id);
      if (!row) throw notFound('organization.office_not_found');
      return officeView(row);
    },

    create(body: OfficeBody, actorId: number): Promise<Office> {
      return writes.create(actorId, async (tx) => {
        const values = valuesOf(body);
        if (await officeNameTaken(tx, values.name)) throw conflict(...NAME_TAKEN);
        await checkArea(tx, values.areaId);
        const code = await takeNextCode(tx, 'office');
        return officeView(await insertOffice(tx, code, values, actorId));
      });
    },

    update(id: number, body: OfficeBody, actorId: number): Promise<Office> {
      return writes.update(id, actorId, async (tx) => {
        const row = await findOfficeRow(tx, id, true);
        if (!row) throw notFound('organization.office_not_found');
        const values = valuesOf(body);
        if (await officeNameTaken(tx, values.name, id)) throw conflict(...NAME_TAKEN);
        await checkArea(tx, values.areaId);
        return { before: officeView(row), after: officeView(await updateOffice(tx, id, values, actorId)) };
      });
    },

    remove(id: number, actorId: number): Promise<void> {
      return writes.remove(id, actorId, async (tx) => {
        await lockTree(tx); // units are created and moved under the same lock
        const row = await findOfficeRow(tx, id, true);
        if (!row) throw notFound('organization.office_not_found');
        await protection.assertDeletable(tx, 'office', id);
        await deleteOffice(tx, id);
        return officeView(row);
      });
    },
  };
}
