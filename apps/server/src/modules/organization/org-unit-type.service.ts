import type { OrgUnitType, OrgUnitTypeBody } from '@kenh/contract';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/http/app-error.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import {
  deleteOrgUnitType,
  findOrgUnitType,
  insertOrgUnitType,
  listOrgUnitTypes,
  lockTree,
  typeTaken,
  updateOrgUnitType,
  type OrgUnitTypeRecord,
} from './org-unit.repository.js';
import type { DeleteProtectionRegistry } from '../../platform/modules/delete-protection.js';

const CODE_TAKEN = ['organization.type_code_taken', 'code'] as const;
const NAME_TAKEN = ['organization.type_name_taken', 'name'] as const;
const UNIQUE = { org_unit_types_code_uq: CODE_TAKEN, org_unit_types_name_folded_uq: NAME_TAKEN };

function typeView(r: OrgUnitTypeRecord): OrgUnitType {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    unit_count: r.unitCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

async function assertFree(tx: DbOrTx, body: OrgUnitTypeBody, exceptId?: number) {
  if (await typeTaken(tx, 'code', body.code, exceptId)) throw conflict(...CODE_TAKEN);
  if (await typeTaken(tx, 'name', body.name, exceptId)) throw conflict(...NAME_TAKEN);
}

async function load(tx: DbOrTx, id: number, lock = false): Promise<OrgUnitType> {
  const row = await findOrgUnitType(tx, id, lock);
  if (!row) throw notFound('organization.type_not_found');
  return typeView(row);
}

const snapshot = (t: OrgUnitType) => ({ code: t.code, name: t.name });

/** Loại đơn vị: Khối, Phòng, Ban… A type used by units cannot be deleted. */
export function createOrgUnitTypeService(db: Db, protection: DeleteProtectionRegistry) {
  const writes = auditedWrites(db, 'org_unit_type', UNIQUE, snapshot);
  return {
    list: async () => (await listOrgUnitTypes(db)).map(typeView),

    create(body: OrgUnitTypeBody, actorId: number): Promise<OrgUnitType> {
      return writes.create(actorId, async (tx) => {
        await assertFree(tx, body);
        return load(tx, await insertOrgUnitType(tx, body, actorId));
      });
    },

    update(id: number, body: OrgUnitTypeBody, actorId: number): Promise<OrgUnitType> {
      return writes.update(id, actorId, async (tx) => {
        const before = await load(tx, id, true);
        await assertFree(tx, body, id);
        await updateOrgUnitType(tx, id, body, actorId);
        return { before, after: await load(tx, id) };
      });
    },

    remove(id: number, actorId: number): Promise<void> {
      return writes.remove(id, actorId, async (tx) => {
        await lockTree(tx); // units are created under the same lock: none can pick this type meanwhile
        const before = await load(tx, id, true);
        await protection.assertDeletable(tx, 'org_unit_type', id);
        await deleteOrgUnitType(tx, id);
        return before;
      });
    },
  };
}
