import type { OrgOption, Page, Position, PositionBody } from '@kenh/contract';
import type { Db } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/http/app-error.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import { peekNextCode, takeNextCode } from './codes.js';
import type { PositionRow } from './organization.tables.js';
import {
  deletePosition,
  findPositionRow,
  insertPosition,
  listPositions,
  positionNameTaken,
  positionOptions,
  updatePosition,
  type PositionFilter,
  type PositionValues,
} from './position.repository.js';
import type { DeleteProtectionRegistry } from '../../platform/modules/delete-protection.js';

const NAME_TAKEN = ['organization.position_name_taken', 'name'] as const;
const UNIQUE = { positions_name_folded_uq: NAME_TAKEN };

export function positionView(row: PositionRow): Position {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    level: row.level,
    description: row.description,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function valuesOf(body: PositionBody): PositionValues {
  return {
    name: body.name,
    level: body.level,
    description: body.description?.trim() || null,
    isActive: body.is_active,
  };
}

const snapshot = (p: Position) => ({
  code: p.code,
  name: p.name,
  level: p.level,
  description: p.description,
  is_active: p.is_active,
});

/** Chức vụ: CRUD, dropdown and next code; deletes ask the delete-protection registry first. */
export function createPositionService(db: Db, protection: DeleteProtectionRegistry) {
  const writes = auditedWrites(db, 'position', UNIQUE, snapshot);
  return {
    async list(filter: PositionFilter): Promise<Page<Position>> {
      const { rows, total, capped } = await listPositions(db, filter);
      return { results: rows.map(positionView), total, ...(capped ? { total_capped: true } : {}) };
    },

    async dropdown(filter: { search?: string | undefined; includeInactive: boolean }): Promise<OrgOption[]> {
      const rows = await positionOptions(db, filter);
      return rows.map((r) => ({ value: r.id, label: r.name, label_child: r.code }));
    },

    nextCode: () => peekNextCode(db, 'position'),

    async get(id: number): Promise<Position> {
      const row = await findPositionRow(db, id);
      if (!row) throw notFound('organization.position_not_found');
      return positionView(row);
    },

    create(body: PositionBody, actorId: number): Promise<Position> {
      return writes.create(actorId, async (tx) => {
        const values = valuesOf(body);
        if (await positionNameTaken(tx, values.name)) throw conflict(...NAME_TAKEN);
        const code = await takeNextCode(tx, 'position');
        return positionView(await insertPosition(tx, code, values, actorId));
      });
    },

    update(id: number, body: PositionBody, actorId: number): Promise<Position> {
      return writes.update(id, actorId, async (tx) => {
        const row = await findPositionRow(tx, id, true);
        if (!row) throw notFound('organization.position_not_found');
        const values = valuesOf(body);
        if (await positionNameTaken(tx, values.name, id)) throw conflict(...NAME_TAKEN);
        return {
          before: positionView(row),
          after: positionView(await updatePosition(tx, id, values, actorId)),
        };
      });
    },

    remove(id: number, actorId: number): Promise<void> {
      return writes.remove(id, actorId, async (tx) => {
        const row = await findPositionRow(tx, id, true);
        if (!row) throw notFound('organization.position_not_found');
        await protection.assertDeletable(tx, 'position', id);
        await deletePosition(tx, id);
        return positionView(row);
      });
    },
  };
}
