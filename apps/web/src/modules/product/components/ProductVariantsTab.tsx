import { Empty, Flex, Rate, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Variant } from '@kenh/contract';
import { useIsMobile } from '../../../platform/layout';
import { fill } from '../../../platform/pages';
import { useVariantDetail } from '../api/products';
import { useProductTexts } from '../locales';
import { ProductStatusTag } from './ProductStatusTag';

/** A variant's categories beyond its product's own, and its rating summary (read when opened). */
function VariantExtras({ variantId }: { variantId: number }) {
  const texts = useProductTexts();
  const detail = useVariantDetail(variantId);
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!detail.data) return <Empty description={detail.error?.message} />;
  const { categories, rating } = detail.data;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{texts.variants.categories}:</Typography.Text>
        {categories.length === 0 ? (
          <Typography.Text type="secondary">{texts.detail.categoriesNone}</Typography.Text>
        ) : (
          categories.map((c) => <Tag key={c.id}>{c.name}</Tag>)
        )}
      </Flex>
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{texts.detail.ratings}:</Typography.Text>
        {rating.count === 0 || rating.average === null ? (
          <Typography.Text type="secondary">{texts.detail.noRatings}</Typography.Text>
        ) : (
          <>
            <Rate disabled allowHalf value={Math.round(rating.average * 2) / 2} />
            <Typography.Text>
              {fill(texts.detail.average, {
                stars: rating.average.toLocaleString('vi-VN'),
                count: rating.count,
              })}
            </Typography.Text>
          </>
        )}
      </Flex>
    </Flex>
  );
}

/** A variant's units with their factors and barcodes, one a line. */
function VariantUnits({ variant }: { variant: Variant }) {
  return (
    <Flex vertical gap={2}>
      {variant.units.map((u) => (
        <span key={u.unit_id}>
          {u.factor === 1 ? u.unit_name : `${u.unit_name} = ${u.factor} ${variant.base_unit_name}`}
          {u.barcode && (
            <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
              {u.barcode}
            </Typography.Text>
          )}
        </span>
      ))}
    </Flex>
  );
}

/**
 * The product's variants: values, code, units with their factors and barcodes; categories and
 * ratings below each. On a phone one column holds the name with the code and status beneath and the
 * units under them, so nothing is cut off the screen's side.
 */
export function ProductVariantsTab({ variants }: { variants: readonly Variant[] }) {
  const texts = useProductTexts();
  const mobile = useIsMobile();
  const columns: TableColumnsType<Variant> = mobile
    ? [
        {
          key: 'variant',
          title: texts.variants.name,
          render: (_, v) => (
            <Flex vertical gap={4}>
              <Typography.Text strong>{v.name}</Typography.Text>
              <Flex gap={8} align="center" wrap>
                <Typography.Text type="secondary">{v.code}</Typography.Text>
                <ProductStatusTag status={v.status} />
              </Flex>
              <VariantUnits variant={v} />
            </Flex>
          ),
        },
      ]
    : [
        { key: 'code', title: texts.variants.code, render: (_, v) => v.code },
        { key: 'name', title: texts.variants.name, render: (_, v) => v.name },
        { key: 'units', title: texts.variants.unitsColumn, render: (_, v) => <VariantUnits variant={v} /> },
        {
          key: 'status',
          title: texts.variants.status,
          render: (_, v) => <ProductStatusTag status={v.status} />,
        },
      ];
  return (
    <Table<Variant>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={mobile ? undefined : { x: 'max-content' }}
      dataSource={[...variants]}
      expandable={{ expandedRowRender: (v) => <VariantExtras variantId={v.id} /> }}
      columns={columns}
    />
  );
}
