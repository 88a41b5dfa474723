import type { Key } from 'react';
import { Checkbox, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import { formatDateTime, formatVnd, type ShipmentCandidate } from '@kenh/contract';
import { useIsMobile } from '../../../platform/layout';
import { fill, ItemList } from '../../../platform/pages';
import { useTransportTexts } from '../locales';

/**
 * The goods issues of the chosen warehouse waiting for a shipment, to tick the ones this shipment
 * carries: order code, goods issue, receiver, address, the order's total and when the goods left
 * the shelves. A table with row selection on wide screens; below 768 px one card per issue with a
 * check box, and "select all" above.
 */
export function CandidatePicker({
  id,
  candidates,
  loading,
  emptyText,
  value,
  onChange,
}: {
  id: string;
  candidates: ShipmentCandidate[];
  loading: boolean;
  emptyText: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const texts = useTransportTexts();
  const mobile = useIsMobile();
  const t = texts.stops;
  const chosen = candidates.filter((c) => value.includes(c.receipt_id));
  const summary = fill(texts.create.selected, {
    count: chosen.length,
    total: formatVnd(chosen.reduce((sum, c) => sum + c.total, 0)),
  });
  const toggle = (receiptId: number, checked: boolean) =>
    onChange(checked ? [...value, receiptId] : value.filter((v) => v !== receiptId));

  if (loading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (candidates.length === 0)
    return (
      <div id={id}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </div>
    );

  const all = chosen.length === candidates.length;
  return (
    <Flex vertical gap={8} id={id}>
      {mobile ? (
        <>
          <Checkbox
            checked={all}
            indeterminate={chosen.length > 0 && !all}
            onChange={(e) => onChange(e.target.checked ? candidates.map((c) => c.receipt_id) : [])}
          >
            {texts.create.selectAll}
          </Checkbox>
          <ItemList<ShipmentCandidate>
            items={candidates}
            rowKey="receipt_id"
            emptyText={emptyText}
            renderItem={(c) => (
              <Checkbox
                checked={value.includes(c.receipt_id)}
                onChange={(e) => toggle(c.receipt_id, e.target.checked)}
                aria-label={c.order_code}
              >
                <Flex vertical gap={2}>
                  <Typography.Text strong>
                    {c.order_code} · {c.receipt_code}
                  </Typography.Text>
                  <span>{c.buyer_name}</span>
                  {c.address && <Typography.Text type="secondary">{c.address}</Typography.Text>}
                  <span>
                    {formatVnd(c.total)} · {formatDateTime(c.issued_at)}
                  </span>
                </Flex>
              </Checkbox>
            )}
          />
        </>
      ) : (
        <Table<ShipmentCandidate>
          size="small"
          pagination={false}
          scroll={{ x: 'max-content', y: 360 }}
          rowKey="receipt_id"
          dataSource={candidates}
          rowSelection={{
            selectedRowKeys: [...value],
            onChange: (keys: Key[]) => onChange(keys.map(Number)),
            getCheckboxProps: (c) => ({ 'aria-label': c.order_code }),
          }}
          columns={[
            { key: 'order', title: t.order, render: (_, c) => c.order_code },
            { key: 'receipt', title: t.receipt, render: (_, c) => c.receipt_code },
            { key: 'receiver', title: t.receiver, render: (_, c) => c.buyer_name },
            { key: 'address', title: t.address, render: (_, c) => c.address ?? '' },
            {
              key: 'total',
              title: t.total,
              align: 'right',
              onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
              render: (_, c) => formatVnd(c.total),
            },
            {
              key: 'issued',
              title: texts.create.issuedAt,
              onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
              render: (_, c) => formatDateTime(c.issued_at),
            },
          ]}
        />
      )}
      <Typography.Text type="secondary" aria-live="polite">
        {summary}
      </Typography.Text>
    </Flex>
  );
}
