import type { Category } from '@kenh/contract';

export interface CategoryNode {
  category: Category;
  children: CategoryNode[];
}

/**
 * The flat list the server gives (parents first, in sort order) as a tree. A category whose parent
 * is not in the list (a search hit) becomes a root, so no hit is hidden.
 */
export function categoryTree(categories: readonly Category[]): CategoryNode[] {
  const nodes = new Map(
    categories.map((category) => [category.id, { category, children: [] as CategoryNode[] }]),
  );
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.category.parent_id === null ? undefined : nodes.get(node.category.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The category and every category below it (a category cannot move under its own descendant). */
export function subtreeIds(categories: readonly Category[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  // Parents come first, so one pass collects every descendant.
  for (const category of categories) {
    if (category.parent_id !== null && ids.has(category.parent_id)) ids.add(category.id);
  }
  return ids;
}
