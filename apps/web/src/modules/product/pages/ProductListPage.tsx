import { useState } from 'react';
import { Button, Flex, Tabs } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  PRODUCT_DIRECTIONS,
  PRODUCT_STATUSES,
  productDirection,
  productListBody,
  type ProductSummary,
} from '@kenh/contract';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import {
  datedFileName,
  deleteRowAction,
  filterOf,
  ListPage,
  selectFilter,
  useUrlQuery,
  type ListColumn,
  type RowAction,
} from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { productExportUrl, useDeleteProduct, useProductList } from '../api/products';
import { BarcodeFilter } from '../components/BarcodeFilter';
import { CategoryTreeSelect } from '../components/CategoryTreeSelect';
import { ProductImportDialog } from '../components/ProductImportDialog';
import { ProductStatusTag } from '../components/ProductStatusTag';
import { ProductThumbnail } from '../components/ProductThumbnail';
import { useProductTexts } from '../locales';
import { productPath, productPaths } from '../paths';

/** The list's address: the v1 list body, sold products unless the address says otherwise. */
const productUrlSchema = productListBody.extend({ direction: productDirection.default('out') });

/** /product/product-manager: products of one direction with search, category, status and barcode filters. */
export function ProductListPage() {
  const texts = useProductTexts();
  const messageText = useMessageText();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const canManage = usePermission('product.manage');
  const [importing, setImporting] = useState(false);
  const url = useUrlQuery(productUrlSchema);
  const { direction, category_id: categoryId, barcode } = url.query;
  const products = useProductList(url.query);
  const remove = useDeleteProduct(direction);
  const open = (p: ProductSummary) => void navigate(localePath(productPath(p.id)));
  const link = (p: ProductSummary) => <Link to={localePath(productPath(p.id))}>{p.name}</Link>;

  const columns: ListColumn<ProductSummary>[] = [
    {
      key: 'image',
      title: texts.products.columns.image,
      width: 72,
      // The phone card shows the thumbnail and the code in its title line.
      inCard: false,
      render: (p) => (
        <ProductThumbnail fileId={p.thumbnail_file_id} alt={p.name} emptyLabel={texts.products.noImage} />
      ),
    },
    { key: 'code', title: texts.products.columns.code, noWrap: true, inCard: false, render: (p) => p.code },
    { key: 'name', title: texts.products.columns.name, alwaysVisible: true, inCard: false, render: link },
    { key: 'category', title: texts.products.columns.category, render: (p) => p.category_name ?? '' },
    { key: 'brand', title: texts.products.columns.brand, render: (p) => p.brand ?? '' },
    { key: 'variants', title: texts.products.columns.variants, width: 110, render: (p) => p.variant_count },
    {
      key: 'status',
      title: texts.products.columns.status,
      width: 160,
      render: (p) => <ProductStatusTag status={p.status} />,
    },
  ];
  const rowActions: RowAction<ProductSummary>[] = [
    { key: 'open', label: texts.common.open, onClick: open },
    deleteRowAction<ProductSummary>({
      kind: texts.kinds.product,
      nameOf: (p) => p.name,
      remove: (p) => remove.mutateAsync(p.id),
      done: messageText('product.deleted'),
      visible: () => canManage,
    }),
  ];

  return (
    <>
      <ListPage
        listId="product.products"
        title={texts.products.title}
        breadcrumbs={[{ label: texts.home.title, to: productPaths.home }]}
        url={url}
        result={products}
        columns={columns}
        rowKey={(p) => p.id}
        cardTitle={(p) => (
          <Flex gap={12} align="center">
            <ProductThumbnail
              fileId={p.thumbnail_file_id}
              alt={p.name}
              size={40}
              emptyLabel={texts.products.noImage}
            />
            <span>
              {p.code} · {link(p)}
            </span>
          </Flex>
        )}
        summary={
          <Tabs
            size="small"
            activeKey={direction}
            onChange={(key) => url.set({ direction: key, category_id: null })}
            items={PRODUCT_DIRECTIONS.map((d) => ({ key: d, label: texts.directions[d] }))}
            tabBarStyle={{ margin: 0 }}
          />
        }
        searchPlaceholder={texts.products.search}
        filters={[
          {
            key: 'category_id',
            label: texts.products.category,
            active: categoryId !== undefined,
            control: (
              <CategoryTreeSelect
                direction={direction}
                value={categoryId}
                label={texts.products.category}
                placeholder={texts.products.allCategories}
                onChange={(id) => url.set({ category_id: id })}
                style={{ width: '100%' }}
              />
            ),
          },
          selectFilter<string>({
            url,
            field: 'status',
            value: url.query.status,
            label: texts.common.status,
            placeholder: texts.common.allStatuses,
            searchable: false,
            options: PRODUCT_STATUSES.map((s) => ({ value: s, label: texts.statuses[s] })),
          }),
          {
            key: 'barcode',
            label: texts.products.barcode,
            active: barcode !== undefined,
            control: (
              <BarcodeFilter
                value={barcode}
                label={texts.products.barcode}
                placeholder={texts.products.barcodePlaceholder}
                onApply={(code) => url.set({ barcode: code })}
              />
            ),
          },
        ]}
        exporter={{
          path: productExportUrl(filterOf(url.query)),
          fileName: datedFileName(texts.products.exportName, 'xlsx'),
        }}
        rowActions={rowActions}
        emptyText={texts.products.empty}
        actions={
          canManage && (
            <Flex gap={8} wrap>
              <Button onClick={() => setImporting(true)}>{texts.products.import}</Button>
              <Button
                type="primary"
                onClick={() =>
                  void navigate(localePath(`${productPaths.productCreate}?direction=${direction}`))
                }
              >
                {texts.products.create}
              </Button>
            </Flex>
          )
        }
      />
      {canManage && <ProductImportDialog open={importing} onClose={() => setImporting(false)} />}
    </>
  );
}
