import { useMemo, type CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import { matchesFolded, type ProductDirection } from '@kenh/contract';
import { useCategoryTree } from '../api/categories';
import { categoryTree, subtreeIds, type CategoryNode } from './category-tree';

interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: TreeOption[];
}

function toOptions(nodes: readonly CategoryNode[], excluded: ReadonlySet<number>): TreeOption[] {
  return nodes.map(({ category, children }) => ({
    value: category.id,
    title: category.name,
    disabled: excluded.has(category.id) || !category.is_active,
    children: toOptions(children, excluded),
  }));
}

/**
 * A category of one direction's tree, chosen in the tree (search ignores diacritics). `exclude`
 * takes a category and its descendants out (a category's own parent choice).
 */
export function CategoryTreeSelect({
  direction,
  value,
  onChange,
  label,
  placeholder,
  exclude,
  id,
  onBlur,
  maxDepth,
  style,
}: {
  direction: ProductDirection;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  label: string;
  placeholder?: string;
  exclude?: number;
  id?: string;
  onBlur?: () => void;
  /** Only categories this deep or shallower can be chosen (a parent of a new category: depth < 4). */
  maxDepth?: number;
  style?: CSSProperties;
}) {
  const tree = useCategoryTree(direction);
  const options = useMemo(() => {
    const categories = tree.data ?? [];
    const excluded = exclude === undefined ? new Set<number>() : subtreeIds(categories, exclude);
    if (maxDepth !== undefined) {
      for (const category of categories) if (category.depth > maxDepth) excluded.add(category.id);
    }
    return toOptions(categoryTree(categories), excluded);
  }, [tree.data, exclude, maxDepth]);
  return (
    <TreeSelect<number>
      id={id}
      aria-label={label}
      placeholder={placeholder}
      allowClear
      showSearch={{
        filterTreeNode: (input, node) =>
          matchesFolded(typeof node.title === 'string' ? node.title : '', input),
      }}
      treeDefaultExpandAll
      loading={tree.isLoading}
      value={value ?? undefined}
      treeData={options}
      onChange={(next) => onChange(next ?? null)}
      onBlur={onBlur}
      style={{ minWidth: 220, ...style }}
      popupMatchSelectWidth={false}
    />
  );
}
