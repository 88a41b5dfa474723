import { Table, Typography } from 'antd';
import { formatVnd, type OrderLine } from '@kenh/contract';
import { fill } from '../../../platform/pages';
import { useOrderTexts } from '../locales';

/** The order's lines as the server priced them (price list and revision of each price shown). */
export function OrderLinesTable({ lines }: { lines: readonly OrderLine[] }) {
  const texts = useOrderTexts();
  return (
    <Table<OrderLine>
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[...lines]}
      columns={[
        {
          key: 'product',
          title: texts.lines.product,
          render: (_, line) => (
            <>
              <div>{line.variant_name}</div>
              <Typography.Text type="secondary">{line.variant_code}</Typography.Text>
              {line.note && <div>{line.note}</div>}
            </>
          ),
        },
        { key: 'unit', title: texts.lines.unit, render: (_, line) => line.unit_name },
        { key: 'quantity', title: texts.lines.quantity, align: 'right', render: (_, line) => line.quantity },
        {
          key: 'price',
          title: texts.lines.price,
          align: 'right',
          render: (_, line) => (
            <span
              title={fill(texts.lines.priceList, {
                code: line.price_list_code,
                revision: line.price_list_revision,
              })}
            >
              {formatVnd(line.unit_price)}
            </span>
          ),
        },
        {
          key: 'discount',
          title: texts.lines.discount,
          align: 'right',
          render: (_, line) => (line.discount_percent > 0 ? `${line.discount_percent}%` : ''),
        },
        {
          key: 'amount',
          title: texts.lines.amount,
          align: 'right',
          onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          render: (_, line) => formatVnd(line.line_total),
        },
      ]}
    />
  );
}
