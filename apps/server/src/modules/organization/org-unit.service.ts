import type {
  FieldError,
  OrgOption,
  OrgTreeOption,
  OrgUnit,
  OrgUnitBody,
  OrgUnitNode,
  Page,
} from '@kenh/contract';
import type { DataScope } from '../../platform/auth/caller.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { badRequest, conflict, notFound, unprocessable } from '../../platform/http/app-error.js';
import { accountOptions, findExistingAccountIds, listAccountSummaries } from '../account/index.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import { peekNextCode, takeNextCode } from './codes.js';
import { offices, orgUnits, orgUnitTypes } from './organization.tables.js';
import {
  allOrgUnits,
  deleteOrgUnit,
  exists,
  findOrgUnitRecord,
  insertOrgUnit,
  isSelfOrDescendant,
  listOrgUnits,
  lockOrgUnit,
  lockTree,
  unitNameTaken,
  updateOrgUnit,
  type OrgUnitFilter,
  type OrgUnitRecord,
  type OrgUnitValues,
} from './org-unit.repository.js';
import type { DeleteProtectionRegistry } from '../../platform/modules/delete-protection.js';

const NAME_TAKEN = ['organization.unit_name_taken', 'name'] as const;
const UNIQUE = { org_units_sibling_name_uq: NAME_TAKEN };

/** Full names of managers, one query per page of units. */
async function managerNames(db: DbOrTx, records: readonly OrgUnitRecord[]): Promise<Map<number, string>> {
  const ids = [...new Set(records.map((r) => r.managerId).filter((v): v is number => v !== null))];
  if (ids.length === 0) return new Map();
  const page = await listAccountSummaries(db, { ids, page: 0, pageSize: ids.length });
  return new Map(page.results.map((a) => [a.id, a.fullname]));
}

function unitView(r: OrgUnitRecord, managers: Map<number, string>): OrgUnit {
  const managerName = r.managerId === null ? undefined : managers.get(r.managerId);
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    type_id: r.typeId,
    type: { id: r.typeId, code: r.typeCode, name: r.typeName },
    parent_id: r.parentId,
    parent: r.parentId !== null && r.parentName !== null ? { id: r.parentId, name: r.parentName } : null,
    manager_id: r.managerId,
    manager:
      r.managerId !== null && managerName !== undefined ? { id: r.managerId, name: managerName } : null,
    office_id: r.officeId,
    office: r.officeId !== null && r.officeName !== null ? { id: r.officeId, name: r.officeName } : null,
    sort_order: r.sortOrder,
    description: r.description,
    child_count: r.childCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** Nests units under their parents; rows come in sibling order, so children keep it. */
export function buildTree<T extends { id: number; parent_id: number | null }>(
  units: readonly T[],
): (T & { children: (T & { children: unknown[] })[] })[] {
  type Node = T & { children: Node[] };
  const nodes = new Map<number, Node>(units.map((u) => [u.id, { ...u, children: [] }]));
  const roots: Node[] = [];
  for (const unit of units) {
    const node = nodes.get(unit.id)!;
    const parent = unit.parent_id === null ? undefined : nodes.get(unit.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

function toOption(node: OrgUnitNode): OrgTreeOption {
  return { value: node.id, label: node.name, label_child: node.code, children: node.children.map(toOption) };
}

const snapshot = (u: OrgUnit) => ({
  code: u.code,
  name: u.name,
  type_id: u.type_id,
  parent_id: u.parent_id,
  manager_id: u.manager_id,
  office_id: u.office_id,
  sort_order: u.sort_order,
  description: u.description,
});

function valuesOf(body: OrgUnitBody): OrgUnitValues {
  return {
    name: body.name,
    typeId: body.type_id,
    parentId: body.parent_id ?? null,
    managerId: body.manager_id ?? null,
    officeId: body.office_id ?? null,
    sortOrder: body.sort_order,
    description: body.description?.trim() || null,
  };
}

/** Unknown type, parent, manager or office: a 400 naming each field. */
async function checkReferences(tx: DbOrTx, values: OrgUnitValues): Promise<void> {
  const errors: FieldError[] = [];
  if (!(await exists(tx, orgUnitTypes, values.typeId)))
    errors.push({ field: 'type_id', message: 'organization.type_unknown' });
  if (values.parentId !== null && !(await exists(tx, orgUnits, values.parentId)))
    errors.push({ field: 'parent_id', message: 'organization.parent_unknown' });
  if (values.managerId !== null && (await findExistingAccountIds(tx, [values.managerId])).length === 0)
    errors.push({ field: 'manager_id', message: 'organization.manager_unknown' });
  if (values.officeId !== null && !(await exists(tx, offices, values.officeId)))
    errors.push({ field: 'office_id', message: 'organization.office_unknown' });
  if (errors.length > 0) throw badRequest('error.bad_request', errors);
}

/** Cơ cấu tổ chức: the unit tree. */
export function createOrgUnitService(db: Db, protection: DeleteProtectionRegistry) {
  const writes = auditedWrites(db, 'org_unit', UNIQUE, snapshot);

  async function load(tx: DbOrTx, id: number): Promise<OrgUnit> {
    const record = await findOrgUnitRecord(tx, id);
    if (!record) throw notFound('organization.unit_not_found');
    return unitView(record, await managerNames(tx, [record]));
  }

  async function tree(): Promise<OrgUnitNode[]> {
    const records = await allOrgUnits(db);
    const managers = await managerNames(db, records);
    return buildTree(records.map((r) => unitView(r, managers))) as OrgUnitNode[];
  }

  return {
    async list(filter: OrgUnitFilter): Promise<Page<OrgUnit>> {
      const { rows, total, capped } = await listOrgUnits(db, filter);
      const managers = await managerNames(db, rows);
      return {
        results: rows.map((r) => unitView(r, managers)),
        total,
        ...(capped ? { total_capped: true } : {}),
      };
    },

    tree,

    async dropdown(): Promise<OrgTreeOption[]> {
      return (await tree()).map(toOption);
    },

    nextCode: () => peekNextCode(db, 'unit'),

    /** Staff accounts (AD) for the manager picker; `currentId` keeps the chosen one listed. */
    async managerOptions(
      scope: DataScope,
      search: string | undefined,
      currentId: number | undefined,
    ): Promise<OrgOption[]> {
      const options = await accountOptions(db, { search, systemKey: 'AD', scope, limit: 50 });
      if (currentId !== undefined && !options.some((o) => o.value === currentId)) {
        const page = await listAccountSummaries(db, { ids: [currentId], scope, page: 0, pageSize: 1 });
        const current = page.results[0];
        if (current)
          options.unshift({ value: current.id, label: current.fullname, label_child: current.username });
      }
      return options;
    },

    get: (id: number) => load(db, id),

    create(body: OrgUnitBody, actorId: number): Promise<OrgUnit> {
      return writes.create(actorId, async (tx) => {
        const values = valuesOf(body);
        await lockTree(tx);
        await checkReferences(tx, values);
        if (await unitNameTaken(tx, values.parentId, values.name)) throw conflict(...NAME_TAKEN);
        const code = await takeNextCode(tx, 'unit');
        return load(tx, await insertOrgUnit(tx, code, values, actorId));
      });
    },

    update(id: number, body: OrgUnitBody, actorId: number): Promise<OrgUnit> {
      return writes.update(id, actorId, async (tx) => {
        await lockTree(tx);
        if (!(await lockOrgUnit(tx, id))) throw notFound('organization.unit_not_found');
        const before = await load(tx, id);
        const values = valuesOf(body);
        await checkReferences(tx, values);
        if (values.parentId !== null && (await isSelfOrDescendant(tx, id, values.parentId))) {
          throw unprocessable('organization.parent_cycle');
        }
        if (await unitNameTaken(tx, values.parentId, values.name, id)) throw conflict(...NAME_TAKEN);
        await updateOrgUnit(tx, id, values, actorId);
        return { before, after: await load(tx, id) };
      });
    },

    remove(id: number, actorId: number): Promise<void> {
      return writes.remove(id, actorId, async (tx) => {
        await lockTree(tx);
        if (!(await lockOrgUnit(tx, id))) throw notFound('organization.unit_not_found');
        const before = await load(tx, id);
        await protection.assertDeletable(tx, 'org_unit', id);
        await deleteOrgUnit(tx, id);
        return before;
      });
    },
  };
}
