import type { z } from 'zod';
import {
  EDITABLE_PRICE_LIST_STATUSES,
  PRICE_SYSTEMS,
  type Page,
  type PriceList,
  type PriceListItem,
  type PriceListSummary,
  type PriceSystem,
  type priceListCloneBody,
  type priceListCreateBody,
  type priceListItemsQuery,
  type priceListListBody,
  type priceListUpdateBody,
} from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import { takeNextNumber } from '../../platform/codes/code-counters.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { deleteFile, filesOf } from '../../platform/files/index.js';
import { conflict, notFound } from '../../platform/http/app-error.js';
import { auditPriceChanges } from './price-list-audit.js';
import { checkReferences, priceMapOfBody } from './price-list-input.js';
import { itemsPage, priceMapOf, writeItems } from './price-list-items.repository.js';
import { snapshotOf, summaryOf, viewOf } from './price-list-view.js';
import {
  activeSystemListId,
  deletePriceListRecord,
  findPriceListRow,
  insertPriceListRecord,
  listPriceListRows,
  lockPriceList,
  replaceTargets,
  scopeKeyOf,
  targetIdsOf,
  updatePriceListRecord,
  type PriceListRecord,
} from './price-list.repository.js';

type ListBody = z.infer<typeof priceListListBody>;
type CreateBody = z.infer<typeof priceListCreateBody>;
type UpdateBody = z.infer<typeof priceListUpdateBody>;
type CloneBody = z.infer<typeof priceListCloneBody>;
type ItemsQuery = z.infer<typeof priceListItemsQuery>;

const isEditable = (status: string) => (EDITABLE_PRICE_LIST_STATUSES as readonly string[]).includes(status);
const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/** `BG000123` from the code counters, inside the creating transaction. */
async function nextCode(tx: DbOrTx): Promise<string> {
  return `BG${String(await takeNextNumber(tx, 'price_list')).padStart(6, '0')}`;
}

/** Drafting, editing, cloning, deleting and reading price lists (status changes: price-list-status.service.ts). */
export function createPriceListService(db: Db, now: () => Date = () => new Date()) {
  async function view(tx: DbOrTx, id: number): Promise<PriceList> {
    const row = await findPriceListRow(tx, id);
    if (!row) throw notFound('price-list.not_found');
    return viewOf(row);
  }

  async function locked(tx: DbOrTx, id: number): Promise<PriceListRecord> {
    const row = await lockPriceList(tx, id);
    if (!row) throw notFound('price-list.not_found');
    return row;
  }

  /** Inserts a draft at revision 1 with its targets and rows; audited by the caller's action. */
  async function insertDraft(
    tx: DbOrTx,
    actorId: number,
    input: Omit<CreateBody, 'items'> & { clonedFromId?: number },
    items: ReadonlyMap<string, number>,
  ): Promise<number> {
    const id = await insertPriceListRecord(tx, {
      code: await nextCode(tx),
      name: input.name,
      note: input.note ?? null,
      system: input.system,
      scopeLevel: input.scope_level,
      scopeKey: scopeKeyOf(input.scope_level, input.target_ids),
      effectiveFrom: toDate(input.effective_from),
      effectiveTo: toDate(input.effective_to),
      clonedFromId: input.clonedFromId ?? null,
      createdBy: actorId,
      updatedBy: actorId,
    });
    await replaceTargets(tx, id, input.scope_level, input.target_ids);
    await writeItems(tx, id, new Map(), items);
    return id;
  }

  return {
    async list(query: ListBody): Promise<Page<PriceListSummary>> {
      const { rows, total, capped } = await listPriceListRows(db, {
        page: query.page,
        pageSize: query.page_size,
        search: query.search,
        stage: query.stage,
        status: query.status,
        system: query.system,
        scopeLevel: query.scope_level,
        variantId: query.variant_id,
      });
      return { results: rows.map(summaryOf), total, ...(capped ? { total_capped: true } : {}) };
    },

    get: (id: number): Promise<PriceList> => view(db, id),

    /** v1 `pricelist/{id}`; 0 is the active system-wide list of `system` (the caller's own by default). */
    async getV1(caller: Caller, id: number, system: PriceSystem | undefined): Promise<PriceList> {
      if (id !== 0) return view(db, id);
      const own = (PRICE_SYSTEMS as readonly string[]).includes(caller.type)
        ? (caller.type as PriceSystem)
        : undefined;
      const chosen = system ?? own;
      if (!chosen) throw notFound('price-list.no_price_system');
      const activeId = await activeSystemListId(db, chosen, now());
      if (activeId === undefined) throw notFound('price-list.active_not_found');
      return view(db, activeId);
    },

    async items(id: number, query: ItemsQuery): Promise<Page<PriceListItem>> {
      await view(db, id);
      const { rows, total } = await itemsPage(db, id, {
        search: query.search,
        page: query.page,
        pageSize: query.page_size,
      });
      return {
        results: rows.map((r) => ({
          variant_id: r.variantId,
          variant_code: r.variantCode,
          variant_name: r.variantName,
          product_id: r.productId,
          product_name: r.productName,
          unit_id: r.unitId,
          unit_name: r.unitName,
          price: r.price,
        })),
        total,
      };
    },

    create(caller: Caller, input: CreateBody): Promise<PriceList> {
      return db.transaction(async (tx) => {
        await checkReferences(tx, input, input.items);
        const items = priceMapOfBody(input.items);
        const id = await insertDraft(tx, caller.accountId, input, items);
        const created = await view(tx, id);
        await recordAudit(tx, {
          entity: 'price_list',
          entityId: id,
          action: 'create',
          actorId: caller.accountId,
          after: snapshotOf(created),
        });
        await auditPriceChanges(tx, id, caller.accountId, new Map(), items);
        return created;
      });
    },

    /** Draft or rejected only; every saved edit is a new revision, and a rejected list becomes a draft again. */
    update(caller: Caller, id: number, input: UpdateBody): Promise<PriceList> {
      return db.transaction(async (tx) => {
        const record = await locked(tx, id);
        if (!isEditable(record.status)) throw conflict('price-list.not_editable');
        const before = await view(tx, id);
        await checkReferences(tx, input, input.items);
        await updatePriceListRecord(tx, id, {
          name: input.name,
          note: input.note ?? null,
          system: input.system,
          scopeLevel: input.scope_level,
          effectiveFrom: toDate(input.effective_from),
          effectiveTo: toDate(input.effective_to),
          status: 'draft',
          revision: record.revision + 1,
          updatedBy: caller.accountId,
        });
        await replaceTargets(tx, id, input.scope_level, input.target_ids);
        if (input.items) {
          const oldPrices = await priceMapOf(tx, id);
          const newPrices = priceMapOfBody(input.items);
          await writeItems(tx, id, oldPrices, newPrices);
          await auditPriceChanges(tx, id, caller.accountId, oldPrices, newPrices);
        }
        const after = await view(tx, id);
        await recordAudit(tx, {
          entity: 'price_list',
          entityId: id,
          action: 'update',
          actorId: caller.accountId,
          before: snapshotOf(before),
          after: snapshotOf(after),
        });
        return after;
      });
    },

    /** Only a list that never priced anything: draft, rejected, or cancelled before approval. */
    remove(caller: Caller, id: number): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const record = await locked(tx, id);
        const neverApproved = record.approvedAt === null;
        if (!neverApproved || !['draft', 'rejected', 'cancelled'].includes(record.status))
          throw conflict('price-list.not_deletable');
        const before = await view(tx, id);
        // Its posters go with it (their rows cascade; the file rows are the platform's).
        for (const file of await filesOf(tx, 'price_list', id)) await deleteFile(tx, file.id);
        await deletePriceListRecord(tx, id);
        await recordAudit(tx, {
          entity: 'price_list',
          entityId: id,
          action: 'delete',
          actorId: caller.accountId,
          before: snapshotOf(before),
        });
        return { id };
      });
    },

    /** A new draft with the source's scope, targets and rows; both lists' trails record the clone. */
    clone(caller: Caller, id: number, input: CloneBody): Promise<PriceList> {
      return db.transaction(async (tx) => {
        const source = await view(tx, id);
        const items = await priceMapOf(tx, id);
        const copyId = await insertDraft(
          tx,
          caller.accountId,
          {
            name: input.name ?? source.name,
            note: source.note,
            system: source.system,
            scope_level: source.scope_level,
            target_ids: await targetIdsOf(tx, id),
            effective_from: input.effective_from ?? null,
            effective_to: null,
            clonedFromId: id,
          },
          items,
        );
        const copy = await view(tx, copyId);
        await recordAudit(tx, {
          entity: 'price_list',
          entityId: copyId,
          action: 'clone',
          actorId: caller.accountId,
          after: { ...snapshotOf(copy), cloned_from: source.code },
        });
        await recordAudit(tx, {
          entity: 'price_list',
          entityId: id,
          action: 'cloned',
          actorId: caller.accountId,
          after: { clone: copy.code },
        });
        return copy;
      });
    },
  };
}

export type PriceListService = ReturnType<typeof createPriceListService>;
