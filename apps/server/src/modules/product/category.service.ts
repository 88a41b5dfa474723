import {
  CATEGORY_MAX_DEPTH,
  foldVietnamese,
  type Category,
  type CategoryInput,
  type CategoryListQuery,
  type ProductDirection,
} from '@kenh/contract';
import { recordAudits } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import { lockScope, takeNextNumber } from '../../platform/codes/code-counters.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/app-error.js';
import type { DeleteProtectionRegistry } from '../../platform/modules/delete-protection.js';
import { categoryViews, depthOf, isInSubtree, subtreeHeight } from './category-tree.js';
import {
  addCategoryVariants,
  categoryCodeTaken,
  categoryCounts,
  categoryRows,
  childrenOf,
  deleteCategory,
  findCategory,
  insertCategory,
  moveProducts,
  productsOf,
  removeCategoryVariants,
  siblingNameTaken,
  updateCategory,
  type CategoryRow,
} from './category.repository.js';
import { existingVariantIds } from './variant.repository.js';

const UNIQUE = {
  product_categories_code_uq: ['product.category_code_taken', 'code'],
  product_categories_sibling_name_uq: ['product.category_name_taken', 'name'],
} as const;

/** Shape changes of the trees run one at a time (depth and ancestry checks read the whole tree). */
const TREE_LOCK = 'product.category-tree';
const formatCategoryCode = (n: number) => `DM${String(n).padStart(4, '0')}`;

const categoryAudit = (c: Category) => ({
  direction: c.direction,
  parent_id: c.parent_id,
  code: c.code,
  name: c.name,
  sort_order: c.sort_order,
  is_active: c.is_active,
});

const parentError = (key: string) => badRequest(key, [{ field: 'parent_id', message: key }]);

/** Category trees (docs/product.md, "Category"). */
export function createCategoryService(db: Db, protection: DeleteProtectionRegistry) {
  const writes = auditedWrites<Category>(db, 'product_category', UNIQUE, categoryAudit);

  async function views(tx: DbOrTx, direction?: ProductDirection): Promise<Category[]> {
    return categoryViews(await categoryRows(tx, direction), await categoryCounts(tx));
  }

  async function view(tx: DbOrTx, id: number, direction?: ProductDirection): Promise<Category> {
    const found = (await views(tx, direction)).find((c) => c.id === id);
    if (!found) throw notFound('product.category_not_found');
    return found;
  }

  /** Parent of the same direction, never the category itself or below it, the tree ≤ 4 deep. */
  async function checkPlace(
    tx: DbOrTx,
    direction: ProductDirection,
    input: CategoryInput,
    id?: number,
  ): Promise<void> {
    const rows = await categoryRows(tx, direction);
    const byId = new Map<number, CategoryRow>(rows.map((r) => [r.id, r]));
    const parentId = input.parent_id ?? null;
    if (parentId !== null) {
      if (!byId.has(parentId)) throw parentError('product.category_parent_invalid');
      if (id !== undefined && isInSubtree(byId, id, parentId))
        throw parentError('product.category_own_ancestor');
    }
    const depth =
      (parentId === null ? 0 : depthOf(byId, parentId)) + (id === undefined ? 1 : subtreeHeight(rows, id));
    if (depth > CATEGORY_MAX_DEPTH) throw parentError('product.category_too_deep');
    if (input.code && (await categoryCodeTaken(tx, input.code, id)))
      throw conflict('product.category_code_taken', 'code');
    if (await siblingNameTaken(tx, direction, parentId, input.name, id)) {
      throw conflict('product.category_name_taken', 'name');
    }
  }

  async function locked(tx: DbOrTx, id: number, direction?: ProductDirection): Promise<CategoryRow> {
    const row = await findCategory(tx, id, true);
    if (!row || (direction && row.direction !== direction)) throw notFound('product.category_not_found');
    return row;
  }

  return {
    async list(query: CategoryListQuery): Promise<Category[]> {
      const search = query.search ? foldVietnamese(query.search).trim() : '';
      return (await views(db, query.direction)).filter(
        (c) =>
          (query.is_active === undefined || c.is_active === query.is_active) &&
          (!search || foldVietnamese(`${c.code} ${c.name}`).includes(search)),
      );
    },

    get: (id: number, direction?: ProductDirection) => view(db, id, direction),

    create(caller: Caller, direction: ProductDirection, input: CategoryInput): Promise<Category> {
      return writes.create(caller.accountId, async (tx) => {
        await lockScope(tx, TREE_LOCK);
        await checkPlace(tx, direction, input);
        const row = await insertCategory(tx, {
          direction,
          parentId: input.parent_id ?? null,
          code: input.code ?? formatCategoryCode(await takeNextNumber(tx, 'product.category')),
          name: input.name,
          sortOrder: input.sort_order,
          isActive: input.is_active,
          createdBy: caller.accountId,
          updatedBy: caller.accountId,
        });
        return view(tx, row.id);
      });
    },

    update(
      caller: Caller,
      id: number,
      input: CategoryInput,
      direction?: ProductDirection,
    ): Promise<Category> {
      return writes.update(id, caller.accountId, async (tx) => {
        await lockScope(tx, TREE_LOCK);
        const row = await locked(tx, id, direction);
        const before = await view(tx, id);
        await checkPlace(tx, row.direction, input, id);
        await updateCategory(tx, id, {
          parentId: input.parent_id ?? null,
          code: input.code ?? row.code,
          name: input.name,
          sortOrder: input.sort_order,
          isActive: input.is_active,
          updatedBy: caller.accountId,
        });
        return { before, after: await view(tx, id) };
      });
    },

    /** Refused (409 naming them) while it has subcategories or products, or another module holds it. */
    remove(caller: Caller, id: number, direction?: ProductDirection): Promise<void> {
      return writes.remove(id, caller.accountId, async (tx) => {
        await lockScope(tx, TREE_LOCK);
        await locked(tx, id, direction);
        const before = await view(tx, id);
        const children = await childrenOf(tx, id);
        if (children.n > 0) {
          throw new AppError(409, 'product.category_has_children', {
            params: { names: children.names.join(', ') },
          });
        }
        const held = await productsOf(tx, id);
        if (held.n > 0) {
          const names = held.names.join(', ') + (held.n > held.names.length ? ', …' : '');
          throw new AppError(409, 'product.category_has_products', { params: { n: held.n, names } });
        }
        await protection.assertDeletable(tx, 'product_category', id);
        await deleteCategory(tx, id);
        return before;
      });
    },

    /** Files products (of the category's direction) under the category; each move is audited. */
    async addProducts(
      caller: Caller,
      categoryId: number,
      productIds: number[],
    ): Promise<{ changed: number }> {
      return db.transaction(async (tx) => {
        const category = await locked(tx, categoryId);
        const moved = await moveProducts(tx, categoryId, category.direction, productIds, caller.accountId);
        await recordAudits(
          tx,
          moved.map((id) => ({
            entity: 'product' as const,
            entityId: id,
            action: 'update',
            actorId: caller.accountId,
            after: { category_id: categoryId },
          })),
        );
        return { changed: moved.length };
      });
    },

    /** Places variants in (or takes them out of) a category: audited on the category. */
    async setVariants(
      caller: Caller,
      categoryId: number,
      variantIds: number[],
      place: boolean,
    ): Promise<{ changed: number }> {
      return db.transaction(async (tx) => {
        await locked(tx, categoryId);
        const known = await existingVariantIds(tx, variantIds);
        const unknown = variantIds.findIndex((v) => !known.has(v));
        if (unknown >= 0) {
          throw badRequest('product.variant_not_found', [
            { field: `variant_ids.${unknown}`, message: 'product.variant_not_found' },
          ]);
        }
        const changed = place
          ? await addCategoryVariants(tx, categoryId, variantIds)
          : await removeCategoryVariants(tx, categoryId, variantIds);
        if (changed > 0) {
          await recordAudits(tx, [
            {
              entity: 'product_category',
              entityId: categoryId,
              action: place ? 'add_variants' : 'remove_variants',
              actorId: caller.accountId,
              after: { variant_ids: variantIds },
            },
          ]);
        }
        return { changed };
      });
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
