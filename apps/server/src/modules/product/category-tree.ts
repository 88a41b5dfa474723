import { CATEGORY_MAX_DEPTH, type Category } from '@kenh/contract';
import type { CategoryRow } from './category.repository.js';

export interface CategoryCounts {
  products: Map<number, number>;
  variants: Map<number, number>;
}

/**
 * Every category as the API shows it, parents first (each parent followed by its subtree, siblings
 * in their sort order): depth, the names from the root, child and product counts.
 */
export function categoryViews(rows: readonly CategoryRow[], counts: CategoryCounts): Category[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && byId.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const views: Category[] = [];
  const walk = (parentId: number | null, path: string[]) => {
    for (const row of children.get(parentId) ?? []) {
      const own = [...path, row.name];
      views.push({
        id: row.id,
        direction: row.direction,
        parent_id: row.parentId,
        parent_name: row.parentId === null ? null : (byId.get(row.parentId)?.name ?? null),
        code: row.code,
        name: row.name,
        sort_order: row.sortOrder,
        is_active: row.isActive,
        depth: own.length,
        path: own,
        child_count: children.get(row.id)?.length ?? 0,
        product_count: counts.products.get(row.id) ?? 0,
        variant_count: counts.variants.get(row.id) ?? 0,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      });
      walk(row.id, own);
    }
  };
  walk(null, []);
  return views;
}

/** Depth of a category (a root is 1) from the parent links. */
export function depthOf(rows: ReadonlyMap<number, Pick<CategoryRow, 'parentId'>>, id: number): number {
  let depth = 0;
  for (let at: number | null = id; at !== null && depth <= CATEGORY_MAX_DEPTH + 1; depth++) {
    at = rows.get(at)?.parentId ?? null;
  }
  return depth;
}

/** Levels of a category's subtree, itself included (a leaf is 1). */
export function subtreeHeight(rows: readonly Pick<CategoryRow, 'id' | 'parentId'>[], id: number): number {
  const below = rows.filter((r) => r.parentId === id);
  return 1 + Math.max(0, ...below.map((r) => subtreeHeight(rows, r.id)));
}

/** True when `candidate` is `id` itself or lies under it. */
export function isInSubtree(
  rows: ReadonlyMap<number, Pick<CategoryRow, 'parentId'>>,
  id: number,
  candidate: number,
): boolean {
  let guard = 0;
  for (let at: number | null = candidate; at !== null && guard <= CATEGORY_MAX_DEPTH + 1; guard++) {
    if (at === id) return true;
    at = rows.get(at)?.parentId ?? null;
  }
  return false;
}
