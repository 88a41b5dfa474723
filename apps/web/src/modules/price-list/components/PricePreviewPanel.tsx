import { useState } from 'react';
import { Card, Col, Descriptions, Row, Statistic, Table, Typography } from 'antd';
import { formatDateTime, formatVnd, type PriceChange, type PriceListPreview } from '@kenh/contract';
import { useLocale } from '../../../platform/layout';
import { fill } from '../../../platform/pages';
import { usePriceListPreview } from '../api/price-lists';
import { usePriceListTexts } from '../locales';
import { formatPercentChange, formatVndChange } from './price-change-format';

const PAGE_SIZE = 50;
const CARDS: readonly { change: PriceChange; color: string }[] = [
  { change: 'new', color: '#1677ff' },
  { change: 'raised', color: '#cf1322' },
  { change: 'lowered', color: '#389e0d' },
  { change: 'unchanged', color: '#595959' },
];

type Row = PriceListPreview['rows'][number];
type Extreme = PriceListPreview['largest_rise'];

/**
 * What approving the list would change (docs/pricing.md "Preview"): against the prices in force at
 * its start, how many prices are new, raised, lowered or unchanged (each a filter of the rows), the
 * largest rise and fall, then the rows page by page.
 */
export function PricePreviewPanel({ listId }: { listId: number }) {
  const texts = usePriceListTexts();
  const locale = useLocale();
  const [change, setChange] = useState<PriceChange>();
  const [page, setPage] = useState(0);
  const preview = usePriceListPreview(listId, { page, page_size: PAGE_SIZE, ...(change ? { change } : {}) });
  const data = preview.data;
  const labels: Record<PriceChange, string> = {
    new: texts.preview.newPrices,
    raised: texts.preview.raised,
    lowered: texts.preview.lowered,
    unchanged: texts.preview.unchanged,
  };
  const extreme = (value: Extreme) =>
    value === null
      ? texts.preview.none
      : `${value.variant_code} · ${value.variant_name} (${value.unit_name}${value.target_name ? `, ${value.target_name}` : ''}): ` +
        `${formatVnd(value.from)} → ${formatVnd(value.to)} (${formatVndChange(value.amount)}, ${formatPercentChange(value.percent, locale)})`;
  const withTargets = data?.rows.some((r) => r.target_name !== null) ?? false;

  return (
    <section aria-label={texts.preview.title}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {texts.preview.title}
      </Typography.Title>
      {data && (
        <Typography.Paragraph type="secondary">
          {fill(texts.preview.atTime, { time: formatDateTime(data.at) })}
        </Typography.Paragraph>
      )}
      <Row gutter={[12, 12]}>
        {CARDS.map(({ change: kind, color }) => (
          <Col key={kind} xs={12} md={6}>
            <Card
              size="small"
              hoverable
              role="button"
              aria-pressed={change === kind}
              aria-label={`${labels[kind]}: ${data?.counts[kind] ?? 0}`}
              onClick={() => {
                setChange(change === kind ? undefined : kind);
                setPage(0);
              }}
              style={change === kind ? { borderColor: color } : undefined}
            >
              <Statistic
                title={labels[kind]}
                value={data?.counts[kind] ?? 0}
                styles={{ content: { color } }}
                loading={!data}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {data && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginTop: 12 }}
          items={[
            { key: 'rise', label: texts.preview.largestRise, children: extreme(data.largest_rise) },
            { key: 'fall', label: texts.preview.largestFall, children: extreme(data.largest_fall) },
          ]}
        />
      )}
      <Table<Row>
        size="small"
        style={{ marginTop: 12 }}
        loading={preview.isFetching}
        rowKey={(r) => `${r.variant_id}:${r.unit_id}:${r.target_name ?? ''}`}
        dataSource={data?.rows ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: texts.preview.empty }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: data?.total_rows ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => setPage(next - 1),
        }}
        columns={[
          { key: 'code', title: texts.grid.code, render: (_, r) => r.variant_code },
          { key: 'variant', title: texts.grid.variant, render: (_, r) => r.variant_name },
          { key: 'unit', title: texts.grid.unit, render: (_, r) => r.unit_name },
          ...(withTargets
            ? [{ key: 'target', title: texts.fields.targets, render: (_: unknown, r: Row) => r.target_name }]
            : []),
          {
            key: 'current',
            title: texts.preview.current,
            align: 'right',
            render: (_, r) =>
              r.current_price === null ? texts.preview.noCurrent : formatVnd(r.current_price),
          },
          { key: 'next', title: texts.preview.next, align: 'right', render: (_, r) => formatVnd(r.price) },
          {
            key: 'difference',
            title: texts.preview.difference,
            align: 'right',
            render: (_, r) => (r.difference === null ? '' : formatVndChange(r.difference)),
          },
          {
            key: 'percent',
            title: texts.preview.change,
            align: 'right',
            render: (_, r) =>
              r.percent === null ? labels[r.change] : formatPercentChange(r.percent, locale),
          },
        ]}
      />
    </section>
  );
}
