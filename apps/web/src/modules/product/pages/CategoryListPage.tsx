import { useMemo, useState } from 'react';
import { Button, Card, Empty, Flex, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CATEGORY_MAX_DEPTH, PRODUCT_DIRECTIONS, type Category } from '@kenh/contract';
import { useIsMobile, useLocalePath } from '../../../platform/layout';
import { fill, PageHeader, RowActionsMenu, SearchBox, type RowAction } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useCategoryTree } from '../api/categories';
import { categoryCreatePath, categoryListCrumbs, directionOf } from '../components/category-links';
import { categoryTree, type CategoryNode } from '../components/category-tree';
import { ActiveTag } from '../components/ProductStatusTag';
import { useRemoveCategory } from '../components/use-remove-category';
import { useProductTexts } from '../locales';
import { categoryPath } from '../paths';

interface TreeRow {
  key: number;
  category: Category;
  children?: TreeRow[];
}

const toRows = (nodes: readonly CategoryNode[]): TreeRow[] =>
  nodes.map(({ category, children }) => ({
    key: category.id,
    category,
    ...(children.length > 0 ? { children: toRows(children) } : {}),
  }));

/** /product/category: the sold and bought-in category trees, searchable, with their product counts. */
export function CategoryListPage() {
  const texts = useProductTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const canManage = usePermission('categoryproduct.manage');
  const remove = useRemoveCategory();
  const [params, setParams] = useSearchParams();
  const direction = directionOf(params.get('direction'));
  const search = params.get('search') ?? '';
  const tree = useCategoryTree(direction, search || undefined);
  const rows = useMemo(() => toRows(categoryTree(tree.data ?? [])), [tree.data]);
  // The whole tree shows open; a branch the user folds stays folded while the page is open.
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const expanded = [
    ...new Set((tree.data ?? []).flatMap((c) => (c.parent_id === null ? [] : [c.parent_id]))),
  ].filter((id) => !folded.has(id));
  const setParam = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const actions: RowAction<TreeRow>[] = [
    { key: 'open', label: texts.common.open, onClick: (r) => void navigate(localePath(categoryPath(r.key))) },
    {
      key: 'child',
      label: texts.categories.addChild,
      visible: (r) => canManage && r.category.depth < CATEGORY_MAX_DEPTH,
      onClick: (r) => void navigate(localePath(categoryCreatePath(direction, r.key))),
    },
    {
      key: 'delete',
      label: texts.common.delete,
      danger: true,
      visible: () => canManage,
      onClick: (r) => void remove(r.category),
    },
  ];
  const nameLink = (r: TreeRow) => <Link to={localePath(categoryPath(r.key))}>{r.category.name}</Link>;
  const productCount = (r: TreeRow) => fill(texts.categories.products, { count: r.category.product_count });
  const desktopColumns: TableColumnsType<TreeRow> = [
    { key: 'name', title: texts.categories.name, render: (_, r) => nameLink(r) },
    { key: 'code', title: texts.categories.code, render: (_, r) => r.category.code },
    { key: 'products', title: texts.products.title, render: (_, r) => productCount(r) },
    { key: 'variants', title: texts.categories.variants, render: (_, r) => r.category.variant_count },
    {
      key: 'active',
      title: texts.common.status,
      render: (_, r) => <ActiveTag active={r.category.is_active} />,
    },
  ];
  // A phone has room for the tree's names: the code, the product count and a stopped category's tag
  // go under the name instead of in columns scrolled off the screen.
  const phoneColumn: TableColumnsType<TreeRow>[number] = {
    key: 'name',
    title: texts.categories.name,
    render: (_, r) => (
      <Flex vertical gap={2}>
        {nameLink(r)}
        <Typography.Text type="secondary">
          {r.category.code} · {productCount(r)}
        </Typography.Text>
        {!r.category.is_active && <ActiveTag active={false} />}
      </Flex>
    ),
  };
  const actionsColumn: TableColumnsType<TreeRow>[number] = {
    key: 'actions',
    title: '',
    width: 56,
    render: (_, r) => <RowActionsMenu row={r} actions={actions} />,
  };
  return (
    <>
      <PageHeader
        title={texts.categories.title}
        breadcrumbs={categoryListCrumbs(texts)}
        actions={
          canManage && (
            <Button type="primary" onClick={() => void navigate(localePath(categoryCreatePath(direction)))}>
              {texts.categories.create}
            </Button>
          )
        }
      />
      <Card>
        <Flex vertical gap={12}>
          <Tabs
            size="small"
            activeKey={direction}
            onChange={(key) => setParam('direction', key === 'out' ? '' : key)}
            items={PRODUCT_DIRECTIONS.map((d) => ({ key: d, label: texts.directions[d] }))}
            tabBarStyle={{ margin: 0 }}
          />
          <SearchBox
            value={search}
            placeholder={texts.categories.search}
            width={mobile ? '100%' : 280}
            onSearch={(value) => setParam('search', value)}
          />
          <Table<TreeRow>
            size="middle"
            loading={tree.isFetching}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
            expandable={{
              expandedRowKeys: expanded,
              onExpand: (open, row) =>
                setFolded((current) => {
                  const next = new Set(current);
                  if (open) next.delete(row.key);
                  else next.add(row.key);
                  return next;
                }),
            }}
            locale={{ emptyText: <Empty description={tree.error?.message ?? texts.categories.empty} /> }}
            columns={mobile ? [phoneColumn, actionsColumn] : [...desktopColumns, actionsColumn]}
          />
        </Flex>
      </Card>
    </>
  );
}
