import { Table, Tag, Typography } from 'antd';
import type { OrderManyResult } from '@kenh/contract';
import { fill } from '../../../platform/pages';
import { useOrderTexts } from '../locales';
import { OrderStatusTag } from './OrderStatusTag';

type ResultRow = OrderManyResult['results'][number];

/** What a multiple action did to each order: done or not, its status now, and why not. */
export function ManyResults({ result }: { result: OrderManyResult }) {
  const texts = useOrderTexts();
  return (
    <section aria-label={texts.many.results}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {texts.many.results}
      </Typography.Title>
      <Typography.Paragraph>
        {fill(texts.many.summary, { ok: result.succeeded, failed: result.failed })}
      </Typography.Paragraph>
      <Table<ResultRow>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={result.results}
        columns={[
          { key: 'code', title: texts.fields.code, render: (_, row) => row.code ?? `#${row.id}` },
          {
            key: 'outcome',
            title: texts.many.outcome,
            render: (_, row) =>
              row.ok ? (
                <Tag color="success">{texts.many.ok}</Tag>
              ) : (
                <Tag color="error">{texts.many.failed}</Tag>
              ),
          },
          {
            key: 'status',
            title: texts.fields.status,
            render: (_, row) => (row.status ? <OrderStatusTag status={row.status} /> : ''),
          },
          { key: 'message', title: texts.many.message, render: (_, row) => row.message ?? '' },
        ]}
      />
    </section>
  );
}
