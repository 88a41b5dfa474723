import { Descriptions, Space, Tag } from 'antd';
import { formatVnd, WAREHOUSE_KIND_LABELS, type Warehouse } from '@kenh/contract';
import { useLocale } from '../../../platform/layout';
import { fill } from '../../../platform/pages';
import { useWarehouseTexts } from '../locales';

/** A warehouse's facts above its form: code, kind, owner, stock value and lot warnings. */
export function WarehouseSummary({ warehouse }: { warehouse: Warehouse }) {
  const texts = useWarehouseTexts();
  const locale = useLocale();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'code', label: texts.fields.code, children: warehouse.code },
        { key: 'kind', label: texts.fields.kind, children: WAREHOUSE_KIND_LABELS[warehouse.kind][locale] },
        ...(warehouse.owner_name
          ? [{ key: 'owner', label: texts.fields.owner, children: warehouse.owner_name }]
          : []),
        { key: 'value', label: texts.fields.stockValue, children: formatVnd(warehouse.stock_value) },
        {
          key: 'lots',
          label: texts.fields.nearExpiry,
          children: (
            <Space size={4} wrap>
              <Tag color={warehouse.near_expiry_lots > 0 ? 'orange' : 'default'}>
                {fill(texts.list.nearExpiryTag, { n: warehouse.near_expiry_lots })}
              </Tag>
              {warehouse.expired_lots > 0 && (
                <Tag color="red">{fill(texts.list.expiredTag, { n: warehouse.expired_lots })}</Tag>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
