import type { z } from 'zod';
import type {
  Area,
  LocatedAccount,
  LocateOption,
  LocatePerson,
  Page,
  Zone,
  accountsInLocationBody,
  areaFields,
  areaListQuery,
  zoneFields,
  zoneListQuery,
} from '@kenh/contract';
import type { Caller, DataScope } from '../../platform/auth/caller.js';
import { takeNextNumber } from '../../platform/codes/code-counters.js';
import type { DeleteProtectionRegistry } from '../../platform/modules/delete-protection.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.js';
import {
  countAccountsByZone,
  countDistinctAccountsByArea,
  findExistingAccountIds,
  listAccountSummaries,
  listAccountsInLocation,
} from '../account/index.js';
import {
  allAreas,
  areaNameTaken,
  areaScopeCondition,
  areasByIds,
  deleteArea,
  deleteZone,
  findArea,
  findZoneRow,
  insertArea,
  insertZone,
  listAreas,
  listZones,
  updateArea,
  updateZone,
  zoneAreaMap,
  zoneNameTaken,
  zoneScopeCondition,
  zonesOfAreas,
  type AreaRow,
  type ZoneRow,
} from './locate.repository.js';

type AreaListQuery = z.infer<typeof areaListQuery>;
type AreaInput = z.infer<typeof areaFields>;
type ZoneListQuery = z.infer<typeof zoneListQuery>;
type ZoneInput = z.infer<typeof zoneFields>;
type AccountsBody = z.infer<typeof accountsInLocationBody>;

export const formatAreaCode = (n: number) => `KV${String(n).padStart(3, '0')}`;
export const formatZoneCode = (n: number) => `VUNG${String(n).padStart(3, '0')}`;

/** A restricted caller may change an area only when the area itself is in their scope. */
const areaWritable = (scope: DataScope, areaId: number) =>
  scope.unrestricted || scope.areaIds.includes(areaId);

async function people(db: DbOrTx, ids: (number | null)[]): Promise<Map<number, LocatePerson>> {
  const wanted = [...new Set(ids.filter((v): v is number => v !== null))];
  if (wanted.length === 0) return new Map();
  const page = await listAccountSummaries(db, { ids: wanted, page: 0, pageSize: wanted.length });
  return new Map(page.results.map((a) => [a.id, { id: a.id, username: a.username, fullname: a.fullname }]));
}

function areaAudit(row: AreaRow) {
  return {
    code: row.code,
    name: row.name,
    region: row.region,
    manager_id: row.managerId,
    note: row.note,
    is_active: row.isActive,
  };
}

function zoneAudit(row: ZoneRow) {
  return {
    code: row.code,
    name: row.name,
    area_id: row.areaId,
    supervisor_id: row.supervisorId,
    province_codes: row.provinceCodes.join(','),
    note: row.note,
    is_active: row.isActive,
  };
}

export function createLocateService(db: Db, protection: DeleteProtectionRegistry) {
  async function areaViews(rows: AreaRow[], scope: DataScope): Promise<Area[]> {
    const ids = rows.map((r) => r.id);
    const [zoneMap, managers] = await Promise.all([
      zoneAreaMap(db, ids),
      people(
        db,
        rows.map((r) => r.managerId),
      ),
    ]);
    // An area seen through some of its zones only (read-only) counts those zones and the accounts
    // placed in them, as its zone list and member list show them — not the whole area.
    const shownZones = new Map(
      [...zoneMap].filter(
        ([zoneId, areaId]) => areaWritable(scope, areaId) || scope.zoneIds.includes(zoneId),
      ),
    );
    const zoneCounts = new Map<number, number>();
    for (const areaId of shownZones.values()) zoneCounts.set(areaId, (zoneCounts.get(areaId) ?? 0) + 1);
    const accountCounts = await countDistinctAccountsByArea(db, ids, shownZones, {
      directAreaIds: ids.filter((id) => areaWritable(scope, id)),
    });
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      region: r.region,
      manager_id: r.managerId,
      manager: r.managerId === null ? null : (managers.get(r.managerId) ?? null),
      note: r.note,
      is_active: r.isActive,
      zone_count: zoneCounts.get(r.id) ?? 0,
      account_count: accountCounts.get(r.id) ?? 0,
      editable: areaWritable(scope, r.id),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }

  async function zoneViews(rows: ZoneRow[]): Promise<Zone[]> {
    const [areaRows, accountCounts, supervisors] = await Promise.all([
      areasByIds(
        db,
        rows.map((r) => r.areaId),
      ),
      countAccountsByZone(
        db,
        rows.map((r) => r.id),
      ),
      people(
        db,
        rows.map((r) => r.supervisorId),
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      area_id: r.areaId,
      area_name: areaRows.get(r.areaId)?.name ?? '',
      area_code: areaRows.get(r.areaId)?.code ?? '',
      supervisor_id: r.supervisorId,
      supervisor: r.supervisorId === null ? null : (supervisors.get(r.supervisorId) ?? null),
      province_codes: r.provinceCodes,
      note: r.note,
      is_active: r.isActive,
      account_count: accountCounts.get(r.id) ?? 0,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }

  async function visibleArea(caller: Caller, id: number): Promise<AreaRow> {
    const row = await findArea(db, id, areaScopeCondition(caller.scope));
    if (!row) throw notFound('locate.area_not_found');
    return row;
  }

  async function visibleZone(caller: Caller, id: number): Promise<ZoneRow> {
    const row = await findZoneRow(db, id, zoneScopeCondition(caller.scope));
    if (!row) throw notFound('locate.zone_not_found');
    return row;
  }

  async function checkAccount(tx: DbOrTx, id: number | null | undefined, field: string, key: string) {
    if (id === null || id === undefined) return;
    const found = await findExistingAccountIds(tx, [id]);
    if (found.length === 0) throw badRequest('error.bad_request', [{ field, message: key }]);
  }

  const areaWrites = auditedWrites(
    db,
    'area',
    { areas_name_fold_uq: ['locate.area_name_taken', 'name'] },
    areaAudit,
  );
  const zoneWrites = auditedWrites(
    db,
    'zone',
    { zones_area_name_fold_uq: ['locate.zone_name_taken', 'name'] },
    zoneAudit,
  );

  return {
    async listAreas(caller: Caller, query: AreaListQuery): Promise<Page<Area>> {
      const { rows, total, capped } = await listAreas(db, {
        scope: caller.scope,
        page: query.page,
        pageSize: query.page_size,
        ...(query.search ? { search: query.search } : {}),
        ...(query.region ? { region: query.region } : {}),
        ...(query.is_active === undefined ? {} : { isActive: query.is_active }),
      });
      return {
        results: await areaViews(rows, caller.scope),
        total,
        ...(capped ? { total_capped: true } : {}),
      };
    },

    async getArea(caller: Caller, id: number): Promise<Area> {
      const row = await visibleArea(caller, id);
      return (await areaViews([row], caller.scope))[0]!;
    },

    async createArea(caller: Caller, input: AreaInput): Promise<Area> {
      // A new area is outside every restricted scope: only unrestricted callers create areas.
      if (!caller.scope.unrestricted) throw forbidden();
      const row = await areaWrites.create(caller.accountId, async (tx) => {
        if (await areaNameTaken(tx, input.name)) throw conflict('locate.area_name_taken', 'name');
        await checkAccount(tx, input.manager_id, 'manager_id', 'locate.manager_invalid');
        const code = formatAreaCode(await takeNextNumber(tx, 'locate.area'));
        const created = await insertArea(tx, {
          code,
          name: input.name,
          region: input.region,
          managerId: input.manager_id ?? null,
          note: input.note ?? null,
          isActive: input.is_active,
          createdBy: caller.accountId,
          updatedBy: caller.accountId,
        });
        return created;
      });
      return (await areaViews([row], caller.scope))[0]!;
    },

    async updateArea(caller: Caller, id: number, input: AreaInput): Promise<Area> {
      const before = await visibleArea(caller, id);
      if (!areaWritable(caller.scope, id)) throw forbidden('locate.area_read_only');
      const row = await areaWrites.update(id, caller.accountId, async (tx) => {
        if (await areaNameTaken(tx, input.name, id)) throw conflict('locate.area_name_taken', 'name');
        await checkAccount(tx, input.manager_id, 'manager_id', 'locate.manager_invalid');
        const updated = await updateArea(tx, id, {
          name: input.name,
          region: input.region,
          managerId: input.manager_id ?? null,
          note: input.note ?? null,
          isActive: input.is_active,
          updatedBy: caller.accountId,
        });
        return { before, after: updated };
      });
      return (await areaViews([row], caller.scope))[0]!;
    },

    async deleteArea(caller: Caller, id: number): Promise<void> {
      const before = await visibleArea(caller, id);
      if (!areaWritable(caller.scope, id)) throw forbidden('locate.area_read_only');
      await areaWrites.remove(id, caller.accountId, async (tx) => {
        await protection.assertDeletable(tx, 'area', id);
        await deleteArea(tx, id);
        return before;
      });
    },

    async listZones(caller: Caller, query: ZoneListQuery): Promise<Page<Zone>> {
      const { rows, total, capped } = await listZones(db, {
        scope: caller.scope,
        page: query.page,
        pageSize: query.page_size,
        ...(query.search ? { search: query.search } : {}),
        ...(query.area_id === undefined ? {} : { areaId: query.area_id }),
        ...(query.region ? { region: query.region } : {}),
        ...(query.is_active === undefined ? {} : { isActive: query.is_active }),
      });
      return { results: await zoneViews(rows), total, ...(capped ? { total_capped: true } : {}) };
    },

    async zonesByArea(caller: Caller, areaId: number): Promise<{ results: Zone[] }> {
      await visibleArea(caller, areaId);
      return { results: await zoneViews(await zonesOfAreas(db, [areaId], caller.scope)) };
    },

    async getZone(caller: Caller, id: number): Promise<Zone> {
      return (await zoneViews([await visibleZone(caller, id)]))[0]!;
    },

    async createZone(caller: Caller, input: ZoneInput): Promise<Zone> {
      const areaId = input.area_id;
      await targetArea(caller, areaId);
      const row = await zoneWrites.create(caller.accountId, async (tx) => {
        if (await zoneNameTaken(tx, areaId, input.name)) throw conflict('locate.zone_name_taken', 'name');
        await checkAccount(tx, input.supervisor_id, 'supervisor_id', 'locate.supervisor_invalid');
        const code = formatZoneCode(await takeNextNumber(tx, 'locate.zone'));
        const created = await insertZone(tx, {
          code,
          name: input.name,
          areaId,
          supervisorId: input.supervisor_id ?? null,
          provinceCodes: [...new Set(input.province_codes)],
          note: input.note ?? null,
          isActive: input.is_active,
          createdBy: caller.accountId,
          updatedBy: caller.accountId,
        });
        return created;
      });
      return (await zoneViews([row]))[0]!;
    },

    async updateZone(caller: Caller, id: number, input: ZoneInput): Promise<Zone> {
      const before = await visibleZone(caller, id);
      const areaId = input.area_id;
      if (areaId !== before.areaId) await targetArea(caller, areaId);
      const row = await zoneWrites.update(id, caller.accountId, async (tx) => {
        if (await zoneNameTaken(tx, areaId, input.name, id)) throw conflict('locate.zone_name_taken', 'name');
        await checkAccount(tx, input.supervisor_id, 'supervisor_id', 'locate.supervisor_invalid');
        const updated = await updateZone(tx, id, {
          name: input.name,
          areaId,
          supervisorId: input.supervisor_id ?? null,
          provinceCodes: [...new Set(input.province_codes)],
          note: input.note ?? null,
          isActive: input.is_active,
          updatedBy: caller.accountId,
        });
        return { before, after: updated };
      });
      return (await zoneViews([row]))[0]!;
    },

    async deleteZone(caller: Caller, id: number): Promise<void> {
      const before = await visibleZone(caller, id);
      await zoneWrites.remove(id, caller.accountId, async (tx) => {
        await protection.assertDeletable(tx, 'zone', id);
        await deleteZone(tx, id);
        return before;
      });
    },

    async accountsIn(caller: Caller, body: AccountsBody): Promise<Page<LocatedAccount>> {
      const paging = {
        page: body.page,
        pageSize: body.page_size,
        ...(body.search ? { search: body.search } : {}),
      };
      if (body.zone_id !== undefined) {
        await visibleZone(caller, body.zone_id);
        return listAccountsInLocation(db, { ...paging, zoneId: body.zone_id });
      }
      const areaId = body.area_id!;
      await visibleArea(caller, areaId);
      if (!areaWritable(caller.scope, areaId)) {
        // Seen through one of its zones only: the accounts of the zones in scope.
        const zoneIds = (await zonesOfAreas(db, [areaId], caller.scope)).map((z) => z.id);
        return listAccountsInLocation(db, { ...paging, areaId: -1, areaZoneIds: zoneIds });
      }
      const zoneIds = [...(await zoneAreaMap(db, [areaId])).keys()];
      return listAccountsInLocation(db, { ...paging, areaId, areaZoneIds: zoneIds });
    },

    async dropdown(caller: Caller, includeInactive: boolean): Promise<LocateOption[]> {
      const areaRows = await allAreas(db, caller.scope, !includeInactive);
      const zoneRows = await zonesOfAreas(
        db,
        areaRows.map((a) => a.id),
        caller.scope,
        !includeInactive,
      );
      return areaRows.map((a) => ({
        value: a.id,
        label: a.name,
        region: a.region,
        children: zoneRows.filter((z) => z.areaId === a.id).map((z) => ({ value: z.id, label: z.name })),
      }));
    },
  };

  /** The area a zone is created in or moved to: must exist, be visible and be writable. */
  async function targetArea(caller: Caller, areaId: number): Promise<void> {
    const area = await findArea(db, areaId, areaScopeCondition(caller.scope));
    if (!area)
      throw badRequest('error.bad_request', [{ field: 'area_id', message: 'locate.area_not_found' }]);
    if (!areaWritable(caller.scope, areaId)) throw forbidden('locate.area_read_only');
  }
}

export type LocateService = ReturnType<typeof createLocateService>;
